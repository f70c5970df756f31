import { getTimeConvert } from "~/time/time-api.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/time-convert";

// GET /api/time/convert?at=&from=&to=: a local time in one place, in others (app/time/).
export function loader({ request }: Route.LoaderArgs) {
  return getTimeConvert(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
