import { adminContext } from "~/accounts/admin-gate.server";
import { readJsonInput } from "~/admin/api.server";
import { userPatchSchema } from "~/admin/schemas";
import { changeAdminRole, removeUser } from "~/admin/users.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/user";

/**
 * PATCH /api/admin/users/{id} `{ isAdmin }` (admin): the account as it now is.
 * DELETE /api/admin/users/{id} (admin): `{ deleted: id }`; its sessions go with it.
 * 400, 404, 409 (the last admin); both audited.
 */
const ALLOWED = ["PATCH", "DELETE"] as const;

export const loader = methodNotAllowedHandler(ALLOWED);

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    return methodNotAllowed(request, ALLOWED);
  }
  const db = getDatabase(context);
  if (request.method === "DELETE") {
    const user = await removeUser(db, actor, params.id);
    return json({ deleted: user.id });
  }
  const { isAdmin } = await readJsonInput(request, userPatchSchema());
  return json(await changeAdminRole(db, actor, params.id, isAdmin));
}
