import { listPublishedForFeeds } from "~/models/blog-post.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { PUBLIC_PAGES } from "~/utils/public-pages";
import { sitemapResponse, urlSet } from "~/utils/sitemap";
import type { Route } from "./+types/sitemap-pages";

// Every public page, every converter and every published blog post (with when it last changed).
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const posts = await listPublishedForFeeds(getDatabase(context));
  return sitemapResponse(
    urlSet([
      ...PUBLIC_PAGES.map((path) => ({ loc: origin + path })),
      ...getCatalogue(context).converters.map((converter) => ({
        loc: `${origin}/${converter.slug}`,
      })),
      ...posts.map((post) => ({
        loc: `${origin}/blog/${post.slug}`,
        lastmod: post.updatedAt.slice(0, 10),
      })),
    ]),
  );
}
