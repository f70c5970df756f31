import { deletePost, getPost, updatePost } from "~/models/blog-post.server";
import { json, postNotFound, readPostInput, refuseDuplicateSlug } from "~/blog/api.server";
import { getUser } from "~/accounts/session.server";
import { getDatabase } from "~/server-context";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/blog-post";

/**
 * GET /api/blog-posts/{slug}: one post; a draft is a 404 for everyone but admins.
 * PUT (admin): replaces the post (the body may carry a new slug); 400, 404 or 409.
 * DELETE (admin): deletes it; `{ deleted: slug }` or 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const post = await getPost(getDatabase(context), params.slug);
  if (!post) throw postNotFound();
  if (!post.isPublished && !(await getUser(request, context))?.isAdmin) throw postNotFound();
  return json(post);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(request, ["GET", "PUT", "DELETE"]);
  }
  const db = getDatabase(context);
  if (request.method === "DELETE") {
    if (!(await deletePost(db, params.slug))) throw postNotFound();
    return json({ deleted: params.slug });
  }
  const input = await readPostInput(request);
  const post = await updatePost(db, params.slug, input).catch(refuseDuplicateSlug);
  if (!post) throw postNotFound();
  return json(post);
}
