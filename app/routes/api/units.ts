import { getUnits } from "~/public-api/endpoints.server";
import { methodNotAllowed, PUBLIC_CORS_HEADERS } from "~/utils/http.server";
import type { Route } from "./+types/units";

// GET /api/units?q=&converter=: the units a name, symbol or alias may mean.
export function loader({ request }: Route.LoaderArgs) {
  return getUnits(request);
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"], { headers: PUBLIC_CORS_HEADERS });
}
