import type { MetaDescriptor } from "react-router";
import type { ConverterPageData } from "~/converter-page/page";
import { pageMeta, siteUrl, type Site } from "~/utils/seo";
import type { PairPage } from "./page";
import type { Translate } from "~/i18n/localization";

/**
 * A unit pair page's head, worked out by its loader: the route's `meta` only hands it over, so
 * the page's JavaScript carries none of it (decision 049).
 */
export function pairMeta(
  page: ConverterPageData<PairPage>,
  site: Site,
  t: Translate<"converter-copy">,
): MetaDescriptor[] {
  const { converter, pair } = page;
  const head = pageMeta({ ...pair.meta, path: pair.path, ...site }).map((tag) =>
    "name" in tag && tag.name === "robots" ? { name: "robots", content: pair.meta.robots } : tag,
  );
  const crumbs = [
    { name: t("home"), item: siteUrl(site, "/") },
    { name: page.categoryName, item: siteUrl(site, "/#categories") },
    { name: converter.name, item: siteUrl(site, `/${converter.slug}`) },
    { name: pair.title, item: siteUrl(site, pair.path) },
  ];
  return [
    ...head,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: crumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          ...crumb,
        })),
      },
    },
  ];
}
