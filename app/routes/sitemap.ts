import { getCatalogue } from "~/catalogue/catalogue.server";
import { categoriesWithPairs } from "~/pair-page/sitemap";
import { TIME_ZONE_SITEMAP } from "~/time-zone-converter/popular-cities";
import { languageFile, sitemapIndex, sitemapResponse } from "~/utils/sitemap";
import { PREFIXED_LANGUAGES } from "~/i18n/languages";
import type { Route } from "./+types/sitemap";

// The sitemap index robots.txt names: the public pages' sitemap, then one per category of the
// unit pairs worth indexing (docs/decisions/050-unit-pair-pages.md), then the time-zone city pairs;
// then the same for every other language (decision 080: /sitemaps/pages.de.xml, length.de.xml…).
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const categories = categoriesWithPairs(getCatalogue(context));
  const files = [...categories.map((key) => `${key}.xml`), TIME_ZONE_SITEMAP];
  return sitemapResponse(
    sitemapIndex([
      { loc: `${origin}/sitemap-pages.xml` },
      ...files.map((file) => ({ loc: `${origin}/sitemaps/${file}` })),
      ...PREFIXED_LANGUAGES.flatMap((language) =>
        ["pages.xml", ...files].map((file) => ({
          loc: `${origin}/sitemaps/${languageFile(file, language)}`,
        })),
      ),
    ]),
  );
}
