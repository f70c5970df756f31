import { ACCEPTED_IMAGE_TYPES, type ImageType } from "~/utils/image-type";

/**
 * Featured images in R2 (binding IMAGES). The server picks every key: `blog/<uuid>`, a fresh
 * random id per upload, never overwritten, so an image's URL can be cached forever.
 */

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A new image id (a random UUID) for an upload URL. */
export function newImageId(): string {
  return crypto.randomUUID();
}

export function isImageId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export const imageKey = (id: string) => `blog/${id}`;

/** The public path of an image, served by routes/images.ts. */
export const imagePath = (id: string) => `/images/${imageKey(id)}`;

/** The ids of our images that a text (a post's markdown, a featured image URL) points to. */
export function imageIdsIn(text: string): string[] {
  return [...text.matchAll(/\/images\/blog\/([0-9a-f-]{36})/g)]
    .map((match) => match[1] ?? "")
    .filter(isImageId);
}

/** Whether an object key is one of ours (anything else under /images/ is a 404). */
export function isImageKey(key: string): boolean {
  const prefix = imageKey("");
  return key.startsWith(prefix) && isImageId(key.slice(prefix.length));
}

/** One year, immutable: a key never gets other bytes. */
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Stores the image under its id unless something is already there. False when the key was
 * taken (an upload URL used twice).
 */
export async function storeImage(
  bucket: R2Bucket,
  id: string,
  bytes: Uint8Array,
  type: ImageType,
): Promise<boolean> {
  const key = imageKey(id);
  if (await bucket.head(key)) return false;
  const stored = await bucket.put(key, bytes, {
    httpMetadata: { contentType: type.contentType, cacheControl: IMAGE_CACHE_CONTROL },
    // Never replace an object, even if two uploads to the same URL race past the check above.
    onlyIf: { etagDoesNotMatch: "*" },
  });
  return stored !== null;
}

/** The content type to serve an object with: its own when it is an accepted image type. */
export function servedContentType(stored: string | undefined): string {
  return stored && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(stored)
    ? stored
    : "application/octet-stream";
}

/**
 * Deletes our images whose id is not in `used` and that were uploaded before `uploadedBefore`
 * (an upload waits in the editor until the post is saved, so recent ones are left alone).
 * Returns how many objects were looked at and which keys were deleted.
 */
export async function deleteUnusedImages(
  bucket: R2Bucket,
  used: ReadonlySet<string>,
  uploadedBefore: Date,
): Promise<{ checked: number; deleted: string[] }> {
  let checked = 0;
  const unused: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: imageKey(""), cursor, limit: 1000 });
    for (const object of page.objects) {
      checked++;
      if (!isImageKey(object.key) || object.uploaded >= uploadedBefore) continue;
      if (!used.has(object.key.slice(imageKey("").length))) unused.push(object.key);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  // R2 deletes up to 1,000 keys per call.
  for (let start = 0; start < unused.length; start += 1000) {
    await bucket.delete(unused.slice(start, start + 1000));
  }
  return { checked, deleted: unused };
}
