import { z } from "zod";
import { EDITOR_FIELDS, EDITOR_INTENTS, type EditorValues } from "~/blog/editor-values";
import { textFieldsSchema } from "~/utils/form.server";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The blog editor's form post (the page's action; the JSON API reads JSON instead and both end
 * in blogPostInputSchema): its fields as typed, which button was pressed (`intent`), and the slug
 * of the stored post being edited, published or deleted ("" while creating). Built at the first
 * post, not when the isolate loads (docs/decisions/085-cold-start.md).
 */
export const editorFormSchema = onFirstUse(() =>
  textFieldsSchema([...EDITOR_FIELDS, "targetSlug"]).extend({
    intent: z.enum(EDITOR_INTENTS, { error: "Unknown editor action" }),
  }),
);

/** A 100,000-character post, percent-encoded, with room to spare. */
export const MAX_BLOG_FORM_BYTES = 1024 * 1024;

/** The editor's values as input for blogPostInputSchema. */
export function postInputOf(values: EditorValues, isPublished: boolean) {
  return { ...values, featuredImageUrl: values.featuredImageUrl || null, isPublished };
}
