import type { MetaDescriptor } from "react-router";
import { faqPageJsonLd } from "~/content/faq";
import type { Translate } from "~/i18n/localization";
import { pageMeta, siteUrl, type Site } from "~/utils/seo";

/**
 * The head of a site tool's page (site-tools.ts: the time-zone converter, the meeting planner,
 * the date calculator), worked out by its loader in the page's language: title, description,
 * the canonical URL without the query, and structured data (WebApplication, BreadcrumbList
 * through the Common category, and its FAQ).
 */

/** schema.org BreadcrumbList from Home through `trail`, in the page's language. */
export function breadcrumbJsonLd(
  site: Site,
  t: Translate<"time">,
  trail: ReadonlyArray<{ name: string; path: string }>,
): MetaDescriptor {
  const crumbs = [
    { name: t("metaHome"), path: "/" },
    { name: t("metaCategory"), path: "/#categories" },
    ...trail,
  ];
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: siteUrl(site, item.path),
      })),
    },
  };
}

export function toolPageMeta({
  site,
  t,
  path,
  name,
  title,
  description,
  faq,
}: {
  site: Site;
  t: Translate<"time">;
  path: string;
  name: string;
  title: string;
  description: string;
  faq: ReadonlyArray<{ question: string; answer: string }>;
}): MetaDescriptor[] {
  return [
    ...pageMeta({ title, description, path, ...site }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name,
        url: siteUrl(site, path),
        description,
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
    breadcrumbJsonLd(site, t, [{ name, path }]),
    { "script:ld+json": faqPageJsonLd(faq) },
  ];
}
