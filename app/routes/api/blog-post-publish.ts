import { publishPost } from "~/models/blog-post.server";
import { json, postNotFound } from "~/blog/api.server";
import { getDatabase } from "~/server-context";
import { methodNotAllowed, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/blog-post-publish";

/** POST /api/blog-posts/{slug}/publish (admin): publishes the post as stored; 404 if missing. */
export const loader = methodNotAllowedHandler(["POST"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const post = await publishPost(getDatabase(context), params.slug);
  if (!post) throw postNotFound();
  return json(post);
}
