import { imagePath, isImageId, storeImage } from "~/models/image.server";
import { cloudflareContext } from "~/server-context";
import { json } from "~/blog/api.server";
import { MAX_IMAGE_BYTES } from "~/blog/posts";
import { readBodyBytes, methodNotAllowed } from "~/utils/http.server";
import { detectImageType, looksLikeSvg } from "~/utils/image-type";
import { TOO_LARGE_MESSAGE } from "~/blog/image-upload";
import type { Route } from "./+types/objects-upload-target";
import { Refusal } from "~/utils/refusal.server";

/**
 * PUT /api/objects/upload/{id} (admin): the image file as the raw body. Refused with 413 when
 * Content-Length (before anything is read) or the bytes as they stream in pass 10 MB, and with
 * 415 unless the first bytes are a JPEG, PNG, GIF, WebP or AVIF. Answers 201 with the image's
 * public `url` (/images/blog/{id}); an id can be used once.
 */
export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PUT"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(request, ["PUT"]);
  if (!isImageId(params.id)) {
    throw new Refusal(404, "Unknown upload URL: ask POST /api/objects/upload for one");
  }

  const bytes = await readBodyBytes(request, MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE);
  if (bytes.byteLength === 0) {
    throw new Refusal(400, "The upload is empty: send the image file as the request body");
  }
  const type = detectImageType(bytes);
  if (!type) {
    throw new Refusal(
      415,
      looksLikeSvg(bytes)
        ? "SVG images are not accepted (they can contain scripts). Upload a JPEG, PNG, GIF, WebP or AVIF image."
        : "This file is not a JPEG, PNG, GIF, WebP or AVIF image. Upload one of those formats.",
    );
  }

  const { env } = context.get(cloudflareContext);
  if (!(await storeImage(env.IMAGES, params.id, bytes, type))) {
    throw new Refusal(409, "This upload URL has already been used: ask for a new one");
  }
  const url = imagePath(params.id);
  return json(
    { url, contentType: type.contentType, size: bytes.byteLength },
    { status: 201, headers: { Location: url } },
  );
}
