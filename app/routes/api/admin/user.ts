import { adminJson, readJsonInput, requireAdminActor } from "~/admin/api.server";
import { UserPatchSchema } from "~/admin/schemas";
import { changeAdminRole, removeUser } from "~/admin/users.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/user";

/**
 * PATCH /api/admin/users/{id} `{ isAdmin }` (admin): the account as it now is.
 * DELETE /api/admin/users/{id} (admin): `{ deleted: id }`; its sessions go with it.
 * 400, 404, 409 (the last admin); both audited.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminActor(request, context);
  return methodNotAllowed(request, ["PATCH", "DELETE"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    await requireAdminActor(request, context);
    return methodNotAllowed(request, ["PATCH", "DELETE"]);
  }
  const actor = await requireAdminActor(request, context);
  return adminJson(async () => {
    const db = getDatabase(context);
    if (request.method === "DELETE") {
      const user = await removeUser(db, actor, params.id);
      return json({ deleted: user.id });
    }
    const { isAdmin } = await readJsonInput(request, UserPatchSchema);
    return json(await changeAdminRole(db, actor, params.id, isAdmin));
  });
}
