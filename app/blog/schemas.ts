import { z } from "zod";
import {
  BLOG_LIMITS,
  BLOG_MESSAGES,
  DEFAULT_AUTHOR,
  DEFAULT_CATEGORY,
  isAllowedImageUrl,
  normalizeTags,
  SLUG_PATTERN,
  uploadedImagePath,
} from "./posts";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * What an admin may save as a blog post: one schema for the editor's form action and for
 * `POST`/`PUT /api/blog-posts` alike. Server-side only in practice (pages import the limits from
 * ./blog, so zod stays out of the browser bundle). Built at the first save, not while a new
 * isolate loads (docs/decisions/085-cold-start.md).
 */

/** Browsers submit textarea line breaks as CRLF: store LF, and count each as one character. */
const normalizeLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");

const limit = (what: string, max: number) =>
  `${what} must be at most ${max.toLocaleString("en-US")} characters`;

/**
 * Title, slug, excerpt and content: one message for any of them missing
 * (docs/product.md#blog-rules).
 */
const requiredText = (what: string, max: number) =>
  z
    .string({ error: BLOG_MESSAGES.requiredFields })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, BLOG_MESSAGES.requiredFields)
    .max(max, limit(what, max));

/** Optional text: missing, null and blank all become `fallback`. */
const optionalText = (what: string, max: number, fallback: string) =>
  z
    .string({ error: `${what} must be text` })
    .nullish()
    .transform((value) => normalizeLineBreaks(value ?? "").trim())
    .pipe(z.string().max(max, limit(what, max)))
    .transform((value) => value || fallback);

const slugSchema = onFirstUse(() =>
  z
    .string({ error: BLOG_MESSAGES.requiredFields })
    .trim()
    .min(1, BLOG_MESSAGES.requiredFields)
    .max(BLOG_LIMITS.slug, limit("The URL slug", BLOG_LIMITS.slug))
    .regex(
      SLUG_PATTERN,
      "The URL slug may contain only lowercase letters (a–z), digits and single hyphens, such as inch-to-millimetre",
    ),
);

const tagsSchema = onFirstUse(() =>
  z
    .array(
      z
        .string({ error: "Each tag must be text" })
        .max(BLOG_LIMITS.tag, limit("A tag", BLOG_LIMITS.tag))
        .refine((tag) => !tag.includes(","), "A tag cannot contain a comma"),
      { error: "Tags must be a list of text" },
    )
    .nullish()
    .transform((tags) => normalizeTags(tags ?? []))
    .refine(
      (tags) => tags.length <= BLOG_LIMITS.tags,
      `A post can have at most ${BLOG_LIMITS.tags} tags`,
    ),
);

const featuredImageSchema = onFirstUse(() =>
  z
    .string({ error: "The featured image must be a URL" })
    .trim()
    .max(
      BLOG_LIMITS.featuredImageUrl,
      limit("The featured image URL", BLOG_LIMITS.featuredImageUrl),
    )
    .nullish()
    .transform((url) => (url ? uploadedImagePath(url) : null))
    .refine(
      (url) => url === null || isAllowedImageUrl(url),
      "The featured image must be an image uploaded here (/images/…): upload it with the editor or POST /api/objects/upload",
    ),
);

export const blogPostInputSchema = onFirstUse(() =>
  z.object({
    title: requiredText("The title", BLOG_LIMITS.title),
    slug: slugSchema(),
    excerpt: requiredText("The excerpt", BLOG_LIMITS.excerpt),
    content: requiredText("The content", BLOG_LIMITS.content),
    metaDescription: optionalText("The meta description", BLOG_LIMITS.metaDescription, ""),
    author: optionalText("The author", BLOG_LIMITS.author, DEFAULT_AUTHOR),
    category: optionalText("The category", BLOG_LIMITS.category, DEFAULT_CATEGORY),
    tags: tagsSchema(),
    featuredImageUrl: featuredImageSchema(),
    isPublished: z.boolean({ error: "isPublished must be true or false" }).default(false),
  }),
);

export type BlogPostInput = z.output<ReturnType<typeof blogPostInputSchema>>;

/**
 * The first problem with an input, as one message. "Please fill in all required fields" comes
 * first when it applies, so a half-filled form gets the message
 * docs/product.md#blog-rules gives for it.
 */
export function firstIssueMessage(error: z.ZodError): string {
  const required = error.issues.find((issue) => issue.message === BLOG_MESSAGES.requiredFields);
  return (required ?? error.issues[0])?.message ?? BLOG_MESSAGES.saveFailed;
}
