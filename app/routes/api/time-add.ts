import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/time-add";

// GET /api/time/add (app/time/date-requests.ts).
// The time API's work (Temporal, the places, the holidays) is imported at its first request, not
// with the server build (docs/decisions/089-time-code-on-demand.md).
export async function loader({ request }: Route.LoaderArgs) {
  const { getTimeAdd } = await import("~/time/time-api.server");
  return getTimeAdd(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
