import { deletePost, getPost, updatePost } from "~/models/blog-post.server";
import {
  duplicateSlugResponse,
  json,
  postNotFound,
  readPostInput,
  requireAdminWrite,
} from "~/blog/api.server";
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
  if (!post) return postNotFound();
  if (!post.isPublished) {
    const user = await getUser(request, context);
    if (!user?.isAdmin) return postNotFound();
  }
  return json(post);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(request, ["GET", "PUT", "DELETE"]);
  }
  await requireAdminWrite(request, context);
  const db = getDatabase(context);

  if (request.method === "DELETE") {
    return (await deletePost(db, params.slug)) ? json({ deleted: params.slug }) : postNotFound();
  }

  const read = await readPostInput(request);
  if ("response" in read) return read.response;
  try {
    const post = await updatePost(db, params.slug, read.input);
    return post ? json(post) : postNotFound();
  } catch (error) {
    return duplicateSlugResponse(error);
  }
}
