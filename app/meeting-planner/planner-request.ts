/**
 * What the meeting planner's URL asks: `/meeting-planner?place=New+York&place=London
 * &place=Tokyo&date=2026-12-01&view=week&start=09&end=17&slot=2026-12-01T09:00&title=…
 * &duration=60`. The URL is the page's whole state, so a plan is a link to share; the .ics route
 * reads the same fields. Without zod, as the page's components read it (planner-schemas.ts
 * checks the fields on the server).
 */

/** The places a first visit compares. */
export const DEFAULT_PLACES = ["New York", "London", "Tokyo"];
export const MIN_PLACES = 2;
export const MAX_PLACES = 8;
export const MAX_PLACE_LENGTH = 64;
export const DEFAULT_HOURS = { start: 9, end: 17 };
export const DEFAULT_DURATION = 60;
export const DEFAULT_TITLE = "Meeting";
export const MAX_TITLE_LENGTH = 120;

/** The fields as the page's form shows them back: what was typed, cut to length. */
export interface PlannerFields {
  places: string[];
  date: string;
  view: "day" | "week";
  start: number;
  end: number;
  slot: string;
  title: string;
  duration: number;
}

/** The planner's URL for these fields; working hours, title and length only when not default. */
export function plannerHref(fields: PlannerFields, path = "/meeting-planner"): string {
  const search = new URLSearchParams();
  for (const place of fields.places) search.append("place", place);
  if (fields.date) search.set("date", fields.date);
  if (fields.view === "week") search.set("view", "week");
  if (fields.start !== DEFAULT_HOURS.start || fields.end !== DEFAULT_HOURS.end) {
    search.set("start", String(fields.start).padStart(2, "0"));
    search.set("end", String(fields.end).padStart(2, "0"));
  }
  if (fields.slot) search.set("slot", fields.slot);
  if (fields.title && fields.title !== DEFAULT_TITLE) search.set("title", fields.title);
  if (fields.duration !== DEFAULT_DURATION) search.set("duration", String(fields.duration));
  return `${path}?${search}`;
}

/** The .ics download of a slot: `/meeting-planner/meeting.ics?slot=…&place=…&duration=60&title=…`. */
export function icsHref(fields: Pick<PlannerFields, "places" | "slot" | "title" | "duration">) {
  const search = new URLSearchParams();
  search.set("slot", fields.slot);
  for (const place of fields.places) search.append("place", place);
  search.set("duration", String(fields.duration));
  search.set("title", fields.title || DEFAULT_TITLE);
  return `/meeting-planner/meeting.ics?${search}`;
}
