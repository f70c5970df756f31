import { adminContext } from "~/accounts/admin-gate.server";
import { contentFor, removeContent, saveContent } from "~/admin/ai-content.server";
import { getUser } from "~/accounts/session.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/content-item";

/** An edited guide of 100,000 characters of multi-byte text, encoded, with room to spare. */
const MAX_CONTENT_BYTES = 1024 * 1024;

/**
 * GET /api/content/{slug}: a converter's guide by its page's slug ("length-converter"):
 * published, or in any state for an admin; 404 'Content not found' otherwise.
 * PUT (admin) `{ metaTitle, metaDescription, content, keywords, imagePrompt }`: the edit,
 * sanitized and fact-checked; 400, 404. DELETE (admin): `{ deleted: slug }` or 404. Audited.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = (await getUser(request, context))?.isAdmin === true;
  return json(
    await contentFor(getDatabase(context), getCatalogue(context), params.slug, { admin }),
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(request, ["GET", "PUT", "DELETE"]);
  }
  const actor = context.get(adminContext);
  const db = getDatabase(context);
  const catalogue = getCatalogue(context);
  if (request.method === "DELETE") {
    return json({ deleted: (await removeContent(db, catalogue, actor, params.slug)).slug });
  }
  const body = await readJsonBody(request, MAX_CONTENT_BYTES);
  return json(await saveContent(db, catalogue, actor, params.slug, body));
}
