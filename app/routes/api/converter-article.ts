import { adminContext } from "~/accounts/admin-gate.server";
import { ARTICLE_MESSAGES } from "~/admin/converter-articles";
import { MAX_ARTICLE_BYTES, removeArticle, saveArticle } from "~/admin/converter-articles.server";
import { findConverterArticle } from "~/models/converter-article.server";
import { getUser } from "~/accounts/session.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";
import type { Route } from "./+types/converter-article";

/**
 * GET /api/blogs/{slug}: one converter's article (its slug is the converter page's,
 * "length-converter"); a draft is a 404 for everyone but admins.
 * PUT (admin) `{ title, content, metaDescription?, isPublished }`: replaces it; 400, 404.
 * DELETE (admin): `{ deleted: slug }` or 404. Both audited.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const article = await findConverterArticle(getDatabase(context), params.slug);
  if (article && (article.isPublished || (await getUser(request, context))?.isAdmin)) {
    return json(article);
  }
  throw new Refusal(404, ARTICLE_MESSAGES.notFound);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(request, ["GET", "PUT", "DELETE"]);
  }
  const actor = context.get(adminContext);
  const db = getDatabase(context);
  if (request.method === "DELETE") {
    return json({ deleted: (await removeArticle(db, actor, params.slug)).slug });
  }
  const body = await readJsonBody(request, MAX_ARTICLE_BYTES);
  return json(await saveArticle(db, actor, params.slug, body));
}
