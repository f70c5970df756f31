import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUniqueViolation, parseStringArray } from "./stored-values";
import { blogPosts } from "~/db/schema";
import { imageIdsIn } from "~/models/image.server";
import type { BlogPost, BlogPostFields, BlogPostSummary } from "./blog-post";

/** Blog posts in D1. Tags live in a JSON text column; callers only ever see string arrays. */

type Row = typeof blogPosts.$inferSelect;

/** Another post already has the slug a create or an update asked for. */
export class DuplicateSlugError extends Error {
  constructor(readonly slug: string) {
    super(`A blog post with the slug "${slug}" already exists`);
    this.name = "DuplicateSlugError";
  }
}

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  tags: blogPosts.tags,
  featuredImageUrl: blogPosts.featuredImageUrl,
  isPublished: blogPosts.isPublished,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
};

/** Newest first: by the date a post shows (published, else created). */
const newestFirst = [
  desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
  desc(blogPosts.id),
];

function toSummary(row: Omit<BlogPostSummary, "tags"> & { tags: string }): BlogPostSummary {
  return { ...row, tags: parseStringArray(row.tags) };
}

function toPost(row: Row): BlogPost {
  return { ...row, tags: parseStringArray(row.tags) };
}

const nowIso = () => new Date().toISOString();

/** The ids of our images that posts use, as featured image or inside their markdown (drafts too). */
export async function referencedImageIds(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ featuredImageUrl: blogPosts.featuredImageUrl, content: blogPosts.content })
    .from(blogPosts);
  return new Set(
    rows.flatMap((row) => imageIdsIn(`${row.featuredImageUrl ?? ""}\n${row.content}`)),
  );
}

/** Posts for the list page: published ones, or every post when `includeDrafts`. No content. */
export async function listPostSummaries(
  db: Database,
  { includeDrafts }: { includeDrafts: boolean },
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(includeDrafts ? undefined : eq(blogPosts.isPublished, true))
    .orderBy(...newestFirst);
  return rows.map(toSummary);
}

/** Whole posts for the JSON API: published ones, or every post when `includeDrafts`. */
export async function listPosts(
  db: Database,
  { includeDrafts }: { includeDrafts: boolean },
): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(includeDrafts ? undefined : eq(blogPosts.isPublished, true))
    .orderBy(...newestFirst);
  return rows.map(toPost);
}

export async function getPost(db: Database, slug: string): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return row ? toPost(row) : null;
}

/** Up to `count` other published posts, those of the same category first. */
export async function otherPublishedPosts(
  db: Database,
  { slug, category, count }: { slug: string; category: string; count: number },
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), ne(blogPosts.slug, slug)))
    .orderBy(desc(sql`lower(${blogPosts.category}) = lower(${category})`), ...newestFirst)
    .limit(count);
  return rows.map(toSummary);
}

function columnsOf(input: BlogPostFields) {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    metaDescription: input.metaDescription,
    author: input.author,
    tags: JSON.stringify(input.tags),
    category: input.category,
    featuredImageUrl: input.featuredImageUrl,
    isPublished: input.isPublished,
  };
}

/** Creates a post; a published one gets its publishedAt now. Throws DuplicateSlugError. */
export async function createPost(db: Database, input: BlogPostFields): Promise<BlogPost> {
  const now = nowIso();
  try {
    const [row] = await db
      .insert(blogPosts)
      .values({
        ...columnsOf(input),
        publishedAt: input.isPublished ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("Inserting a blog post returned no row");
    return toPost(row);
  } catch (error) {
    if (isUniqueViolation(error, "blog_posts.slug")) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

/**
 * Replaces the post at `slug` with `input` (which may carry a new slug). Publishing sets
 * publishedAt the first time only; saving as a draft keeps it, so a post that is taken down and
 * put back keeps its date. Null when there is no such post; throws DuplicateSlugError.
 */
export async function updatePost(
  db: Database,
  slug: string,
  input: BlogPostFields,
): Promise<BlogPost | null> {
  const now = nowIso();
  try {
    const [row] = await db
      .update(blogPosts)
      .set({
        ...columnsOf(input),
        publishedAt: input.isPublished
          ? sql`coalesce(${blogPosts.publishedAt}, ${now})`
          : sql`${blogPosts.publishedAt}`,
        updatedAt: now,
      })
      .where(eq(blogPosts.slug, slug))
      .returning();
    return row ? toPost(row) : null;
  } catch (error) {
    if (isUniqueViolation(error, "blog_posts.slug")) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

/** Publishes the post as it is stored. Null when there is no such post. */
export async function publishPost(db: Database, slug: string): Promise<BlogPost | null> {
  const now = nowIso();
  const [row] = await db
    .update(blogPosts)
    .set({
      isPublished: true,
      publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${now})`,
      updatedAt: now,
    })
    .where(eq(blogPosts.slug, slug))
    .returning();
  return row ? toPost(row) : null;
}

/** Deletes the post; false when there was none. */
export async function deletePost(db: Database, slug: string): Promise<boolean> {
  const rows = await db
    .delete(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Published posts for the sitemap and the feed, newest first. */
export async function listPublishedForFeeds(
  db: Database,
  { limit }: { limit?: number } = {},
): Promise<Array<BlogPostSummary & { updatedAt: string }>> {
  const query = db
    .select({ ...summaryColumns, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(...newestFirst);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({ ...row, tags: parseStringArray(row.tags) }));
}
