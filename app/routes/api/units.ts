import { getUnits } from "~/public-api/endpoints.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/units";

// GET /api/units?q=&converter=: the units a name, symbol or alias may mean.
export function loader({ request }: Route.LoaderArgs) {
  return getUnits(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
