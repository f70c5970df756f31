import type { BlogPostSummary } from "~/models/blog-post";
import { normalizeQuery } from "~/utils/text-search";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The blog's pure rules, shared by the server (loaders, actions, the JSON API) and the browser
 * (the editor, live search): limits, the slug rule, tag normalisation, search and dates.
 */

export const DEFAULT_AUTHOR = "UnitWise Team";
export const DEFAULT_CATEGORY = "General";

/** One featured image of at most 10,485,760 bytes (docs/product.md#field-limits). */
export const MAX_IMAGE_BYTES = 10_485_760;

/** Cards show at most this many tags, then "+N" (docs/product.md#blog-list). */
const CARD_TAG_COUNT = 2;

export const BLOG_LIMITS = {
  title: 200,
  slug: 100,
  excerpt: 500,
  content: 100_000,
  /** meta description max 160 characters (docs/product.md#field-limits) */
  metaDescription: 160,
  author: 100,
  category: 50,
  tag: 40,
  tags: 20,
  featuredImageUrl: 2048,
} as const;

/** The texts the editor and the API show (docs/product.md#blog-messages). */
export const BLOG_MESSAGES = {
  requiredFields: "Please fill in all required fields (title, slug, excerpt, content)",
  saveFirst: "Please save the blog post first before publishing",
  saveFailed: "Failed to save blog post",
  publishFailed: "Failed to publish blog post",
  deleteFailed: "Failed to delete blog post",
  uploadPrepareFailed: "Failed to prepare image upload",
  duplicateSlug: (slug: string) =>
    `A blog post with the URL slug "${slug}" already exists. Choose another slug.`,
  notFound: "Blog post not found",
  deleteConfirmation: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
} as const;

/** A slug the site accepts: lowercase ASCII letters and digits in groups joined by one hyphen. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug the editor derives from a title while creating a post (docs/product.md#blog-rules): lowercase, only
 * letters, digits, spaces and hyphens kept, spaces become hyphens, repeated hyphens collapse.
 * Accents are folded first ("Ångström" → "angstrom") rather than dropped, and hyphens at either
 * end are trimmed, so the result always matches SLUG_PATTERN (or is empty).
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, BLOG_LIMITS.slug)
    .replace(/-$/, "");
}

/** The key two tags are compared by: "Metric" and "metric " are the same tag. */
const tagKey = (tag: string) => tag.toLocaleLowerCase("en-US");

/**
 * Tags as stored (docs/product.md#blog-rules): each trimmed with inner whitespace collapsed, empty ones dropped,
 * duplicates (ignoring case) dropped keeping the first spelling, in the order given.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag === "" || seen.has(tagKey(tag))) continue;
    seen.add(tagKey(tag));
    result.push(tag);
  }
  return result;
}

/** Tags typed into one text field (the form without JavaScript): separated by commas. */
export function splitTags(field: string): string[] {
  return normalizeTags(field.split(","));
}

/** Adds a tag the way the editor's tag input does; the same list when it adds nothing. */
export function addTag(tags: readonly string[], input: string): readonly string[] {
  const next = normalizeTags([...tags, ...input.split(",")]);
  return next.length === tags.length ? tags : next;
}

/** The tags a card shows, and how many more there are (docs/product.md#blog-list: first 2 plus "+N"). */
export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: tags.slice(0, CARD_TAG_COUNT),
    more: Math.max(0, tags.length - CARD_TAG_COUNT),
  };
}

/** The value of `?category=` that shows every category. */
export const ALL_CATEGORIES = "all";

/** The filter buttons (docs/product.md#blog-list): all, then the distinct categories of the posts, A to Z. */
export function categoriesOf(posts: readonly Pick<BlogPostSummary, "category">[]): string[] {
  const byKey = new Map<string, string>();
  for (const { category } of posts) {
    const key = tagKey(category);
    if (!byKey.has(key)) byKey.set(key, category);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en-US"));
}

/** The category a `?category=` value names, in the posts' own spelling; null for all/unknown. */
export function matchCategory(categories: readonly string[], value: string | null): string | null {
  if (!value || value === ALL_CATEGORIES) return null;
  const key = tagKey(value.trim());
  return categories.find((category) => tagKey(category) === key) ?? null;
}

/**
 * The posts the list shows (docs/product.md#search-rules): in the category (when one is chosen) and containing
 * the query, ignoring case, in the title, the excerpt or a tag. Order is kept.
 */
export function filterPosts<
  Post extends Pick<BlogPostSummary, "title" | "excerpt" | "tags" | "category">,
>(posts: readonly Post[], { query, category }: { query: string; category: string | null }): Post[] {
  const needle = normalizeQuery(query).toLocaleLowerCase("en-US");
  const categoryKey = category === null ? null : tagKey(category);
  return posts.filter((post) => {
    if (categoryKey !== null && tagKey(post.category) !== categoryKey) return false;
    if (needle === "") return true;
    return [post.title, post.excerpt, ...post.tags].some((field) =>
      field.toLocaleLowerCase("en-US").includes(needle),
    );
  });
}

/** The date a post shows: when it was published, else when it was created (docs/product.md#blog-post). */
export function postDate(post: Pick<BlogPostSummary, "publishedAt" | "createdAt">): string {
  return post.publishedAt ?? post.createdAt;
}

/** Made at the first date shown, not with the module: a first Intl formatter loads ICU's data. */
const longDate = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
);

/**
 * A timestamp in the long en-US format, e.g. "January 28, 2025". In UTC, so the server and
 * every browser print the same day.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate().format(date);
}

/**
 * The spec's editor keeps the URL it PUT the image to (`uploadURL` of POST /api/objects/upload)
 * as featuredImageUrl: that upload's image path, /images/blog/{id}; any other text as it is.
 */
export function uploadedImagePath(url: string): string {
  const upload = /^(?:https?:\/\/[^/?#]+)?\/api\/objects\/upload\/([0-9a-f-]{36})$/.exec(url);
  return upload ? `/images/blog/${upload[1]}` : url;
}

/**
 * Featured images and markdown images come from our own bucket only: the CSP allows images from
 * this origin, and a reader's browser never calls a third party to show a post.
 */
export function isAllowedImageUrl(url: string): boolean {
  return /^\/images\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(url) && !url.includes("..");
}
