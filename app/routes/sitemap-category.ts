import { data } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { categoryPairPaths } from "~/pair-page/sitemap";
import { popularPairPaths, TIME_ZONE_SITEMAP } from "~/time-zone-converter/popular-cities";
import { sitemapResponse, urlSet } from "~/utils/sitemap";
import { PUBLIC_PAGES } from "~/utils/public-pages";
import { isLanguage, isLocalizedPath, localizedPath } from "~/i18n/languages";
import type { Route } from "./+types/sitemap-category";

// /sitemaps/{category}.xml: the unit pair pages worth indexing in one category
// (docs/decisions/050-unit-pair-pages.md), or /sitemaps/time-zones.xml: the time-zone city pairs;
// /sitemaps/{name}.{language}.xml: the same pages in another language, and pages.{language}.xml
// that language's public pages and converters (decision 080). Anything else: 404.
export function loader({ params, request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const named = /^([a-z-]+?)(?:\.([a-z]{2}(?:-[a-z]{2})?))?\.xml$/.exec(params.file);
  const [, name = "", code] = named ?? [];
  const language = code === undefined ? "en" : code;
  if (!named || !isLanguage(language) || (code !== undefined && language === "en")) {
    throw data("No such sitemap", { status: 404 });
  }
  const catalogue = getCatalogue(context);
  let paths: readonly string[] = [];
  if (`${name}.xml` === TIME_ZONE_SITEMAP) paths = popularPairPaths();
  else if (name === "pages" && code !== undefined) paths = languagePages(catalogue);
  else if (catalogue.getCategory(name)) paths = categoryPairPaths(catalogue, name);
  if (paths.length === 0) throw data("No such sitemap", { status: 404 });
  return sitemapResponse(
    urlSet(paths.map((path) => ({ loc: origin + localizedPath(path, language) }))),
  );
}

/** The public pages and converters a language has (the blog is English only). */
function languagePages(catalogue: ReturnType<typeof getCatalogue>): string[] {
  return [
    ...PUBLIC_PAGES.filter(isLocalizedPath),
    ...catalogue.converters.map((converter) => `/${converter.slug}`),
  ];
}
