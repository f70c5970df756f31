import { useState } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert, TextareaField, TextField } from "~/components/ui/field";
import type { ConverterArticleSummary } from "~/models/converter-article";
import {
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  type ArticleEditorState,
  type BlogContentRow,
} from "./converter-articles";
import { ConfirmDelete, IntentButton } from "./row-actions";
import { formatUtc } from "./tabs";

/** The tab's address: a converter's card is `#article-{key}` on it. */
export const BLOG_CONTENT_PATH = "/admin/blog-content";

const cardId = (key: string) => `article-${key}`;
const editHref = (key: string) =>
  `${BLOG_CONTENT_PATH}?edit=${encodeURIComponent(key)}#${cardId(key)}`;

/**
 * The Blog Content tab: every converter with its article's state (none, draft, published). A
 * card shows the article (title, state, dates, the start of its markdown) with Edit, Publish or
 * Move to drafts, and Delete… (asked first); a converter without one has Create. Editing is URL
 * state (`?edit={key}`), so it works without JavaScript; Cancel is a link back.
 */
export function BlogContentTab({
  rows,
  editor,
  error,
}: {
  rows: BlogContentRow[];
  editor: ArticleEditorState | null;
  error?: string;
}) {
  const published = rows.filter((row) => row.article?.isPublished).length;
  const drafts = rows.filter((row) => row.article && !row.article.isPublished).length;
  const none = rows.length - published - drafts;
  return (
    <section aria-labelledby="blog-content-heading">
      <h2 id="blog-content-heading" className="text-xl font-semibold">
        Blog Content
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        One article per converter, shown on the converter&apos;s page once published. {published}{" "}
        published, {drafts} draft{drafts === 1 ? "" : "s"}, {none} without an article.
      </p>
      {error && !editor ? <FormAlert title={error} className="mt-4" /> : null}
      <ul className="mt-6 space-y-4">
        {rows.map((row) => (
          <li key={row.key} id={cardId(row.key)} className="scroll-mt-4">
            {editor?.key === row.key ? (
              <ArticleEditor editor={editor} error={error} />
            ) : (
              <ArticleCard row={row} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatusBadge({ article }: { article: ConverterArticleSummary | null }) {
  const [label, tone] = !article
    ? ["No article", "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100"]
    : article.isPublished
      ? ["Published", "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"]
      : ["Draft", "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100"];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

function ArticleCard({ row }: { row: BlogContentRow }) {
  const { article } = row;
  const headingId = `${cardId(row.key)}-heading`;
  return (
    <Card className="p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            {row.name}
          </h3>
          <StatusBadge article={article} />
          <Link
            to={`/${row.slug}`}
            className="text-sm text-brand-700 underline dark:text-brand-300"
          >
            /{row.slug}
          </Link>
        </div>
        {article ? (
          <>
            <p className="mt-2 font-medium break-words">{article.title}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Created {formatUtc(article.createdAt)} · Updated {formatUtc(article.updatedAt)} · By{" "}
              {article.author}
            </p>
            <p className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
              {article.preview}
              {article.truncated ? "…" : ""}
            </p>
            <div className="mt-4 flex flex-wrap items-start gap-2">
              <Link
                to={editHref(row.key)}
                className={buttonClass("outline", "sm")}
                aria-label={`Edit the ${row.name} article`}
              >
                Edit
              </Link>
              <IntentButton
                id={row.key}
                intent={article.isPublished ? "unpublish" : "publish"}
                variant="outline"
                aria-label={
                  article.isPublished
                    ? `Move to drafts: the ${row.name} article`
                    : `Publish the ${row.name} article`
                }
              >
                {article.isPublished ? "Move to drafts" : "Publish"}
              </IntentButton>
              <ConfirmDelete
                id={row.key}
                question={ARTICLE_MESSAGES.deleteConfirmation(row.name)}
                confirm="Delete article"
              />
            </div>
          </>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">No article yet.</p>
            <Link
              to={editHref(row.key)}
              className={buttonClass("primary", "sm")}
              aria-label={`Create the ${row.name} article`}
            >
              Create
            </Link>
          </div>
        )}
      </article>
    </Card>
  );
}

/**
 * The article's form: a POST of intent create (no article yet) or save. 'Create' opens it
 * pre-filled from the catalogue and published; the meta description counts its characters as
 * they are typed (the server checks the limit too).
 */
function ArticleEditor({ editor, error }: { editor: ArticleEditorState; error?: string }) {
  const { values } = editor;
  const [metaDescription, setMetaDescription] = useState(values.metaDescription);
  const headingId = `${cardId(editor.key)}-editor`;
  return (
    <Card className="p-5 sm:p-6">
      <Form method="post" aria-labelledby={headingId} className="space-y-5">
        <h3 id={headingId} className="text-lg font-semibold">
          {editor.isNew ? "Create" : "Edit"} the {editor.name} article
        </h3>
        {error ? <FormAlert title={error} /> : null}
        <input type="hidden" name="id" value={editor.key} />
        <TextField
          label="Title"
          name="title"
          required
          maxLength={ARTICLE_LIMITS.title}
          defaultValue={values.title}
        />
        <TextareaField
          label="Article (markdown)"
          name="content"
          required
          rows={16}
          maxLength={ARTICLE_LIMITS.content}
          defaultValue={values.content}
          className="[&_textarea]:font-mono"
          hint="Shown on the converter's page once published: headings, lists, links and tables work; scripts and styles are removed."
        />
        <TextareaField
          label="Meta description"
          name="metaDescription"
          rows={2}
          maxLength={ARTICLE_LIMITS.metaDescription}
          value={metaDescription}
          onChange={(event) => setMetaDescription(event.target.value)}
          className="[&_textarea]:min-h-16"
          hint={`${metaDescription.length}/${ARTICLE_LIMITS.metaDescription} characters. What search engines show for the article.`}
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="isPublished"
            value="true"
            defaultChecked={values.isPublished}
            className="h-4 w-4 accent-brand-600"
          />
          Published (shown on the converter&apos;s page; clear it to keep a draft)
        </label>
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5 dark:border-slate-700">
          <Button type="submit" name="intent" value={editor.isNew ? "create" : "save"}>
            {editor.isNew ? "Create article" : "Save"}
          </Button>
          <Link
            to={`${BLOG_CONTENT_PATH}#${cardId(editor.key)}`}
            className={buttonClass("ghost", "md")}
          >
            Cancel
          </Link>
        </div>
      </Form>
    </Card>
  );
}
