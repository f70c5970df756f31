import type { MetaDescriptor } from "react-router";
import type { Translate } from "~/i18n/localization";
import { pageMeta, siteUrl, type Site } from "~/utils/seo";
import { formatCount } from "./sections.server";

/**
 * The home page's head in the page's language, worked out by its loader: the route's `meta` only
 * hands it over, so the page's JavaScript carries none of it (decision 049).
 */
export function homeMeta(
  site: Site,
  counts: { converters: number; categories: number; units: number },
  t: Translate<"home">,
): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: t("metaTitle"),
      description: t("metaDescription", {
        converters: counts.converters,
        categories: counts.categories,
        units: formatCount(counts.units, site.language),
      }),
      path: "/",
      ...site,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: "UnitWise",
        url: siteUrl(site, "/"),
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        browserRequirements: t("metaBrowserRequirements"),
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
  ];
}
