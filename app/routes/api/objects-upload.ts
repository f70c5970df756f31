import { newImageId } from "~/models/image.server";
import { json } from "~/blog/api.server";
import { MAX_IMAGE_BYTES } from "~/blog/posts";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/objects-upload";

/**
 * POST /api/objects/upload (admin): where to PUT one featured image. The server picks the
 * object's key (a fresh random id); the answer's `uploadURL` names it.
 */
export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const { origin } = new URL(request.url);
  return json({
    uploadURL: `${origin}/api/objects/upload/${newImageId()}`,
    method: "PUT",
    maxBytes: MAX_IMAGE_BYTES,
  });
}
