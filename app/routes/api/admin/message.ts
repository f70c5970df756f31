import { adminJson, readJsonInput, requireAdminActor } from "~/admin/api.server";
import { markMessage, removeMessage } from "~/admin/messages.server";
import { MessagePatchSchema } from "~/admin/schemas";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/message";

/**
 * PATCH /api/admin/messages/{id} `{ handled }` (admin): the message as it now is.
 * DELETE /api/admin/messages/{id} (admin): `{ deleted: id }`. Both 400, 404; both audited.
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
      await removeMessage(db, actor, params.id);
      return json({ deleted: Number(params.id) });
    }
    const { handled } = await readJsonInput(request, MessagePatchSchema);
    return json(await markMessage(db, actor, params.id, handled));
  });
}
