import type { MetaDescriptor } from "react-router";
import { formatInteger } from "~/utils/group-thousands";
import { pageMeta } from "~/utils/seo";

/**
 * The home page's head, worked out by its loader: the route's `meta` only hands it over, so the
 * page's JavaScript carries none of it (decision 049).
 */
export function homeMeta(
  origin: string,
  counts: { converters: number; categories: number; units: number },
): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: "UnitWise: free, exact unit converters",
      description: `${counts.converters} free unit converters in ${counts.categories} categories and ${formatInteger(counts.units)} units, with exact factors from the standards. No sign-up.`,
      path: "/",
      origin,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: "UnitWise",
        url: `${origin}/`,
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        browserRequirements: "Requires a modern web browser",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
  ];
}
