import { adminOf } from "~/accounts/admin-gate.server";
import { BLOG_CONTENT_PATH, BlogContentTab } from "~/admin/blog-content-tab";
import {
  articleEditor,
  converterOf,
  createArticle,
  listBlogContent,
  MAX_ARTICLE_BYTES,
  publishArticle,
  removeArticle,
  saveArticle,
  storedArticleSlug,
} from "~/admin/converter-articles.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { adminFormAction, doneRedirect } from "~/admin/page-action.server";
import { ARTICLE_MESSAGES, postedArticle } from "~/admin/converter-articles";
import { formReply } from "~/utils/form-reply";
import { articleIntentSchema } from "~/admin/schemas";
import { getDatabase } from "~/server-context";
import type { FlashKey } from "~/utils/flash";
import { textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/blog-content";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * /admin/blog-content: one article per converter (docs/decisions/042-converter-articles.md).
 * `?edit={key}` opens the converter's article in its form (pre-filled when it has none).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const db = getDatabase(context);
  const catalogue = getCatalogue(context);
  const rows = await listBlogContent(db, catalogue);
  const edit = new URL(request.url).searchParams.get("edit");
  const editor = edit ? await articleEditor(db, catalogue, edit) : null;
  return { rows, editor, error: edit && !editor ? ARTICLE_MESSAGES.converterNotFound : undefined };
}

const articleFormSchema = onFirstUse(() =>
  textFieldsSchema(["id", "title", "content", "metaDescription", "isPublished"]).extend({
    intent: articleIntentSchema(),
  }),
);

/**
 * Create, save, publish, move to drafts or delete (`intent`) the article of converter `id`, then
 * back to the tab at that converter's card. A refused create or save comes back with what was
 * typed, in the open form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(
    request,
    context,
    articleFormSchema(),
    async ({ actor, value: fields }) => {
      const db = getDatabase(context);
      const { intent } = fields;
      const catalogue = getCatalogue(context);
      const converter = converterOf(catalogue, fields.id);
      const slug = await storedArticleSlug(db, converter);
      const done = (flash: FlashKey) =>
        doneRedirect(request, `${BLOG_CONTENT_PATH}#article-${converter.key}`, flash);
      switch (intent) {
        case "publish":
        case "unpublish":
          await publishArticle(db, actor, slug, intent === "publish");
          return done(intent === "publish" ? "article-published" : "article-unpublished");
        case "delete":
          await removeArticle(db, actor, slug);
          return done("article-deleted");
        case "create":
        case "save": {
          const values = {
            title: fields.title,
            content: fields.content,
            metaDescription: fields.metaDescription,
            isPublished: fields.isPublished === "true",
          };
          if (intent === "create") {
            await createArticle(db, catalogue, actor, { converterKey: converter.key, ...values });
            return done("article-created");
          }
          await saveArticle(db, actor, slug, values);
          return done("article-saved");
        }
      }
    },
    MAX_ARTICLE_BYTES,
  );
}

export default function BlogContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const reply = formReply(actionData);
  return (
    <BlogContentTab
      rows={loaderData.rows}
      editor={postedArticle(loaderData.rows, reply) ?? loaderData.editor}
      error={reply.firstError ?? loaderData.error}
    />
  );
}
