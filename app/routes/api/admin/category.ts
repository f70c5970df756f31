import { adminContext } from "~/accounts/admin-gate.server";
import { updateCategory } from "~/admin/catalogue.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/category";

/**
 * PUT /api/admin/categories/{key} (admin) `{ name?, description?, icon?, order? }`: the category
 * as it now is; 400, 404; audited.
 */
export const loader = methodNotAllowedHandler(["PUT"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "PUT") return methodNotAllowed(request, ["PUT"]);
  const input = await readJsonBody(request);
  return json(
    await updateCategory(getDatabase(context), getCatalogue(context), actor, params.key, input),
  );
}
