import type { RouterContextProvider } from "react-router";
import { DuplicateSlugError } from "~/models/blog-post.server";
import { BLOG_MESSAGES } from "~/blog/posts";
import { BlogPostInputSchema, firstIssueMessage, type BlogPostInput } from "~/blog/schemas";
import { json, jsonError, readJsonBody } from "~/utils/http.server";
import { requireAdminApi, requireSameOrigin } from "~/accounts/session.server";
import { Refusal } from "~/utils/refusal.server";

/**
 * What the blog's JSON endpoints share: the admin and same-origin checks of every write, the
 * body read and validated with the editor's schema, and errors as `{ error }` with a status.
 */

/** A 100,000-character post of multi-byte text, JSON-escaped, with room to spare. */
const MAX_BLOG_JSON_BYTES = 1024 * 1024;

/** Throws 401/403 unless an admin sent this from our own site. */
export async function requireAdminWrite(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  await requireAdminApi(request, context);
  requireSameOrigin(request);
}

/** The request's blog post, validated; or the 4xx response to send instead. */
export async function readPostInput(
  request: Request,
): Promise<{ input: BlogPostInput } | { response: Response }> {
  let body: unknown;
  try {
    body = await readJsonBody(request, MAX_BLOG_JSON_BYTES);
  } catch (error) {
    if (error instanceof Refusal) return { response: jsonError(error.status, error.message) };
    throw error;
  }
  const parsed = BlogPostInputSchema.safeParse(body);
  if (!parsed.success) return { response: jsonError(400, firstIssueMessage(parsed.error)) };
  return { input: parsed.data };
}

/** 409 for a slug another post has; anything else is rethrown. */
export function duplicateSlugResponse(error: unknown): Response {
  if (error instanceof DuplicateSlugError) {
    return jsonError(409, BLOG_MESSAGES.duplicateSlug(error.slug));
  }
  throw error;
}

export const postNotFound = () => jsonError(404, BLOG_MESSAGES.notFound);

export { json };
