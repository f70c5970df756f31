import { getTimeAsk } from "~/time/time-api.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/time-ask";

// GET /api/time/ask?q=&zone=&locale=: a time question in words (app/time/time-question.ts).
export function loader({ request }: Route.LoaderArgs) {
  return getTimeAsk(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
