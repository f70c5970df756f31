import { adminContext } from "~/accounts/admin-gate.server";
import { readJsonInput } from "~/admin/api.server";
import { markMessage, removeMessage } from "~/admin/messages.server";
import { messagePatchSchema } from "~/admin/schemas";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/message";

/**
 * PATCH /api/admin/messages/{id} `{ handled }` (admin): the message as it now is.
 * DELETE /api/admin/messages/{id} (admin): `{ deleted: id }`. Both 400, 404; both audited.
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
    return json({ deleted: await removeMessage(db, actor, params.id) });
  }
  const { handled } = await readJsonInput(request, messagePatchSchema());
  return json(await markMessage(db, actor, params.id, handled));
}
