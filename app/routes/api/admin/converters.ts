import { adminContext } from "~/accounts/admin-gate.server";
import { adminConverterView, createConverter } from "~/admin/catalogue.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/converters";

/**
 * GET /api/admin/converters (admin): every converter, hidden ones included, in order.
 * POST /api/admin/converters (admin) `{ name, slug?, description, category, units, popular?,
 * unitCount?, order? }`: 201 with the converter added; 400, 409 (slug taken); audited.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return json({ converters: getCatalogue(context).entries.map(adminConverterView) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "POST") return methodNotAllowed(request, ["GET", "POST"]);
  const created = await createConverter(
    getDatabase(context),
    getCatalogue(context),
    actor,
    await readJsonBody(request),
  );
  return json(created, { status: 201 });
}
