import { generateAllContent } from "~/admin/ai-content.server";
import { guideEnv } from "~/admin/guide-env.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/content-generate-all";

/**
 * POST /api/content/generate-all (admin): queues a guide for every converter without one; 202
 * with `summary.generated` (queued now), `summary.existing` and the job. Progress:
 * GET /api/content (statuses) as the queue writes them.
 */
export const loader = methodNotAllowedHandler(["POST"]);

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  return json(
    await generateAllContent(guideEnv(context), getDatabase(context), getCatalogue(context)),
    {
      status: 202,
    },
  );
}
