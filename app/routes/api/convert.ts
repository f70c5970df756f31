import { convertRequest } from "~/public-api/convert.server";
import { convertRequestFromSearchParams, parseConvertRequest } from "~/public-api/convert-request";
import {
  HttpError,
  methodNotAllowed,
  PUBLIC_CORS_HEADERS,
  publicJson,
  publicJsonError,
  readJsonBody,
} from "~/utils/http.server";
import { CONVERSION_MAX_AGE, dependsOnRates } from "~/public-api/cache-policy.server";
import type { Route } from "./+types/convert";

/**
 * POST /api/convert with JSON `{ value, fromUnit, toUnit, converter?, precision? }` or
 * `{ query, precision? }`; GET /api/convert?value=&from=&to=&precision= (or ?q=).
 * Answers `{ result, fromValue, fromUnit, toValue, toUnit, formula, converter }`.
 */

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return answer(convertRequestFromSearchParams(params), { cacheable: true });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return methodNotAllowed(request, ["GET", "POST"], { headers: PUBLIC_CORS_HEADERS });
  }
  try {
    return answer(await readJsonBody(request));
  } catch (error) {
    if (error instanceof HttpError) return publicJsonError(error.status, error.message);
    throw error;
  }
}

function answer(input: unknown, { cacheable = false } = {}): Response {
  const parsed = parseConvertRequest(input);
  if (!parsed.ok) return publicJsonError(400, parsed.message);
  const outcome = convertRequest(parsed.request);
  if ("error" in outcome) return publicJsonError(400, outcome.error);
  // A GET answer is a pure function of its URL, except for currency rates, which move daily.
  const deterministic = cacheable && !dependsOnRates(outcome);
  return publicJson(outcome, { maxAge: deterministic ? CONVERSION_MAX_AGE : 0 });
}
