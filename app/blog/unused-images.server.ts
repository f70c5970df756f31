import { database } from "~/db/client.server";
import { referencedImageIds } from "~/models/blog-post.server";
import { deleteUnusedImages } from "~/models/image.server";

/** An upload no post uses is kept this long: the editor may not have saved its post yet. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The nightly clean-up (cron trigger, wrangler.toml): featured images uploaded and then replaced,
 * removed or never saved with a post are deleted from R2 once a day has passed.
 */
export async function deleteUnusedBlogImages(
  env: Pick<Env, "DB" | "IMAGES">,
  now: number,
): Promise<{ checked: number; deleted: string[] }> {
  const used = await referencedImageIds(database(env.DB));
  return deleteUnusedImages(env.IMAGES, used, new Date(now - UNUSED_IMAGE_GRACE_MS));
}
