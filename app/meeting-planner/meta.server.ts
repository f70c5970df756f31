import type { MetaDescriptor } from "react-router";
import { faqPageJsonLd } from "~/content/faq";
import { pageMeta } from "~/utils/seo";
import { MEETING_PLANNER_FAQ } from "./faq";

/**
 * The meeting planner's head, worked out by its loader (the route's `meta` hands it over):
 * title, description, the canonical URL without the query, and structured data.
 */

const PATH = "/meeting-planner";
const NAME = "Meeting Planner";

export function meetingPlannerMeta(origin: string): MetaDescriptor[] {
  const description =
    "Find a meeting time across time zones: several places side by side, working hours shaded, the hours they share highlighted, and an .ics invitation for the time you choose.";
  return [
    ...pageMeta({
      title: "Meeting Planner: a time that works in every time zone",
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
    { "script:ld+json": faqPageJsonLd(MEETING_PLANNER_FAQ) },
  ];
}
