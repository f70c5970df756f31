import { BLOG_MESSAGES, DEFAULT_AUTHOR, DEFAULT_CATEGORY, splitTags } from "~/blog/posts";
import type { FormReplyView } from "~/utils/form-reply";
import type { BlogPost } from "~/models/blog-post";

/**
 * The blog editor's state as the page and its action exchange it: plain strings, as a form
 * holds them, plus what the page must know about the stored post. Isomorphic.
 */

/** The editor's buttons, sent as `intent` (docs/product.md#blog-editor). */
export const EDITOR_INTENTS = [
  "save-draft",
  "publish",
  "publish-existing",
  "preview",
  "edit",
  "delete",
] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];

export const EDITOR_FIELDS = [
  "title",
  "slug",
  "author",
  "category",
  "excerpt",
  "featuredImageUrl",
  "content",
  "metaDescription",
  "tags",
] as const;
export type EditorField = (typeof EDITOR_FIELDS)[number];

export interface EditorValues {
  title: string;
  slug: string;
  author: string;
  category: string;
  excerpt: string;
  /** "" for none */
  featuredImageUrl: string;
  content: string;
  metaDescription: string;
  tags: string[];
}

/** The stored post the editor changes; null while creating. */
export interface EditorTarget {
  slug: string;
  title: string;
  isPublished: boolean;
}

export function emptyEditorValues(): EditorValues {
  return {
    title: "",
    slug: "",
    author: DEFAULT_AUTHOR,
    category: DEFAULT_CATEGORY,
    excerpt: "",
    featuredImageUrl: "",
    content: "",
    metaDescription: "",
    tags: [],
  };
}

export function editorValuesOf(post: BlogPost): EditorValues {
  return {
    title: post.title,
    slug: post.slug,
    author: post.author,
    category: post.category,
    excerpt: post.excerpt,
    featuredImageUrl: post.featuredImageUrl ?? "",
    content: post.content,
    metaDescription: post.metaDescription,
    tags: [...post.tags],
  };
}

/** What must be filled before saving or publishing (docs/product.md#blog-rules). */
export function missingRequiredFields(
  values: Pick<EditorValues, "title" | "slug" | "excerpt" | "content">,
) {
  return [values.title, values.slug, values.excerpt, values.content].some(
    (value) => value.trim() === "",
  );
}

/**
 * What happened, carried in `?notice=` after a redirect: shown as a toast with JavaScript and
 * as a message on the page without it (texts in docs/product.md#toasts-and-notices).
 */
export const BLOG_NOTICES = {
  "draft-created": { title: "Draft Saved", description: "Blog post saved as draft successfully!" },
  "draft-updated": {
    title: "Draft Saved",
    description: "Blog post updated as draft successfully!",
  },
  "published-created": {
    title: "Published!",
    description: "Blog post created and published successfully!",
  },
  "published-updated": {
    title: "Published!",
    description: "Blog post updated and published successfully!",
  },
  published: { title: "Published!", description: "Blog post published successfully!" },
  deleted: { title: "Success", description: "Blog post deleted successfully!" },
} as const satisfies Record<string, { title: string; description: string }>;

export type BlogNotice = keyof typeof BLOG_NOTICES;

export function isBlogNotice(value: string | null): value is BlogNotice {
  return value !== null && Object.hasOwn(BLOG_NOTICES, value);
}

/** The notice after saving: draft or published, new or changed. */
export function saveNotice(isPublished: boolean, created: boolean): BlogNotice {
  if (isPublished) return created ? "published-created" : "published-updated";
  return created ? "draft-created" : "draft-updated";
}

/** The error toast's fallback text for each kind of action (docs/product.md#blog-messages). */
export function failureMessage(intent: EditorIntent): string {
  if (intent === "publish-existing") return BLOG_MESSAGES.publishFailed;
  if (intent === "delete") return BLOG_MESSAGES.deleteFailed;
  return BLOG_MESSAGES.saveFailed;
}

/** What the editor route's loader opens for an admin: the editor, a delete confirmation. */
export interface EditorState {
  editor: { target: EditorTarget | null; values: EditorValues } | null;
  deleting: { slug: string; title: string } | null;
}

/** What the editor's action answers to 'Edit' and 'Preview': the posted values, shown again. */
export interface EditorEditing {
  status: "editing";
  intent: EditorIntent;
  values: EditorValues;
  previewHtml: string | null;
}

/** The editor's values from its posted fields (tags come comma-separated, as the form sends them). */
export function editorValuesFromForm(
  field: (name: EditorField) => string | undefined,
): EditorValues {
  const text = (name: Exclude<EditorField, "tags">) => field(name) ?? "";
  return {
    title: text("title"),
    slug: text("slug"),
    author: text("author"),
    category: text("category"),
    excerpt: text("excerpt"),
    featuredImageUrl: text("featuredImageUrl"),
    content: text("content"),
    metaDescription: text("metaDescription"),
    tags: splitTags(field("tags") ?? ""),
  };
}

/** A posted intent the server refused, as the panel shows it. */
export interface EditorRefusal {
  intent: EditorIntent | null;
  title: string;
  message: string;
  errors: Partial<Record<EditorField, string>>;
  /** what the form shows again; null when it is not reopened (a refused delete) */
  values: EditorValues | null;
}

/**
 * The refusal in the action's reply (utils/form-reply), or null: the server's message (the
 * editor's action sums every refusal up above the form), each field's own, and the values as
 * typed.
 */
export function editorRefusalOf(reply: FormReplyView): EditorRefusal | null {
  const message = reply.firstError;
  if (!message) return null;
  const errors: Partial<Record<EditorField, string>> = {};
  for (const name of EDITOR_FIELDS) {
    const error = reply.fieldError(name);
    if (error) errors[name] = error;
  }
  const intent = EDITOR_INTENTS.find((name) => name === reply.value("intent")) ?? null;
  const validation =
    message === BLOG_MESSAGES.requiredFields || message === BLOG_MESSAGES.saveFirst;
  return {
    intent,
    title: validation ? "Validation Error" : "Error",
    message,
    errors,
    values: intent && intent !== "delete" ? editorValuesFromForm(reply.value) : null,
  };
}
