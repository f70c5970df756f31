import { getTimeAdd } from "~/time/time-api.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/time-add";

// GET /api/time/add (app/time/date-requests.ts).
export function loader({ request }: Route.LoaderArgs) {
  return getTimeAdd(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
