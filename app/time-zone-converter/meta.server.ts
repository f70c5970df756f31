import type { MetaDescriptor } from "react-router";
import { faqPageJsonLd } from "~/content/faq";
import { pageMeta } from "~/utils/seo";
import { TIME_ZONE_FAQ } from "./faq";

/**
 * The heads of the time-zone pages, worked out by their loaders (the routes' `meta` hands them
 * over): title, description, canonical URL without the query, and structured data.
 */

const CONVERTER_PATH = "/time-zone-converter";
const CONVERTER_NAME = "Time Zone Converter";

function breadcrumbs(origin: string, trail: Array<{ name: string; path: string }>) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: `${origin}${item.path}`,
      })),
    },
  };
}

export function timeZoneConverterMeta(origin: string): MetaDescriptor[] {
  const description =
    "Convert a date and time between time zones and cities, right through daylight-saving changes: offsets, abbreviations and the times that happen twice or never.";
  return [
    ...pageMeta({
      title: "Time Zone Converter: a time in any number of places",
      description,
      path: CONVERTER_PATH,
      origin,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: CONVERTER_NAME,
        url: `${origin}${CONVERTER_PATH}`,
        description,
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
    breadcrumbs(origin, [
      { name: "Common Converters", path: "/#categories" },
      { name: CONVERTER_NAME, path: CONVERTER_PATH },
    ]),
    { "script:ld+json": faqPageJsonLd(TIME_ZONE_FAQ) },
  ];
}

export function cityPairMeta(
  origin: string,
  pair: { path: string; from: string; to: string; difference: string },
): MetaDescriptor[] {
  const name = `${pair.from} to ${pair.to} time`;
  return [
    ...pageMeta({
      title: `${pair.from} to ${pair.to} time: the time now and converter`,
      description: `The time in ${pair.from} and ${pair.to} now, the difference (${pair.difference}) and the next daylight-saving change, with every hour of the day side by side.`,
      path: pair.path,
      origin,
    }),
    breadcrumbs(origin, [
      { name: "Common Converters", path: "/#categories" },
      { name: CONVERTER_NAME, path: CONVERTER_PATH },
      { name, path: pair.path },
    ]),
  ];
}
