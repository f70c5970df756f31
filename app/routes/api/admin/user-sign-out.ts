import { adminContext } from "~/accounts/admin-gate.server";
import { signOutUser } from "~/admin/users.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/user-sign-out";

/** POST /api/admin/users/{id}/sign-out (admin): ends every session of the account; audited. */
export const loader = methodNotAllowedHandler(["POST"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  return json(await signOutUser(getDatabase(context), actor, params.id));
}
