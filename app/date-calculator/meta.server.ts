import type { MetaDescriptor } from "react-router";
import { faqPageJsonLd } from "~/content/faq";
import { pageMeta } from "~/utils/seo";
import { DATE_CALCULATOR_FAQ } from "./faq";

/**
 * The date calculator's head, worked out by its loader (the route's `meta` hands it over): title,
 * description, the canonical URL without the query, and structured data.
 */

const PATH = "/date-calculator";
const NAME = "Date Calculator";

export function dateCalculatorMeta(origin: string): MetaDescriptor[] {
  const description =
    "Add days, weeks, months or business days to a date, count the days between two dates in every unit, find a date's weekday and ISO week, and convert Unix time.";
  return [
    ...pageMeta({
      title: "Date Calculator: add to a date, days between dates, ISO weeks, Unix time",
      description,
      path: PATH,
      origin,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: NAME,
        url: `${origin}${PATH}`,
        description,
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: "Home", path: "/" },
          { name: "Common Converters", path: "/#categories" },
          { name: NAME, path: PATH },
        ].map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name,
          item: `${origin}${item.path}`,
        })),
      },
    },
    { "script:ld+json": faqPageJsonLd(DATE_CALCULATOR_FAQ) },
  ];
}
