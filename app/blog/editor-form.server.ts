import { splitTags } from "~/blog/posts";
import {
  EDITOR_FIELDS,
  EDITOR_INTENTS,
  type EditorIntent,
  type EditorValues,
} from "~/blog/editor-values";
import { readFormFields } from "~/utils/form.server";
import { Refusal } from "~/utils/refusal.server";

/**
 * Reading the blog editor's form post (the page's action; the JSON API reads JSON instead and
 * both end in BlogPostInputSchema).
 */

/** A 100,000-character post, percent-encoded, with room to spare. */
const MAX_BLOG_FORM_BYTES = 1024 * 1024;

export interface EditorSubmission {
  intent: EditorIntent;
  values: EditorValues;
  /** the slug of the stored post being edited, published or deleted; "" while creating */
  targetSlug: string;
}

/** Reads the form. Throws Refusal 413 / 415 / 400 (unknown intent). */
export async function readEditorForm(request: Request): Promise<EditorSubmission> {
  const fields = await readFormFields(
    request,
    [...EDITOR_FIELDS, "intent", "targetSlug"],
    MAX_BLOG_FORM_BYTES,
  );
  const intent = EDITOR_INTENTS.find((name) => name === fields.intent);
  if (!intent) throw new Refusal(400, "Unknown editor action");
  const { tags, ...text } = Object.fromEntries(EDITOR_FIELDS.map((name) => [name, fields[name]]));
  return {
    intent,
    values: { ...(text as Omit<EditorValues, "tags">), tags: splitTags(tags ?? "") },
    targetSlug: fields.targetSlug.trim(),
  };
}

/** The editor's values as input for BlogPostInputSchema. */
export function postInputOf(values: EditorValues, isPublished: boolean) {
  return { ...values, featuredImageUrl: values.featuredImageUrl || null, isPublished };
}
