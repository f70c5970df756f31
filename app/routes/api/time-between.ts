import { getTimeBetween } from "~/time/time-api.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/time-between";

// GET /api/time/between (app/time/date-requests.ts).
export function loader({ request }: Route.LoaderArgs) {
  return getTimeBetween(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
