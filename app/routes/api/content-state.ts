import { adminContext } from "~/accounts/admin-gate.server";
import { setContentPublished } from "~/admin/ai-content.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/content-state";

/**
 * POST /api/content/{slug}/draft (admin): sends a written guide to drafts (visitors no longer
 * see it). POST /api/content/{slug}/publish (admin): publishes it again, after an edit perhaps.
 * 404; 409 for a guide not written yet. Audited.
 */
export const loader = methodNotAllowedHandler(["POST"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const publish = new URL(request.url).pathname.endsWith("/publish");
  return json(
    await setContentPublished(
      getDatabase(context),
      getCatalogue(context),
      actor,
      params.slug,
      publish,
    ),
  );
}
