import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd, toolPageMeta } from "~/catalogue/tool-meta.server";
import { pageMeta } from "~/utils/seo";
import { TIME_ZONE_FAQ } from "./faq";

/** The heads of the time-zone pages, worked out by their loaders (the routes' `meta` hands them over). */

const CONVERTER = { name: "Time Zone Converter", path: "/time-zone-converter" };

export function timeZoneConverterMeta(origin: string): MetaDescriptor[] {
  return toolPageMeta({
    origin,
    ...CONVERTER,
    title: "Time Zone Converter: a time in any number of places",
    description:
      "Convert a date and time between time zones and cities, right through daylight-saving changes: offsets, abbreviations and the times that happen twice or never.",
    faq: TIME_ZONE_FAQ,
  });
}

export function cityPairMeta(
  origin: string,
  pair: { path: string; from: string; to: string; difference: string },
): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: `${pair.from} to ${pair.to} time: the time now and converter`,
      description: `The time in ${pair.from} and ${pair.to} now, the difference (${pair.difference}) and the next daylight-saving change, with every hour of the day side by side.`,
      path: pair.path,
      origin,
    }),
    breadcrumbJsonLd(origin, [
      CONVERTER,
      { name: `${pair.from} to ${pair.to} time`, path: pair.path },
    ]),
  ];
}
