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
  editorValuesOf,
  emptyEditorValues,
  failureMessage,
  saveNotice,
  type EditorActionResult,
  type EditorField,
  type EditorRefusal,
  type EditorState,
} from "~/blog/editor-values";
import { postInputOf, readEditorForm } from "~/blog/editor-form.server";
import { BlogPostInputSchema, firstIssueMessage } from "~/blog/schemas";
import { renderMarkdown } from "~/blog/markdown.server";
import { fieldErrors } from "~/utils/form.server";
import { Refusal } from "~/utils/refusal.server";

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

function refused(
  status: number,
  fields: Omit<EditorRefusal, "status" | "errors"> & {
    errors?: Partial<Record<EditorField, string>>;
  },
) {
  return data<EditorActionResult>({ status: "refused", errors: {}, ...fields }, { status });
}

/** Runs one posted intent: a preview, a save, a publish or a delete. */
export async function runEditorAction(db: Database, request: Request) {
  let submission;
  try {
    submission = await readEditorForm(request);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return refused(error.status, {
      intent: null,
      title: "Error",
      message: error.message,
      values: null,
    });
  }
  const { intent, values, targetSlug } = submission;

  switch (intent) {
    case "edit":
    case "preview":
      return data<EditorActionResult>({
        status: "editing",
        intent,
        values,
        previewHtml: intent === "preview" ? renderMarkdown(values.content) : null,
      });

    case "save-draft":
    case "publish": {
      const isPublished = intent === "publish";
      const parsed = BlogPostInputSchema.safeParse(postInputOf(values, isPublished));
      if (!parsed.success) {
        const message = firstIssueMessage(parsed.error);
        return refused(400, {
          intent,
          title: message === BLOG_MESSAGES.requiredFields ? "Validation Error" : "Error",
          message,
          errors: fieldErrors<EditorField>(parsed.error),
          values,
        });
      }
      try {
        const saved = targetSlug
          ? await updatePost(db, targetSlug, parsed.data)
          : await createPost(db, parsed.data);
        if (!saved) {
          return refused(404, { intent, title: "Error", message: BLOG_MESSAGES.notFound, values });
        }
        return redirect(`/blog?notice=${saveNotice(isPublished, !targetSlug)}`);
      } catch (error) {
        if (!(error instanceof DuplicateSlugError)) throw error;
        const message = BLOG_MESSAGES.duplicateSlug(error.slug);
        return refused(409, { intent, title: "Error", message, errors: { slug: message }, values });
      }
    }

    case "publish-existing": {
      if (!targetSlug) {
        return refused(400, {
          intent,
          title: "Validation Error",
          message: BLOG_MESSAGES.saveFirst,
          values,
        });
      }
      const published = await publishPost(db, targetSlug);
      if (!published) {
        return refused(404, { intent, title: "Error", message: BLOG_MESSAGES.notFound, values });
      }
      return redirect("/blog?notice=published");
    }

    case "delete": {
      const deleted = targetSlug ? await deletePost(db, targetSlug) : false;
      if (!deleted) {
        return refused(404, {
          intent,
          title: "Error",
          message: failureMessage(intent),
          values: null,
        });
      }
      return redirect("/blog?notice=deleted");
    }
  }
}
