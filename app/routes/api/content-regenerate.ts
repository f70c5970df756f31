import { adminJson, adminMethodNotAllowed, requireAdminActor } from "~/admin/api.server";
import { regenerateContent } from "~/admin/ai-content.server";
import { guideEnv } from "~/admin/guide-env.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/content-regenerate";

/**
 * POST /api/content/{slug}/regenerate (admin): queues a new version of the guide; 202 with the
 * job. The current version stays published until the new one is written and checked.
 */
export const loader = adminMethodNotAllowed(["POST"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminActor(request, context);
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  return adminJson(async () =>
    json(
      { job: await regenerateContent(guideEnv(context), getCatalogue(context), params.slug) },
      { status: 202 },
    ),
  );
}
