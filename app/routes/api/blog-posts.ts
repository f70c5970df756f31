import { createPost, listPosts } from "~/models/blog-post.server";
import { json, readPostInput, refuseDuplicateSlug } from "~/blog/api.server";
import { getUser } from "~/accounts/session.server";
import { getDatabase } from "~/server-context";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/blog-posts";

/**
 * GET /api/blog-posts[?published=true]: posts, newest first. Drafts are included only for an
 * admin who does not ask for published posts; everyone else gets the published ones.
 * POST /api/blog-posts (admin): creates a post; 201 with the post, 400, 401, 403 or 409.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const publishedOnly = url.searchParams.get("published") === "true";
  const user = publishedOnly ? null : await getUser(request, context);
  const posts = await listPosts(getDatabase(context), { includeDrafts: user?.isAdmin === true });
  return json(posts);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["GET", "POST"]);
  const input = await readPostInput(request);
  const post = await createPost(getDatabase(context), input).catch(refuseDuplicateSlug);
  return json(post, { status: 201, headers: { Location: `/api/blog-posts/${post.slug}` } });
}
