import type { MetaDescriptor } from "react-router";
import { toolPageMeta } from "~/catalogue/tool-meta.server";
import type { Translate } from "~/i18n/localization";
import type { Site } from "~/utils/seo";
import { dateCalculatorFaq } from "./faq";

/** The date calculator's head, worked out by its loader (the route's `meta` hands it over). */
export function dateCalculatorMeta(site: Site, t: Translate<"time">): MetaDescriptor[] {
  return toolPageMeta({
    site,
    t,
    path: "/date-calculator",
    name: t("datePageTitle"),
    title: t("metaDateTitle"),
    description: t("metaDateDescription"),
    faq: dateCalculatorFaq(t),
  });
}
