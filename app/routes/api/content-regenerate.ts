import { regenerateContent } from "~/admin/ai-content.server";
import { guideEnv } from "~/admin/guide-env.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { json, methodNotAllowed, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/content-regenerate";

/**
 * POST /api/content/{slug}/regenerate (admin): queues a new version of the guide; 202 with the
 * job. The current version stays published until the new one is written and checked.
 */
export const loader = methodNotAllowedHandler(["POST"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  return json(
    { job: await regenerateContent(guideEnv(context), getCatalogue(context), params.slug) },
    { status: 202 },
  );
}
