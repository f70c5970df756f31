import { Temporal } from "temporal-polyfill";
import type { z } from "zod";
import { localizedPath } from "~/i18n/languages";
import { englishTimeText, type TimeText } from "~/time/time-text";
import { offsetLabel } from "~/time/zone-abbreviations";
import { defaultPlaceIn } from "~/time/zone-names";
import { timeInZone, tzdataVersion } from "~/time/zone-time";
import { dayGrid, type DayGrid, type WorkingHours } from "./day-grid";
import {
  abbreviationAt,
  clockText,
  inPlanningRange,
  meetingTimeText,
  readSlot,
  resolvePlaces,
  shortDateText,
  type PlannerPlace,
  type SlotReading,
} from "./meeting";
import {
  DEFAULT_DURATION,
  DEFAULT_HOURS,
  DEFAULT_PLACES,
  DEFAULT_TITLE,
  icsHref,
  MAX_PLACES,
  MIN_PLACES,
  plannerHref,
  type PlannerFields,
} from "./planner-request";
import {
  dateSchema,
  durationSchema,
  endHourSchema,
  placesSchema,
  PROBLEM_PARAMS,
  slotSchema,
  startHourSchema,
  titleSchema,
} from "./planner-schemas";
import type { PlannerDay, PlannerSlot, PlannerView } from "./planner-view";

/**
 * The meeting planner's page, worked out on the server from its URL (the browser never loads
 * the zone rules or the place list): the form's fields, a grid per day and the chosen slot.
 */

/** A schema's refusal in the page's language: its message is the key (planner-schemas.ts). */
export function schemaProblem(error: z.ZodError, words: TimeText): string {
  const key = error.issues[0]?.message;
  return key && key in PROBLEM_PARAMS
    ? words.t(key as "plannerTooManyPlaces", PROBLEM_PARAMS[key])
    : words.t((key ?? "plannerNotUnderstood") as "plannerNotUnderstood");
}

/** The value `schema` reads from `text`, or `fallback` with the schema's message noted. */
function readField<T>(
  schema: z.ZodType<T>,
  text: unknown,
  fallback: T,
  problems: string[],
  words: TimeText,
): T {
  if (text === null || text === undefined || text === "") return fallback;
  const parsed = schema.safeParse(text);
  if (parsed.success) return parsed.data;
  problems.push(schemaProblem(parsed.error, words));
  return fallback;
}

/** A date of the calendar in the planning range, or null. */
function plainDate(text: string): Temporal.PlainDate | null {
  try {
    const date = Temporal.PlainDate.from(text, { overflow: "reject" });
    return inPlanningRange(date.year) ? date : null;
  } catch {
    return null;
  }
}

/** 330 → "+05:30" */
function offsetText(minutes: number): string {
  const whole = Math.abs(minutes);
  const [hours, rest] = [Math.floor(whole / 60), whole % 60];
  return `${minutes < 0 ? "-" : "+"}${String(hours).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}

/**
 * "EST, UTC−05:00" at a moment when the offset is `offset` minutes. A week's rows ask it twice a
 * day per place: the text is kept for its zone and offset, as an abbreviation tries several
 * locales.
 */
function zoneText(
  place: PlannerPlace,
  at: number,
  offset: number,
  known: Map<string, string>,
): string {
  const key = `${place.zone} ${place.abbreviation ?? ""} ${offset}`;
  let text = known.get(key);
  if (text === undefined) {
    text = `${abbreviationAt(place, at)}, ${offsetLabel(offsetText(offset))}`;
    known.set(key, text);
  }
  return text;
}

/** "09:00–12:00 New York = 14:00–17:00 London = 23:00–02:00 Tokyo" for columns `from`–`to`. */
function hoursInWords(
  grid: DayGrid,
  places: PlannerPlace[],
  from: number,
  to: number,
  words: TimeText,
): string {
  return places
    .map((place, index) => {
      const start = grid.columns[from]!.cells[index]!.local;
      const end = grid.columns[to]!.cells[index]!.localEnd;
      const day = start.slice(0, 10) === grid.date ? "" : ` (${shortDateText(start, words)})`;
      return `${clockText(start)}–${clockText(end)} ${place.label}${day}`;
    })
    .join(" = ");
}

function summary(grid: DayGrid, places: PlannerPlace[], words: TimeText): string {
  const { t } = words;
  if (grid.overlaps.length > 0) {
    const runs = grid.overlaps.map((run) => hoursInWords(grid, places, run.from, run.to, words));
    return t("plannerOverlap", {
      runs: words.language === "en" ? runs.join(", and ") : words.listed(runs),
    });
  }
  const best = grid.best!;
  const cells = grid.columns[best]!.cells;
  const working = places.filter((_, index) => cells[index]!.kind === "working");
  const where =
    working.length === 0
      ? t("plannerWorkingNowhere")
      : t("plannerWorkingIn", { places: words.listed(working.map((place) => place.label)) });
  return t("plannerBest", { hours: hoursInWords(grid, places, best, best, words), where });
}

function dayView(
  grid: DayGrid,
  places: PlannerPlace[],
  fields: PlannerFields,
  slot: SlotReading | null,
  zoneTexts: Map<string, string>,
  words: TimeText,
): PlannerDay {
  const first = grid.columns[0]!.start;
  const last = grid.columns.at(-1)!.start;
  const home = places[0]!;
  // The columns choose an hour on the page in its language.
  const page = localizedPath("/meeting-planner", words.language);
  return {
    date: grid.date,
    heading: words.shortDate(`${grid.date}T00:00`),
    hours: grid.columns.length,
    rows: places.map((place, index) => {
      const offsets = grid.offsets[index]!;
      const [before, after] = [
        zoneText(place, first, offsets.first, zoneTexts),
        zoneText(place, last, offsets.last, zoneTexts),
      ];
      return {
        label: place.label,
        zone: place.zone,
        offset: before === after ? before : `${before} → ${after}`,
      };
    }),
    columns: grid.columns.map((column, index) => {
      const clock = clockText(column.cells[0]!.local);
      return {
        label: column.repeated ? `${clock} ${abbreviationAt(home, column.start)}` : clock,
        href: plannerHref({ ...fields, slot: column.slot }, page),
        overlap: column.working === places.length,
        best: grid.best === index,
        selected: slot?.start === column.start,
        cells: column.cells.map((cell) => ({
          clock: clockText(cell.local),
          day: cell.local.slice(0, 10) === grid.date ? "" : shortDateText(cell.local, words),
          kind: cell.kind,
        })),
      };
    }),
    summary: summary(grid, places, words),
    hasOverlap: grid.overlaps.length > 0,
  };
}

function slotView(
  reading: SlotReading,
  places: PlannerPlace[],
  fields: PlannerFields,
  words: TimeText,
): PlannerSlot {
  const home = places[0]!;
  const local = timeInZone(reading.start, home.zone).local;
  const href = icsHref(fields);
  return {
    heading: words.t("plannerSlotHeading", {
      date: words.shortDate(local),
      clock: clockText(local),
      place: home.label,
    }),
    ...(reading.note ? { note: reading.note } : {}),
    times: places.map((place) => ({
      label: place.label,
      text: meetingTimeText(place, reading.start, fields.duration, words),
    })),
    // The file says the meeting in the page's language (meeting-ics.server.ts).
    icsHref: words.language === "en" ? href : `${href}&lang=${words.language}`,
  };
}

/** The page for `url`; `now` (epoch milliseconds) gives today's date in UTC when none is chosen. */
export function plannerView(url: URL, now: number, words: TimeText = englishTimeText): PlannerView {
  const { t } = words;
  const search = url.searchParams;
  const problems: string[] = [];
  const read = <T>(schema: z.ZodType<T>, text: unknown, fallback: T) =>
    readField(schema, text, fallback, problems, words);
  const named = search.getAll("place");
  // Too many places: the first ones, and a message.
  const typedPlaces = search.has("place")
    ? read(placesSchema(), named, placesSchema().parse(named.slice(0, MAX_PLACES)))
    : DEFAULT_PLACES.map((name) => defaultPlaceIn(name, words.language));

  let start = read(startHourSchema(), search.get("start"), DEFAULT_HOURS.start);
  let end = read(endHourSchema(), search.get("end"), DEFAULT_HOURS.end);
  if (start >= end) {
    problems.push(
      t("plannerHoursOrder", {
        end: `${String(end).padStart(2, "0")}:00`,
        start: `${String(start).padStart(2, "0")}:00`,
      }),
    );
    [start, end] = [DEFAULT_HOURS.start, DEFAULT_HOURS.end];
  }
  const typedDate = read(dateSchema(), search.get("date"), "");
  let date = typedDate ? plainDate(typedDate) : null;
  if (typedDate && !date) problems.push(t("plannerDateRange", { date: typedDate }));
  const fields: PlannerFields = {
    places: typedPlaces,
    date: date ? date.toString() : "",
    view: search.get("view") === "week" ? "week" : "day",
    start,
    end,
    slot: read(slotSchema(), search.get("slot"), ""),
    title: read(titleSchema(), search.get("title"), DEFAULT_TITLE) || DEFAULT_TITLE,
    duration: read(durationSchema(), search.get("duration"), DEFAULT_DURATION),
  };

  const resolved = resolvePlaces(fields.places, words);
  problems.push(...resolved.problems);
  const { places } = resolved;
  if (fields.places.length < MIN_PLACES) {
    problems.push(t("plannerMinPlaces", { min: MIN_PLACES }));
  }
  const ready = resolved.problems.length === 0 && places.length >= MIN_PLACES;

  let slot: SlotReading | null = null;
  if (ready && fields.slot) {
    slot = readSlot(fields.slot, places[0]!, words);
    if (!slot) {
      problems.push(
        t("plannerSlotNotTime", { slot: fields.slot.replace("T", " "), place: places[0]!.label }),
      );
      fields.slot = "";
    }
  }
  // A chosen slot without a date shows the slot's day.
  if (!date && slot) {
    date = Temporal.PlainDate.from(timeInZone(slot.start, places[0]!.zone).local.slice(0, 10));
    fields.date = date.toString();
  }
  const dateChosen = date !== null;
  date ??= Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO("UTC").toPlainDate();
  const linked = { ...fields, date: date.toString() };

  const hours: WorkingHours = { start, end };
  const days: PlannerDay[] = [];
  const zoneTexts = new Map<string, string>();
  if (ready) {
    const zones = places.map((place) => place.zone);
    for (let day = 0; day < (fields.view === "week" ? 7 : 1); day += 1) {
      days.push(
        dayView(
          dayGrid(zones, date.add({ days: day }), hours),
          places,
          linked,
          slot,
          zoneTexts,
          words,
        ),
      );
    }
  }
  return {
    fields: { ...fields, date: date.toString() },
    dateChosen,
    problems,
    days,
    slot: slot && ready ? slotView(slot, places, linked, words) : null,
    tzdata: tzdataVersion(),
  };
}
