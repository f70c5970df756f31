import { data } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { categoryPairPaths } from "~/pair-page/sitemap";
import { popularPairPaths, TIME_ZONE_SITEMAP } from "~/time-zone-converter/popular-cities";
import { sitemapResponse, urlSet } from "~/utils/sitemap";
import type { Route } from "./+types/sitemap-category";

// /sitemaps/{category}.xml: the unit pair pages worth indexing in one category
// (docs/decisions/050-unit-pair-pages.md), or /sitemaps/time-zones.xml: the time-zone city pairs.
// A category without any, or no such category: 404.
export function loader({ params, request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  if (params.file === TIME_ZONE_SITEMAP) {
    return sitemapResponse(urlSet(popularPairPaths().map((path) => ({ loc: origin + path }))));
  }
  const key = /^([a-z]+)\.xml$/.exec(params.file)?.[1];
  const catalogue = getCatalogue(context);
  const paths = key && catalogue.getCategory(key) ? categoryPairPaths(catalogue, key) : [];
  if (paths.length === 0) throw data("No such sitemap", { status: 404 });
  return sitemapResponse(urlSet(paths.map((path) => ({ loc: origin + path }))));
}
