import { adminContext } from "~/accounts/admin-gate.server";
import { deleteConverter, updateConverter } from "~/admin/catalogue.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/converter";

/**
 * PUT /api/admin/converters/{id} (admin), the fields to change: the converter as it now is; a
 * new slug leaves the old one answering 301. DELETE (admin): `{ deleted: id }` for an added
 * converter, `{ hidden: id }` for a built-in one (PUT `{ "hidden": false }` restores it).
 * 400, 404, 409 (slug taken); both audited.
 */
const ALLOWED = ["PUT", "DELETE"] as const;

export const loader = methodNotAllowedHandler(ALLOWED);

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(request, ALLOWED);
  }
  const db = getDatabase(context);
  const catalogue = getCatalogue(context);
  if (request.method === "DELETE") {
    return json(await deleteConverter(db, catalogue, actor, params.id));
  }
  const input = await readJsonBody(request);
  return json(await updateConverter(db, catalogue, actor, params.id, input));
}
