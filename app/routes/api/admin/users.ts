import { parseUserSearch } from "~/admin/users.server";
import { listUsersForAdmin } from "~/models/user.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/users";

/**
 * GET /api/admin/users?q= (admin): accounts by username (at most 200), without password hashes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseUserSearch(new URL(request.url).searchParams);
  return json({ users: await listUsersForAdmin(getDatabase(context), query) });
}

export const action = methodNotAllowedHandler(["GET"]);
