import { adminJson, adminMethodNotAllowed, requireAdminActor } from "~/admin/api.server";
import { setContentPublished } from "~/admin/ai-content.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/content-state";

/**
 * POST /api/content/{slug}/draft (admin): sends a written guide to drafts (visitors no longer
 * see it). POST /api/content/{slug}/publish (admin): publishes it again, after an edit perhaps.
 * 404; 409 for a guide not written yet. Audited.
 */
export const loader = adminMethodNotAllowed(["POST"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminActor(request, context);
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const publish = new URL(request.url).pathname.endsWith("/publish");
  return adminJson(async () =>
    json(
      await setContentPublished(
        getDatabase(context),
        getCatalogue(context),
        actor,
        params.slug,
        publish,
      ),
    ),
  );
}
