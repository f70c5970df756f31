import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/time-ask";

// GET /api/time/ask?q=&zone=&locale=: a time question in words (app/time/time-question.ts).
// The time API's work (Temporal, the places, the holidays) is imported at its first request, not
// with the server build (docs/decisions/089-time-code-on-demand.md).
export async function loader({ request }: Route.LoaderArgs) {
  const { getTimeAsk } = await import("~/time/time-api.server");
  return getTimeAsk(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
