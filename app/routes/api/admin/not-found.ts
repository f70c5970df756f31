import { clip, jsonError } from "~/utils/http.server";
import { requireAdminApi, requireSameOrigin } from "~/accounts/session.server";
import type { Route } from "./+types/not-found";

/**
 * Any /api/admin/* path without an endpoint of its own: the admin check comes first, so the
 * admin API answers 401 or 403 to everyone but admins, even where nothing exists yet.
 */
async function adminNotFound({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  try {
    if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request);
    await requireAdminApi(request, context);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  return jsonError(404, `No admin endpoint at ${clip(new URL(request.url).pathname)}`);
}

export const loader = adminNotFound;
export const action = adminNotFound;
