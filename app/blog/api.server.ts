import { DuplicateSlugError } from "~/models/blog-post.server";
import { BLOG_MESSAGES } from "~/blog/posts";
import { blogPostInputSchema, firstIssueMessage, type BlogPostInput } from "~/blog/schemas";
import { json, readJsonBody } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";

/**
 * What the blog's JSON endpoints share: the body read and validated with the editor's schema,
 * and their refusals (thrown; the API answers them `{ error }` with the status). Their writes
 * are the admin's through the admin-writes gate (app/accounts/admin-gate.server.ts).
 */

/** A 100,000-character post of multi-byte text, JSON-escaped, with room to spare. */
const MAX_BLOG_JSON_BYTES = 1024 * 1024;

/** The request's blog post, validated; throws Refusal 400, 413 or 415. */
export async function readPostInput(request: Request): Promise<BlogPostInput> {
  const parsed = blogPostInputSchema().safeParse(await readJsonBody(request, MAX_BLOG_JSON_BYTES));
  if (!parsed.success) throw new Refusal(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

/** Refusal 409 for a slug another post has; anything else is rethrown. */
export function refuseDuplicateSlug(error: unknown): never {
  if (error instanceof DuplicateSlugError) {
    throw new Refusal(409, BLOG_MESSAGES.duplicateSlug(error.slug));
  }
  throw error;
}

export const postNotFound = () => new Refusal(404, BLOG_MESSAGES.notFound);

export { json };
