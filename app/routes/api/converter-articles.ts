import { adminContext } from "~/accounts/admin-gate.server";
import { createArticle, MAX_ARTICLE_BYTES } from "~/admin/converter-articles.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { listConverterArticles } from "~/models/converter-article.server";
import { getUser } from "~/accounts/session.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/converter-articles";

/**
 * Converter articles (docs/decisions/042-converter-articles.md), one per converter.
 * GET /api/blogs: the articles, by converter key: the published ones, drafts too for admins.
 * POST /api/blogs (admin) `{ converterKey, title?, content?, metaDescription?, isPublished? }`:
 * creates the converter's article, pre-filling what is not given (published unless asked
 * otherwise); 201 with it, 400, 404 unknown converter, 409 when it already has one. Audited.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const articles = await listConverterArticles(getDatabase(context), {
    includeDrafts: user?.isAdmin === true,
  });
  return json(articles);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["GET", "POST"]);
  const actor = context.get(adminContext);
  const body = await readJsonBody(request, MAX_ARTICLE_BYTES);
  const article = await createArticle(getDatabase(context), getCatalogue(context), actor, body);
  return json(article, { status: 201, headers: { Location: `/api/blogs/${article.slug}` } });
}
