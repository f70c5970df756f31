import { categoryView, converterSummaryView, converterView } from "~/units/api-view";
import { categories, converters, getConverter } from "~/units/catalogue";
import {
  HttpError,
  methodNotAllowed,
  PUBLIC_CORS_HEADERS,
  publicJson,
  publicJsonError,
  readJsonBody,
} from "~/utils/http.server";
import { answerBatch, MAX_BATCH_BODY_BYTES } from "./batch.server";
import { convertRequest } from "./convert.server";
import { convertRequestFromSearchParams, parseConvertRequest } from "./convert-request";
import { lookupUnits } from "./units-lookup";

/**
 * The public API's answers, request in, response out. The route modules under routes/api/
 * call these, and so does the "try it" of the /api page when JavaScript is off, so the page
 * shows exactly what the endpoint answers.
 */

/** How long clients and caches may keep an answer that only changes with a deploy. */
export const CATALOGUE_MAX_AGE = 3600;

export function getCategories(): Response {
  return publicJson({ categories: categories.map(categoryView) }, { maxAge: CATALOGUE_MAX_AGE });
}

export function getConverters(): Response {
  return publicJson(
    { converters: converters.map(converterSummaryView) },
    { maxAge: CATALOGUE_MAX_AGE },
  );
}

/** GET /api/converters/{id-or-slug}: "length" and "length-converter" are the same converter. */
export function getConverterById(id: string): Response {
  const converter = getConverter(id.toLowerCase());
  if (!converter) {
    return publicJsonError(
      404,
      `No converter "${id}". GET /api/converters lists every converter id.`,
    );
  }
  return publicJson(converterView(converter), { maxAge: CATALOGUE_MAX_AGE });
}

export function getConvert(request: Request): Response {
  return answerConvert(convertRequestFromSearchParams(new URL(request.url).searchParams));
}

export async function postConvert(request: Request): Promise<Response> {
  if (request.method !== "POST") {
    return methodNotAllowed(request, ["GET", "POST"], { headers: PUBLIC_CORS_HEADERS });
  }
  return withJsonBody(request, undefined, answerConvert);
}

export async function postConvertBatch(request: Request): Promise<Response> {
  if (request.method !== "POST") {
    return methodNotAllowed(request, ["POST"], { headers: PUBLIC_CORS_HEADERS });
  }
  return withJsonBody(request, MAX_BATCH_BODY_BYTES, (input) => {
    const outcome = answerBatch(input);
    return outcome.status === 200
      ? publicJson(outcome.body)
      : publicJsonError(outcome.status, outcome.error);
  });
}

export function getUnits(request: Request): Response {
  const outcome = lookupUnits(new URL(request.url).searchParams);
  return outcome.status === 200
    ? publicJson(outcome.body, { maxAge: CATALOGUE_MAX_AGE })
    : publicJsonError(outcome.status, outcome.error);
}

function answerConvert(input: unknown): Response {
  const parsed = parseConvertRequest(input);
  if (!parsed.ok) return publicJsonError(400, parsed.message);
  const outcome = convertRequest(parsed.request);
  return "error" in outcome ? publicJsonError(400, outcome.error) : publicJson(outcome);
}

async function withJsonBody(
  request: Request,
  maxBytes: number | undefined,
  answer: (input: unknown) => Response,
): Promise<Response> {
  try {
    return answer(await readJsonBody(request, maxBytes));
  } catch (error) {
    if (error instanceof HttpError) return publicJsonError(error.status, error.message);
    throw error;
  }
}
