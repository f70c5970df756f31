import { Temporal } from "temporal-polyfill";
import { readLocalTime, timeInZone } from "~/time/zone-time";

/**
 * The meeting planner's arithmetic: one day of the first place ("home"), hour by hour, as every
 * place's clocks show each hour, and the hours that are inside working hours everywhere. The
 * columns are real hours from the home day's first moment to the next day's, so a day with a
 * daylight-saving change has 23 or 25 of them, and a place half or three quarters of an hour
 * off shows its minutes ("18:30", "05:45").
 */

/** A night hour starts from 22:00 to 06:59: shown apart from the evening and the early morning. */
const NIGHT_FROM = 22 * 60;
const NIGHT_UNTIL = 7 * 60;

/** Working hours as whole hours of the day: 9 and 17 for 09:00–17:00; `end` may be 24. */
export interface WorkingHours {
  start: number;
  end: number;
}

/** "working": the whole hour is inside working hours; "night": it starts at night; else "off". */
export type HourKind = "working" | "night" | "off";

/** One hour as one place's clocks show it. */
interface GridCell {
  /** the wall-clock time the hour starts: "2026-12-01T18:30" */
  local: string;
  /** the wall-clock time it ends: "2026-12-01T19:30" */
  localEnd: string;
  kind: HourKind;
}

interface GridColumn {
  /** the hour's first moment, epoch milliseconds */
  start: number;
  /**
   * The hour as the planner's URL names it: home's wall-clock time, "2026-12-01T14:00", with the
   * offset when the clocks show that time twice ("2026-11-01T01:00-05:00").
   */
  slot: string;
  /** whether home's clocks show this time twice that day */
  repeated: boolean;
  /** one per place, in order */
  cells: GridCell[];
  /** how many places are inside working hours for the whole hour */
  working: number;
  /** how many places the hour starts at night in */
  night: number;
}

export interface DayGrid {
  /** the home date: "2026-12-01" */
  date: string;
  zones: string[];
  columns: GridColumn[];
  /** the columns inside working hours everywhere, as runs of consecutive columns */
  overlaps: Array<{ from: number; to: number }>;
  /** without an overlap: the column inside working hours in the most places */
  best: number | null;
  /** each place's offset from UTC in minutes at the first hour and at the last */
  offsets: Array<{ first: number; last: number }>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const offsetAt = (zone: string, epochMilliseconds: number) =>
  Temporal.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO(zone)
    .offsetNanoseconds / 1e6;

/**
 * A zone's wall clock over a window of a day or so, to the minute: "2026-12-01T18:30". The zone's
 * offset is asked at the window's ends and, when they differ, where it changes (found to the
 * minute); every other moment is arithmetic, as asking Temporal for each of a week's cells is
 * slow. No zone changes its offset twice in a day.
 */
interface ZoneClock {
  local: (epochMilliseconds: number) => string;
  /** the offset from UTC at that moment, in milliseconds */
  offset: (epochMilliseconds: number) => number;
  /** the moment the offset changes in the window, or null */
  change: number | null;
}

function zoneClock(zone: string, from: number, until: number): ZoneClock {
  const before = offsetAt(zone, from);
  const after = offsetAt(zone, until);
  let change: number | null = null;
  if (before !== after) {
    // The first minute with the later offset.
    let [low, high] = [from / MINUTE, until / MINUTE];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAt(zone, middle * MINUTE) === before) low = middle;
      else high = middle;
    }
    change = high * MINUTE;
  }
  const offset = (epochMilliseconds: number) =>
    change !== null && epochMilliseconds >= change ? after : before;
  const local = (epochMilliseconds: number) =>
    new Date(epochMilliseconds + offset(epochMilliseconds)).toISOString().slice(0, 16);
  return { local, offset, change };
}

/** "2026-12-01T18:30" → 1110 */
const minutesOfDay = (local: string) =>
  Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));

function cell(start: number, clock: ZoneClock, hours: WorkingHours): GridCell {
  const local = clock.local(start);
  const localEnd = clock.local(start + HOUR);
  const startMinute = minutesOfDay(local);
  // The hour's end counted from the start's midnight: an hour ending at 00:30 ends at 24:30.
  const endMinute =
    (localEnd.slice(0, 10) > local.slice(0, 10) ? 24 * 60 : 0) + minutesOfDay(localEnd);
  const kind: HourKind =
    startMinute >= hours.start * 60 && endMinute <= hours.end * 60
      ? "working"
      : startMinute >= NIGHT_FROM || startMinute < NIGHT_UNTIL
        ? "night"
        : "off";
  return { local, localEnd, kind };
}

/** The column of the home hour starting at `start`. */
function column(start: number, home: string, clocks: ZoneClock[], hours: WorkingHours): GridColumn {
  const cells = clocks.map((clock) => cell(start, clock, hours));
  const local = cells[0]!.local;
  // Only on a day home's clocks change can one of its times happen twice.
  const zoned =
    clocks[0]!.change === null ? null : readLocalTime(home, Temporal.PlainDateTime.from(local));
  const repeated = zoned?.status === "overlap";
  return {
    start,
    slot: repeated ? `${local}${timeInZone(start, home).offset}` : local,
    repeated,
    cells,
    working: cells.filter((one) => one.kind === "working").length,
    night: cells.filter((one) => one.kind === "night").length,
  };
}

/** Runs of consecutive indexes where `test` holds: [{from: 14, to: 16}] for 14, 15 and 16. */
function runs<T>(items: T[], test: (item: T) => boolean): Array<{ from: number; to: number }> {
  const found: Array<{ from: number; to: number }> = [];
  items.forEach((item, index) => {
    if (!test(item)) return;
    const last = found.at(-1);
    if (last && last.to === index - 1) last.to = index;
    else found.push({ from: index, to: index });
  });
  return found;
}

/**
 * The grid of `date` in the first of `zones`: an hour per column from the day's first moment
 * (midnight, or the time the clocks showed after a change at midnight) to the next day's.
 */
export function dayGrid(zones: string[], date: Temporal.PlainDate, hours: WorkingHours): DayGrid {
  const home = zones[0]!;
  const first = date.toZonedDateTime(home).toInstant();
  const next = date.add({ days: 1 }).toZonedDateTime(home).toInstant();
  const [from, until] = [first.epochMilliseconds, next.epochMilliseconds];
  // The window's end is the last hour's end: a day of the home zone and an hour.
  const clocks = zones.map((zone) => zoneClock(zone, from, until + HOUR));
  const columns: GridColumn[] = [];
  for (let start = from; start < until; start += HOUR) {
    columns.push(column(start, home, clocks, hours));
  }
  const overlaps = runs(columns, (one) => one.working === zones.length);
  let best: number | null = null;
  if (overlaps.length === 0) {
    // Most places working, then fewest at night, then the earliest.
    columns.forEach((one, index) => {
      const current = best === null ? null : columns[best]!;
      if (
        !current ||
        one.working > current.working ||
        (one.working === current.working && one.night < current.night)
      ) {
        best = index;
      }
    });
  }
  const last = columns.at(-1)!.start;
  const offsets = clocks.map((clock) => ({
    first: clock.offset(from) / MINUTE,
    last: clock.offset(last) / MINUTE,
  }));
  return { date: date.toString(), zones, columns, overlaps, best, offsets };
}
