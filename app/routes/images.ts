import { IMAGE_CACHE_CONTROL, isImageKey, servedContentType } from "~/models/image.server";
import { cloudflareContext } from "~/server-context";
import type { Route } from "./+types/images";

/**
 * GET /images/blog/<id>: an uploaded image, streamed from R2 with its real content type,
 * nosniff (so no browser ever treats it as HTML or script) and a year of immutable caching.
 * Conditional requests get 304.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!isImageKey(key)) return notFound();

  const { env } = context.get(cloudflareContext);
  const object = await env.IMAGES.get(key, { onlyIf: request.headers });
  if (object === null) return notFound();

  const headers = new Headers({
    "Content-Type": servedContentType(object.httpMetadata?.contentType),
    "Cache-Control": IMAGE_CACHE_CONTROL,
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
    "Last-Modified": object.uploaded.toUTCString(),
  });
  // R2 answers a matched If-None-Match with the object's metadata and no body.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  if (request.method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(object.body, { headers });
}

function notFound() {
  return new Response("Image not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
