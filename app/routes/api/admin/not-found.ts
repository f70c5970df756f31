import { clip } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";
import type { Route } from "./+types/not-found";

/**
 * Any /api/admin/* path without an endpoint of its own: behind the admin gate like the rest,
 * so the admin API answers 401 or 403 to everyone but admins, even where nothing exists yet.
 */
function adminNotFound({ request }: Route.LoaderArgs | Route.ActionArgs): never {
  throw new Refusal(404, `No admin endpoint at ${clip(new URL(request.url).pathname)}`);
}

export const loader = adminNotFound;
export const action = adminNotFound;
