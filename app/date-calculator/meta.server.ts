import type { MetaDescriptor } from "react-router";
import { toolPageMeta } from "~/catalogue/tool-meta.server";
import { DATE_CALCULATOR_FAQ } from "./faq";

/** The date calculator's head, worked out by its loader (the route's `meta` hands it over). */
export function dateCalculatorMeta(origin: string): MetaDescriptor[] {
  return toolPageMeta({
    origin,
    path: "/date-calculator",
    name: "Date Calculator",
    title: "Date Calculator: add to a date, days between dates, ISO weeks, Unix time",
    description:
      "Add days, weeks, months or business days to a date, count the days between two dates in every unit, find a date's weekday and ISO week, and convert Unix time.",
    faq: DATE_CALCULATOR_FAQ,
  });
}
