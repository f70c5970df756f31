import { getUnits } from "~/public-api/endpoints.server";
import { apiServices } from "~/public-api/services.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/units";

// GET /api/units?q=&converter=: the units a name, symbol or alias may mean.
export async function loader({ request, context }: Route.LoaderArgs) {
  return getUnits(request, await apiServices(context));
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
