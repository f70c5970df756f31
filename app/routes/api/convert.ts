import { getConvert, postConvert } from "~/public-api/endpoints.server";
import type { Route } from "./+types/convert";

/**
 * POST /api/convert with JSON `{ value, fromUnit, toUnit, converter?, precision? }` or
 * `{ query, precision? }`; GET /api/convert?value=&from=&to=&precision= (or ?q=).
 * Answers `{ result, fromValue, fromUnit, toValue, toUnit, formula, converter }`.
 */

export function loader({ request }: Route.LoaderArgs) {
  return getConvert(request);
}

export function action({ request }: Route.ActionArgs) {
  return postConvert(request);
}
