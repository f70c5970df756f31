import { adminJson, requireAdminActor } from "~/admin/api.server";
import { signOutUser } from "~/admin/users.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/user-sign-out";

/** POST /api/admin/users/{id}/sign-out (admin): ends every session of the account; audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminActor(request, context);
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") {
    await requireAdminActor(request, context);
    return methodNotAllowed(request, ["POST"]);
  }
  const actor = await requireAdminActor(request, context);
  return adminJson(async () => json(await signOutUser(getDatabase(context), actor, params.id)));
}
