import { getCatalogue } from "~/catalogue/catalogue.server";
import { categoriesWithPairs } from "~/pair-page/sitemap";
import { sitemapIndex, sitemapResponse } from "~/utils/sitemap";
import type { Route } from "./+types/sitemap";

// The sitemap index robots.txt names: the public pages' sitemap, then one per category of the
// unit pairs worth indexing (docs/decisions/050-unit-pair-pages.md).
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const categories = categoriesWithPairs(getCatalogue(context));
  return sitemapResponse(
    sitemapIndex([
      { loc: `${origin}/sitemap-pages.xml` },
      ...categories.map((key) => ({ loc: `${origin}/sitemaps/${key}.xml` })),
    ]),
  );
}
