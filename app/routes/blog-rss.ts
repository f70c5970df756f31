import { listPublishedForFeeds } from "~/models/blog-post.server";
import { getDatabase } from "~/server-context";
import { postDate } from "~/blog/posts";
import { SITE_NAME } from "~/utils/seo";
import { escapeXml } from "~/utils/xml";
import type { Route } from "./+types/blog-rss";

/** Items in the feed: feed readers only need the recent posts. */
const FEED_SIZE = 50;

/** GET /blog/rss.xml: an RSS 2.0 feed of the published posts, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const db = getDatabase(context);
  const posts = await listPublishedForFeeds(db, { limit: FEED_SIZE });
  const lastChange = posts.reduce<string | null>(
    (latest, post) => (latest === null || post.updatedAt > latest ? post.updatedAt : latest),
    null,
  );

  const items = posts.map((post) => {
    const link = `${origin}/blog/${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <pubDate>${new Date(postDate(post)).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });

  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${SITE_NAME} Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    "    <description>Articles about units, measurement and conversions from the UnitWise team.</description>",
    "    <language>en-us</language>",
    ...(lastChange
      ? [`    <lastBuildDate>${new Date(lastChange).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");

  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
