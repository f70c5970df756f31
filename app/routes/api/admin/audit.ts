import { parseOrRefuse } from "~/utils/refusal.server";
import { auditQuerySchema } from "~/admin/schemas";
import { listAudit } from "~/models/audit.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/audit";

/**
 * GET /api/admin/audit?entity=&id= (admin): audit rows, newest first (at most 200), of every
 * entity, one entity type, or one entity.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = parseOrRefuse(auditQuerySchema(), {
    entity: params.get("entity"),
    id: params.get("id"),
  });
  const entries = await listAudit(getDatabase(context), {
    entityType: query.entity,
    entityId: query.id,
  });
  return json({ entries });
}

export const action = methodNotAllowedHandler(["GET"]);
