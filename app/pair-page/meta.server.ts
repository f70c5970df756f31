import type { MetaDescriptor } from "react-router";
import type { ConverterPageData } from "~/converter-page/page";
import { pageMeta } from "~/utils/seo";
import type { PairPage } from "./page";

/**
 * A unit pair page's head, worked out by its loader: the route's `meta` only hands it over, so
 * the page's JavaScript carries none of it (decision 049).
 */
export function pairMeta(page: ConverterPageData<PairPage>, origin: string): MetaDescriptor[] {
  const { converter, pair } = page;
  const head = pageMeta({ ...pair.meta, path: pair.path, origin }).map((tag) =>
    "name" in tag && tag.name === "robots" ? { name: "robots", content: pair.meta.robots } : tag,
  );
  const crumbs = [
    { name: "Home", item: `${origin}/` },
    { name: page.categoryName, item: `${origin}/#categories` },
    { name: converter.name, item: `${origin}/${converter.slug}` },
    { name: pair.title, item: `${origin}${pair.path}` },
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
