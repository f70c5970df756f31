import type { MetaDescriptor } from "react-router";
import { toolPageMeta } from "~/catalogue/tool-meta.server";
import type { Translate } from "~/i18n/localization";
import type { Site } from "~/utils/seo";
import { meetingPlannerFaq } from "./faq";

/** The meeting planner's head, worked out by its loader (the route's `meta` hands it over). */
export function meetingPlannerMeta(site: Site, t: Translate<"time">): MetaDescriptor[] {
  return toolPageMeta({
    site,
    t,
    path: "/meeting-planner",
    name: t("meetingTitle"),
    title: t("metaPlannerTitle"),
    description: t("metaPlannerDescription"),
    faq: meetingPlannerFaq(t),
  });
}
