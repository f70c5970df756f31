import type { MetaDescriptor } from "react-router";
import { pageMeta, siteUrl, type Site } from "~/utils/seo";
import type { ConverterPageData } from "./page";
import type { Translate } from "~/i18n/localization";

/**
 * The converter page's head, worked out by its loader: the route's `meta` only hands it over, so
 * the page's JavaScript carries none of it (decision 049).
 */
export function converterMeta(
  page: ConverterPageData,
  site: Site,
  t: Translate<"converter-copy">,
): MetaDescriptor[] {
  const { converter } = page;
  const units = page.table.units
    .slice(0, 3)
    .map((u) => u.plural)
    .join(t("listSeparator"));
  return [
    ...pageMeta({
      title: t("metaTitle", { converter: converter.name, units }),
      description: converter.description,
      path: `/${converter.slug}`,
      ...site,
    }),
    ...(page.guide && page.guide.keywords.length > 0
      ? [{ name: "keywords", content: page.guide.keywords.join(", ") }]
      : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: t("home"), item: siteUrl(site, "/") },
          {
            "@type": "ListItem",
            position: 2,
            name: page.categoryName,
            item: siteUrl(site, "/#categories"),
          },
          {
            "@type": "ListItem",
            position: 3,
            name: converter.name,
            item: siteUrl(site, `/${converter.slug}`),
          },
        ],
      },
    },
  ];
}
