import type { MetaDescriptor } from "react-router";
import { toolPageMeta } from "~/catalogue/tool-meta.server";
import { MEETING_PLANNER_FAQ } from "./faq";

/** The meeting planner's head, worked out by its loader (the route's `meta` hands it over). */
export function meetingPlannerMeta(origin: string): MetaDescriptor[] {
  return toolPageMeta({
    origin,
    path: "/meeting-planner",
    name: "Meeting Planner",
    title: "Meeting Planner: a time that works in every time zone",
    description:
      "Find a meeting time across time zones: several places side by side, working hours shaded, the hours they share highlighted, and an .ics invitation for the time you choose.",
    faq: MEETING_PLANNER_FAQ,
  });
}
