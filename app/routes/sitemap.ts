import { listPublishedForFeeds } from "~/models/blog-post.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { PUBLIC_PAGES } from "~/utils/public-pages";
import { escapeXml } from "~/utils/xml";
import type { Route } from "./+types/sitemap";

// Every public page, every converter and every published blog post (with when it last changed).
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const posts = await listPublishedForFeeds(getDatabase(context));
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...getCatalogue(context).converters.map((converter) => ({ path: `/${converter.slug}` })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.slice(0, 10) })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(origin + (path === "/" ? "/" : path))}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
