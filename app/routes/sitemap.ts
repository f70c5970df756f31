import { getCatalogue } from "~/catalogue/catalogue.server";
import { categoriesWithPairs } from "~/pair-page/sitemap";
import { TIME_ZONE_SITEMAP } from "~/time-zone-converter/popular-cities";
import { sitemapIndex, sitemapResponse } from "~/utils/sitemap";
import type { Route } from "./+types/sitemap";

// The sitemap index robots.txt names: the public pages' sitemap, then one per category of the
// unit pairs worth indexing (docs/decisions/050-unit-pair-pages.md), then the time-zone city pairs.
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const categories = categoriesWithPairs(getCatalogue(context));
  return sitemapResponse(
    sitemapIndex([
      { loc: `${origin}/sitemap-pages.xml` },
      ...categories.map((key) => ({ loc: `${origin}/sitemaps/${key}.xml` })),
      { loc: `${origin}/sitemaps/${TIME_ZONE_SITEMAP}` },
    ]),
  );
}
