import { answerWords } from "./answer-language.server";
import { categoryView, converterSummaryView, converterView } from "@unitwise/units";
import {
  clip,
  MAX_JSON_BODY_BYTES,
  methodNotAllowed,
  PUBLIC_CORS_HEADERS,
  publicJson,
  readJsonBody,
} from "~/utils/http.server";
import { answerBatch, batchCost, MAX_BATCH_BODY_BYTES, parseBatch } from "./batch.server";
import {
  CATALOGUE_MAX_AGE,
  maxAgeFor,
  ratesAnswerMaxAge,
  type RatesState,
} from "./cache-policy.server";
import { convertRequest, type ConvertServices } from "./convert.server";
import { convertRequestFromSearchParams, parseConvertRequest } from "./convert-request";
import { lookupUnits } from "./units-lookup";
import { Refusal } from "~/utils/refusal.server";

/**
 * The public API's answers, request in, response out; a refusal is thrown as a Refusal, which
 * the /api layout's middleware answers `{ "error" }` (decision 066). The route modules under
 * routes/api/ call these, and so does the "try it" of the /api page (through
 * `answerOperation`), so the page shows exactly what the endpoint answers.
 */

/**
 * What an endpoint needs from the request's world: the catalogue visitors see, the rates in use and
 * the limits. The OpenAPI examples pass the code's catalogue and nothing else.
 */
export interface ApiServices extends ConvertServices, RatesState {
  /**
   * Charges the request at its cost when that depends on the body (a batch: one per ten
   * items) to its client's limits; returns the 429 to send, or null to go on.
   */
  charge?: (cost: number) => Promise<Response | null>;
}

export function getCategories({ catalogue }: ApiServices): Response {
  return publicJson(
    { categories: catalogue.categories.map((category) => categoryView(catalogue, category)) },
    { maxAge: CATALOGUE_MAX_AGE },
  );
}

export function getConverters({ catalogue }: ApiServices): Response {
  return publicJson(
    {
      converters: catalogue.converters.map((converter) =>
        converterSummaryView(catalogue, converter),
      ),
    },
    { maxAge: CATALOGUE_MAX_AGE },
  );
}

/**
 * GET /api/converters/{id-or-slug}: "length" and "length-converter" are the same converter.
 * The currency converter names the rates in use.
 */
export function getConverterById(id: string, services: ApiServices): Response {
  const { rateTable, catalogue } = services;
  const converter = catalogue.getConverter(id.toLowerCase());
  if (!converter) {
    throw new Refusal(
      404,
      `No converter "${clip(id)}". GET /api/converters lists every converter id.`,
    );
  }
  const table = rateTable?.key === converter.key ? rateTable : undefined;
  // The currency converter names the day's rates: it expires with them.
  const maxAge = table ? ratesAnswerMaxAge(services) : CATALOGUE_MAX_AGE;
  return publicJson(converterView(catalogue, converter, table), { maxAge });
}

/** A GET conversion may be cached: an hour, or for currency until the rates may change. */
export function getConvert(request: Request, services: ApiServices): Promise<Response> {
  const input = convertRequestFromSearchParams(new URL(request.url).searchParams);
  return answerConvert(input, services, { cacheable: true });
}

export async function postConvert(request: Request, services: ApiServices): Promise<Response> {
  if (request.method !== "POST") {
    return methodNotAllowed(request, ["GET", "POST"], { headers: PUBLIC_CORS_HEADERS });
  }
  return answerConvert(await readJsonBody(request, MAX_JSON_BODY_BYTES), services);
}

export async function postConvertBatch(request: Request, services: ApiServices): Promise<Response> {
  if (request.method !== "POST") {
    return methodNotAllowed(request, ["POST"], { headers: PUBLIC_CORS_HEADERS });
  }
  // A batch refused as a whole costs one request, like any error (the limits' middleware).
  const parsed = parseBatch(await readJsonBody(request, MAX_BATCH_BODY_BYTES));
  if (!parsed.ok) throw new Refusal(parsed.status, parsed.error);
  const refusal = await services.charge?.(batchCost(parsed.batch.items.length));
  if (refusal) return refusal;
  const locales = parsed.batch.items.map((item) =>
    item && typeof item === "object" && "locale" in item && typeof item.locale === "string"
      ? item.locale
      : undefined,
  );
  const words = await answerWords(services.catalogue, locales);
  return publicJson(answerBatch(parsed.batch, { ...services, words }));
}

export function getUnits(request: Request, { catalogue }: ApiServices): Response {
  const outcome = lookupUnits(new URL(request.url).searchParams, catalogue);
  if (outcome.status !== 200) throw new Refusal(outcome.status, outcome.error);
  return publicJson(outcome.body, { maxAge: CATALOGUE_MAX_AGE });
}

async function answerConvert(
  input: unknown,
  services: ApiServices,
  { cacheable = false } = {},
): Promise<Response> {
  const parsed = parseConvertRequest(input);
  if (!parsed.ok) throw new Refusal(400, parsed.message);
  const words = await answerWords(services.catalogue, [parsed.request.locale]);
  const outcome = convertRequest(parsed.request, { ...services, words });
  if ("error" in outcome) throw new Refusal(400, outcome.error);
  return publicJson(outcome, { maxAge: cacheable ? maxAgeFor(outcome, services) : 0 });
}
