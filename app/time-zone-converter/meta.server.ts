import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd, toolPageMeta } from "~/catalogue/tool-meta.server";
import type { Translate } from "~/i18n/localization";
import { pageMeta, type Site } from "~/utils/seo";
import { timeZoneFaq } from "./faq";

/** The heads of the time-zone pages, worked out by their loaders (the routes' `meta` hands them over). */

const CONVERTER_PATH = "/time-zone-converter";

export function timeZoneConverterMeta(site: Site, t: Translate<"time">): MetaDescriptor[] {
  return toolPageMeta({
    site,
    t,
    name: t("tzTitle"),
    path: CONVERTER_PATH,
    title: t("metaTzTitle"),
    description: t("metaTzDescription"),
    faq: timeZoneFaq(t),
  });
}

export function cityPairMeta(
  site: Site,
  t: Translate<"time">,
  pair: { path: string; from: string; to: string; difference: string },
): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: t("metaPairTitle", { from: pair.from, to: pair.to }),
      description: t("metaPairDescription", {
        from: pair.from,
        to: pair.to,
        difference: pair.difference,
      }),
      path: pair.path,
      ...site,
    }),
    breadcrumbJsonLd(site, t, [
      { name: t("tzTitle"), path: CONVERTER_PATH },
      { name: t("pairTitle", { from: pair.from, to: pair.to }), path: pair.path },
    ]),
  ];
}
