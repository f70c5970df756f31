import { BLOG_MESSAGES, MAX_IMAGE_BYTES } from "~/blog/posts";
import { formatInteger } from "~/utils/group-thousands";

/**
 * The browser's side of a featured-image upload (docs/product.md#blog-editor): ask the server for
 * an upload URL, PUT the file to it in one request, and get back the image's public URL.
 */

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadError";
  }
}

export const TOO_LARGE_MESSAGE = `The image is larger than 10 MB (${formatInteger(MAX_IMAGE_BYTES)} bytes). Choose a smaller file.`;

/** The `error` of a JSON error answer, else "status: text" (docs/product.md#error-format). */
async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") {
      return body.error;
    }
  } catch {
    // not JSON: use the text as it is
  }
  return `${response.status}: ${text || response.statusText}`;
}

/** Uploads one image file; resolves to its public URL. Throws UploadError with a message. */
export async function uploadImage(file: File, fetcher: typeof fetch = fetch): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new UploadError(TOO_LARGE_MESSAGE);

  let uploadURL: string;
  try {
    const response = await fetcher("/api/objects/upload", {
      method: "POST",
      credentials: "same-origin",
    });
    if (!response.ok) throw new Error(await errorMessage(response));
    const body = (await response.json()) as { uploadURL?: unknown };
    if (typeof body.uploadURL !== "string") throw new Error("No upload URL in the answer");
    uploadURL = body.uploadURL;
  } catch {
    throw new UploadError(BLOG_MESSAGES.uploadPrepareFailed);
  }

  const response = await fetcher(uploadURL, {
    method: "PUT",
    credentials: "same-origin",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  if (!response.ok) throw new UploadError(await errorMessage(response));
  const body = (await response.json()) as { url?: unknown };
  if (typeof body.url !== "string") throw new UploadError("The upload gave no image URL");
  return body.url;
}
