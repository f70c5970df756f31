import { getConvert, postConvert } from "~/public-api/endpoints.server";
import { apiServices } from "~/public-api/services.server";
import type { Route } from "./+types/convert";

/**
 * POST /api/convert with JSON `{ value, fromUnit, toUnit, converter?, precision? }` or
 * `{ query, precision? }`; GET /api/convert?value=&from=&to=&precision= (or ?q=).
 * Answers `{ result, fromValue, fromUnit, toValue, toUnit, formula, converter }`, and `rates`
 * for currency.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  return getConvert(request, await apiServices(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return postConvert(request, await apiServices(context));
}
