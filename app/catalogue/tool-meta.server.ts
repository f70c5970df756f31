import type { MetaDescriptor } from "react-router";
import { faqPageJsonLd } from "~/content/faq";
import { pageMeta } from "~/utils/seo";

/**
 * The head of a site tool's page (site-tools.ts: the time-zone converter, the meeting planner,
 * the date calculator), worked out by its loader: title, description, the canonical URL without
 * the query, and structured data (WebApplication, BreadcrumbList through the Common category,
 * and its FAQ).
 */

const CATEGORY_CRUMB = { name: "Common Converters", path: "/#categories" };

/** schema.org BreadcrumbList from Home through `trail`. */
export function breadcrumbJsonLd(
  origin: string,
  trail: ReadonlyArray<{ name: string; path: string }>,
): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "Home", path: "/" }, CATEGORY_CRUMB, ...trail].map(
        (item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name,
          item: `${origin}${item.path}`,
        }),
      ),
    },
  };
}

export function toolPageMeta({
  origin,
  path,
  name,
  title,
  description,
  faq,
}: {
  origin: string;
  path: string;
  name: string;
  title: string;
  description: string;
  faq: ReadonlyArray<{ question: string; answer: string }>;
}): MetaDescriptor[] {
  return [
    ...pageMeta({ title, description, path, origin }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name,
        url: `${origin}${path}`,
        description,
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
    breadcrumbJsonLd(origin, [{ name, path }]),
    { "script:ld+json": faqPageJsonLd(faq) },
  ];
}
