import type { HourKind } from "./day-grid";
import type { PlannerFields } from "./planner-request";

/**
 * The meeting planner's page data as its loader sends it (planner-page.server.ts makes it):
 * everything written out, so the components only lay it out.
 */

interface PlannerCell {
  /** "09:00", "18:30" */
  clock: string;
  /** the date where it is not home's: "Wed 2 Dec"; else "" */
  day: string;
  kind: HourKind;
}

export interface PlannerColumn {
  /** home's clock, with the abbreviation on an hour the clocks show twice: "01:00 EST" */
  label: string;
  /** the page with this hour chosen */
  href: string;
  overlap: boolean;
  /** without an overlap, the hour inside working hours in the most places */
  best: boolean;
  selected: boolean;
  cells: PlannerCell[];
}

interface PlannerRow {
  label: string;
  zone: string;
  /** that day: "EST, UTC−05:00", or "EST, UTC−05:00 → EDT, UTC−04:00" on a change */
  offset: string;
}

export interface PlannerDay {
  /** "2026-12-01" */
  date: string;
  /** "Tue 1 Dec 2026" */
  heading: string;
  /** the hours home's day has: 24, or 23 and 25 on a daylight-saving change */
  hours: number;
  rows: PlannerRow[];
  columns: PlannerColumn[];
  /** "09:00–12:00 New York = 14:00–17:00 London = 23:00–02:00 Tokyo", or the best hour */
  summary: string;
  hasOverlap: boolean;
}

export interface PlannerSlot {
  /** "Tue 1 Dec 2026, 09:00 in New York" */
  heading: string;
  note?: string;
  times: Array<{ label: string; text: string }>;
  icsHref: string;
}

export interface PlannerView {
  fields: PlannerFields;
  /** whether the URL chose the date (else today in UTC, and the page says so) */
  dateChosen: boolean;
  /** messages for what the URL asked that cannot be planned, each naming what */
  problems: string[];
  days: PlannerDay[];
  slot: PlannerSlot | null;
  tzdata: string;
}
