import { currencyRates } from "~/exchange-rates/rates-in-use.server";
import { maxAgeFor } from "~/public-api/cache-policy.server";
import { convertRequest } from "~/public-api/convert.server";
import { convertRequestFromSearchParams, parseConvertRequest } from "~/public-api/convert-request";
import type { ExchangeRates } from "~/units/rates";
import {
  HttpError,
  methodNotAllowed,
  PUBLIC_CORS_HEADERS,
  publicJson,
  publicJsonError,
  readJsonBody,
} from "~/utils/http.server";
import type { Route } from "./+types/convert";

/**
 * POST /api/convert with JSON `{ value, fromUnit, toUnit, converter?, precision? }` or
 * `{ query, precision? }`; GET /api/convert?value=&from=&to=&precision= (or ?q=).
 * Answers `{ result, fromValue, fromUnit, toValue, toUnit, formula, converter }`, and `rates`
 * for currency. A GET answer may be cached (docs/decisions/027-api-rate-limits.md).
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const input = convertRequestFromSearchParams(params);
  return answer(input, await currencyRates(context), { cacheable: true });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return methodNotAllowed(request, ["GET", "POST"], { headers: PUBLIC_CORS_HEADERS });
  }
  try {
    return answer(await readJsonBody(request), await currencyRates(context));
  } catch (error) {
    if (error instanceof HttpError) return publicJsonError(error.status, error.message);
    throw error;
  }
}

function answer(input: unknown, rates: ExchangeRates, { cacheable = false } = {}): Response {
  const parsed = parseConvertRequest(input);
  if (!parsed.ok) return publicJsonError(400, parsed.message);
  const outcome = convertRequest(parsed.request, rates);
  if ("error" in outcome) return publicJsonError(400, outcome.error);
  return publicJson(outcome, { maxAge: cacheable ? maxAgeFor(outcome) : 0 });
}
