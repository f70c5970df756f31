import { adminContext } from "~/accounts/admin-gate.server";
import { changeAdSlot, removeAdSlot } from "~/ads/slots.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/ad";

/**
 * PUT /api/admin/ads/{id} (admin), the fields to change: the slot as it now is. DELETE (admin):
 * `{ deleted: id }`. 400, 404; both audited (docs/decisions/048-ad-slots.md).
 */
const ALLOWED = ["PUT", "DELETE"] as const;

export const loader = methodNotAllowedHandler(ALLOWED);

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(request, ALLOWED);
  }
  const db = getDatabase(context);
  if (request.method === "DELETE") {
    await removeAdSlot(db, actor, params.id);
    return json({ deleted: params.id });
  }
  return json(await changeAdSlot(db, actor, params.id, await readJsonBody(request)));
}
