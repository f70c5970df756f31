import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { UNUSED_IMAGE_GRACE_MS, deleteUnusedBlogImages } from "~/blog/unused-images.server";
import { imageKey, imagePath, newImageId } from "~/models/image.server";
import worker from "../../workers/app";
import { insertPost } from "./helpers/blog";

/** A stored image, as an upload leaves it. */
async function storedImage(): Promise<string> {
  const id = newImageId();
  await env.IMAGES.put(imageKey(id), new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
    httpMetadata: { contentType: "image/png" },
  });
  return id;
}

const exists = async (id: string) => (await env.IMAGES.head(imageKey(id))) !== null;

describe("the nightly clean-up of blog images", () => {
  it("deletes images no post uses once a day has passed, and keeps every image in use", async () => {
    const [featured, inContent, inDraft, unused, recent] = await Promise.all([
      storedImage(),
      storedImage(),
      storedImage(),
      storedImage(),
      storedImage(),
    ]);
    await insertPost({ featuredImageUrl: imagePath(featured) });
    await insertPost({ content: `Look: ![a ruler](${imagePath(inContent)}) and more.` });
    await insertPost({ isPublished: false, featuredImageUrl: imagePath(inDraft) });
    // Stray objects that are not ours are never touched.
    await env.IMAGES.put("notes/readme.txt", "hello");

    // Just uploaded: within the grace period, even unused images stay.
    const early = await deleteUnusedBlogImages(env, Date.now());
    expect(early.deleted).toEqual([]);

    const later = Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000;
    const { deleted } = await deleteUnusedBlogImages(env, later);
    expect(deleted).toContain(imageKey(unused));
    expect(deleted).toContain(imageKey(recent));
    expect(await exists(unused)).toBe(false);
    for (const id of [featured, inContent, inDraft]) expect(await exists(id)).toBe(true);
    expect(await env.IMAGES.head("notes/readme.txt")).not.toBeNull();
  });

  it("runs from the cron trigger", async () => {
    const unused = await storedImage();
    const controller = createScheduledController({
      cron: "30 3 * * *",
      scheduledTime: Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000,
    });
    // The same cron queues the missing guides: watched, not delivered (the local queue would
    // write them after the file ends).
    const queued = vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    await worker.scheduled(controller, env);
    expect(await exists(unused)).toBe(false);
    expect(queued).toHaveBeenCalled();
    queued.mockRestore();
  });
});
