import { acceptBeacon } from "~/analytics/beacon.server";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/events";

/** POST /api/events: the site's own pages report a count (docs/decisions/047). */
export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  return acceptBeacon(request, context);
}
