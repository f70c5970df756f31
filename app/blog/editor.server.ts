import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import {
  createPost,
  deletePost,
  DuplicateSlugError,
  getPost,
  publishPost,
  updatePost,
} from "~/models/blog-post.server";
import { BLOG_MESSAGES } from "~/blog/posts";
import {
  editorValuesFromForm,
  editorValuesOf,
  emptyEditorValues,
  failureMessage,
  saveNotice,
  type EditorEditing,
  type EditorField,
  type EditorState,
} from "~/blog/editor-values";
import { editorFormSchema, MAX_BLOG_FORM_BYTES, postInputOf } from "~/blog/editor-form.server";
import { blogPostInputSchema, firstIssueMessage } from "~/blog/schemas";
import { renderMarkdown } from "~/blog/markdown.server";
import { fieldErrors, submitForm } from "~/utils/form.server";
import { FieldsRefusal, Refusal } from "~/utils/refusal.server";

/**
 * The admin editor of /blog on the server: what `?editor=new`, `?edit={slug}` and
 * `?delete={slug}` open, and the five intents its one form posts (docs/product.md#blog-editor).
 * Callers check the admin role first.
 */

export async function loadEditorState(db: Database, params: URLSearchParams): Promise<EditorState> {
  let editor: EditorState["editor"] = null;
  const editSlug = params.get("edit");
  if (params.get("editor") === "new") {
    editor = { target: null, values: emptyEditorValues() };
  } else if (editSlug) {
    const post = await getPost(db, editSlug);
    if (post) {
      editor = {
        target: { slug: post.slug, title: post.title, isPublished: post.isPublished },
        values: editorValuesOf(post),
      };
    }
  }
  const deleteSlug = params.get("delete");
  const doomed = deleteSlug ? await getPost(db, deleteSlug) : null;
  return { editor, deleting: doomed ? { slug: doomed.slug, title: doomed.title } : null };
}

/** Runs one posted intent: a preview, a save, a publish or a delete (decision 067's `submitForm`). */
export async function runEditorAction(db: Database, request: Request) {
  return submitForm(
    request,
    editorFormSchema(),
    async ({ intent, targetSlug, ...fields }) => {
      const values = editorValuesFromForm((name) => fields[name]);
      const slug = targetSlug.trim();
      switch (intent) {
        case "edit":
        case "preview":
          return data<EditorEditing>({
            status: "editing",
            intent,
            values,
            previewHtml: intent === "preview" ? await renderMarkdown(values.content) : null,
          });

        case "save-draft":
        case "publish": {
          const isPublished = intent === "publish";
          const parsed = blogPostInputSchema().safeParse(postInputOf(values, isPublished));
          if (!parsed.success) {
            throw new FieldsRefusal(
              400,
              firstIssueMessage(parsed.error),
              fieldErrors<EditorField>(parsed.error),
            );
          }
          try {
            const saved = slug
              ? await updatePost(db, slug, parsed.data)
              : await createPost(db, parsed.data);
            if (!saved) throw new Refusal(404, BLOG_MESSAGES.notFound);
            return redirect(`/blog?notice=${saveNotice(isPublished, !slug)}`);
          } catch (error) {
            if (!(error instanceof DuplicateSlugError)) throw error;
            const message = BLOG_MESSAGES.duplicateSlug(error.slug);
            throw new FieldsRefusal(409, message, { slug: message });
          }
        }

        case "publish-existing": {
          if (!slug) throw new Refusal(400, BLOG_MESSAGES.saveFirst);
          if (!(await publishPost(db, slug))) throw new Refusal(404, BLOG_MESSAGES.notFound);
          return redirect("/blog?notice=published");
        }

        case "delete": {
          const deleted = slug ? await deletePost(db, slug) : false;
          if (!deleted) throw new Refusal(404, failureMessage(intent));
          return redirect("/blog?notice=deleted");
        }
      }
    },
    // The editor's alert sums every refusal up with the server's message (the rules' wording).
    { maxBytes: MAX_BLOG_FORM_BYTES, summarizeFieldRefusals: true },
  );
}
