import { adminJson, adminMethodNotAllowed, requireAdminActor } from "~/admin/api.server";
import { signOutUser } from "~/admin/users.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/user-sign-out";

/** POST /api/admin/users/{id}/sign-out (admin): ends every session of the account; audited. */
export const loader = adminMethodNotAllowed(["POST"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminActor(request, context);
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  return adminJson(async () => json(await signOutUser(getDatabase(context), actor, params.id)));
}
