import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/utils/seo";
import type { ConverterPageData } from "./page";

/**
 * The converter page's head, worked out by its loader: the route's `meta` only hands it over, so
 * the page's JavaScript carries none of it (decision 049).
 */
export function converterMeta(page: ConverterPageData, origin: string): MetaDescriptor[] {
  const { converter } = page;
  return [
    ...pageMeta({
      title: `${converter.name}: ${page.table.units
        .slice(0, 3)
        .map((u) => u.plural)
        .join(", ")} and more`,
      description: converter.description,
      path: `/${converter.slug}`,
      origin,
    }),
    ...(page.guide && page.guide.keywords.length > 0
      ? [{ name: "keywords", content: page.guide.keywords.join(", ") }]
      : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          {
            "@type": "ListItem",
            position: 2,
            name: page.categoryName,
            item: `${origin}/#categories`,
          },
          {
            "@type": "ListItem",
            position: 3,
            name: converter.name,
            item: `${origin}/${converter.slug}`,
          },
        ],
      },
    },
  ];
}
