import { adminJson, requireAdminActor } from "~/admin/api.server";
import { findUsers, parseUserSearch } from "~/admin/users.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/users";

/** GET /api/admin/users?q= (admin): accounts by username, without password hashes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminActor(request, context);
  return adminJson(async () => {
    const query = parseUserSearch(new URL(request.url).searchParams);
    return json({ users: await findUsers(getDatabase(context), query) });
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminActor(request, context);
  return methodNotAllowed(request, ["GET"]);
}
