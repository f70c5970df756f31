import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/time-convert";

// GET /api/time/convert?at=&from=&to=: a local time in one place, in others (app/time/).
// The time API's work (Temporal, the places, the holidays) is imported at its first request, not
// with the server build (docs/decisions/089-time-code-on-demand.md).
export async function loader({ request }: Route.LoaderArgs) {
  const { getTimeConvert } = await import("~/time/time-api.server");
  return getTimeConvert(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
