import type { Database } from "~/db/client.server";
import { listPostSummaries } from "~/models/blog-post.server";
import type { Listing } from "./listing";

/** The posts /blog lists: published ones for everyone, and the drafts too for admins. */
export async function loadListing(
  db: Database,
  { includeDrafts }: { includeDrafts: boolean },
): Promise<Listing> {
  const all = await listPostSummaries(db, { includeDrafts });
  return {
    posts: all.filter((post) => post.isPublished),
    drafts: all.filter((post) => !post.isPublished),
  };
}
