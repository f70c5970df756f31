import { publishPost } from "~/models/blog-post.server";
import { json, postNotFound, requireAdminWrite } from "~/blog/api.server";
import { getDatabase } from "~/server-context";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/blog-post-publish";

/** POST /api/blog-posts/{slug}/publish (admin): publishes the post as stored; 404 if missing. */
export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  await requireAdminWrite(request, context);
  const post = await publishPost(getDatabase(context), params.slug);
  return post ? json(post) : postNotFound();
}
