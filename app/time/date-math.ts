import { Temporal } from "temporal-polyfill";
import { WEEKDAY_NAMES } from "./calendar-words";
import { weekdayHolidays, type HolidayCalendar } from "./holidays";

/**
 * Date arithmetic on Temporal (docs/decisions/074-time-zones.md), with the calendar rules
 * written down here and in the API's description:
 *
 * - A date is a whole day; a date and time is read in a zone (UTC unless one is given), so the
 *   hours between two of them are the hours that really passed, daylight-saving changes included.
 * - Months and years add by the calendar and stay inside the month: 31 January + 1 month is
 *   28 February (29 in a leap year), 29 February + 1 year is 28 February.
 * - Business days are Monday to Friday, with no holidays unless a region's are chosen
 *   (holidays.ts). Between two dates they are the business days from the start up to the day
 *   before the end, as "days" counts the start and not the end. Adding N business days lands on
 *   the Nth business day after the date: Friday + 1 is Monday, Saturday + 1 too.
 * - Differences are whole units, each counted on its own ("months" is every whole month,
 *   "days" every whole day), negative when the end is before the start.
 */

export type DateInput =
  | { kind: "date"; date: Temporal.PlainDate }
  | { kind: "dateTime"; dateTime: Temporal.PlainDateTime };

/** "2026-11-28", "2026-11-28T09:30", "2026-11-28 09:30:15" → a date or a date and time. */
export function readDate(text: string): DateInput | null {
  const trimmed = text.trim();
  try {
    if (/^[+-]?\d{4,6}-\d{2}-\d{2}$/.test(trimmed)) {
      return { kind: "date", date: Temporal.PlainDate.from(trimmed, { overflow: "reject" }) };
    }
    if (/^[+-]?\d{4,6}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/.test(trimmed)) {
      const dateTime = Temporal.PlainDateTime.from(trimmed.replace(" ", "T"), {
        overflow: "reject",
      });
      return { kind: "dateTime", dateTime };
    }
  } catch {
    // Out of range or not a day of the calendar (30 February).
  }
  return null;
}

/** The day of a date, or of a date and time. */
export const dayOf = (input: DateInput): Temporal.PlainDate =>
  input.kind === "date" ? input.date : input.dateTime.toPlainDate();

function zoned(input: DateInput, zone: string): Temporal.ZonedDateTime {
  return input.kind === "date"
    ? input.date.toZonedDateTime({ timeZone: zone })
    : input.dateTime.toZonedDateTime(zone);
}

const isWeekday = (date: Temporal.PlainDate) => date.dayOfWeek <= 5;

/** Mondays to Fridays in [start, end), negative when end is before start. */
function weekdaysBetween(start: Temporal.PlainDate, end: Temporal.PlainDate): number {
  const sign = Temporal.PlainDate.compare(end, start);
  if (sign === 0) return 0;
  const [from, to] = sign > 0 ? [start, end] : [end, start];
  const days = from.until(to, { largestUnit: "days" }).days;
  const weeks = Math.floor(days / 7);
  let count = weeks * 5;
  // The days left over, fewer than seven, one by one.
  for (let day = from.add({ days: weeks * 7 }); Temporal.PlainDate.compare(day, to) < 0;) {
    if (isWeekday(day)) count++;
    day = day.add({ days: 1 });
  }
  return sign * count;
}

/**
 * Business days in [start, end), negative when end is before start: Mondays to Fridays, less the
 * holidays of `holidays` when one is chosen (which throws HolidayYearError past its years).
 */
export function businessDaysBetween(
  start: Temporal.PlainDate,
  end: Temporal.PlainDate,
  holidays: HolidayCalendar | null = null,
): number {
  const weekdays = weekdaysBetween(start, end);
  if (!holidays || weekdays === 0) return weekdays;
  const [from, to] = weekdays > 0 ? [start, end] : [end, start];
  return weekdays - Math.sign(weekdays) * weekdayHolidays(holidays, from, to).length;
}

/** `date` moved `count` weekdays on (back, when negative). */
function addWeekdays(date: Temporal.PlainDate, count: number): Temporal.PlainDate {
  if (count === 0) return date;
  const step = count > 0 ? 1 : -1;
  // Whole weeks at once: five weekdays are seven days from any weekday.
  let day = date;
  let left = Math.abs(count);
  if (!isWeekday(day)) {
    // From a weekend, the first step lands on the nearest weekday in the direction of travel.
    while (!isWeekday(day)) day = day.add({ days: step });
    left--;
  }
  day = day.add({ days: step * 7 * Math.floor(left / 5) });
  left %= 5;
  while (left > 0) {
    day = day.add({ days: step });
    if (isWeekday(day)) left--;
  }
  return day;
}

/**
 * The `count`th business day after `date` (before it, when negative): weekdays, less the
 * holidays of `holidays` when one is chosen (which throws HolidayYearError past its years).
 */
export function addBusinessDays(
  date: Temporal.PlainDate,
  count: number,
  holidays: HolidayCalendar | null = null,
): Temporal.PlainDate {
  let day = date;
  let left = count;
  // Each round moves over `left` weekdays; the holidays among them are still to be made up.
  while (left !== 0) {
    const reached = addWeekdays(day, left);
    if (!holidays) return reached;
    const passed =
      left > 0
        ? weekdayHolidays(holidays, day.add({ days: 1 }), reached.add({ days: 1 }))
        : weekdayHolidays(holidays, reached, day);
    day = reached;
    left = Math.sign(left) * passed.length;
  }
  return day;
}

export interface Between {
  years: number;
  months: number;
  weeks: number;
  days: number;
  businessDays: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time between two dates or dates and times, read in `zone`, in whole units. */
export function between(
  start: DateInput,
  end: DateInput,
  zone: string,
  holidays: HolidayCalendar | null = null,
): Between {
  const from = zoned(start, zone);
  const to = zoned(end, zone);
  const total = (unit: "years" | "months" | "days") =>
    Math.trunc(from.until(to, { largestUnit: unit })[unit]);
  const seconds = Math.trunc(
    Number((to.epochNanoseconds - from.epochNanoseconds) / 1_000_000_000n),
  );
  const days = total("days");
  return {
    years: total("years"),
    months: total("months"),
    weeks: Math.trunc(days / 7),
    days,
    businessDays: businessDaysBetween(from.toPlainDate(), to.toPlainDate(), holidays),
    hours: Math.trunc(seconds / 3600),
    minutes: Math.trunc(seconds / 60),
    seconds,
  };
}

export interface DateFacts {
  /** "2027-02-26" or "2027-02-26T09:30:00" */
  date: string;
  weekday: string;
  /** ISO 8601 week: weeks start on Monday, week 1 holds the year's first Thursday */
  isoWeek: number;
  isoWeekYear: number;
  dayOfYear: number;
}

export function dateFacts(value: Temporal.PlainDate | Temporal.PlainDateTime): DateFacts {
  return {
    date:
      value instanceof Temporal.PlainDateTime
        ? value.toString({ smallestUnit: "second" })
        : value.toString(),
    weekday: WEEKDAY_NAMES[value.dayOfWeek - 1]!,
    isoWeek: value.weekOfYear!,
    isoWeekYear: value.yearOfWeek!,
    dayOfYear: value.dayOfYear,
  };
}

/**
 * `date` plus `duration` (negative to subtract). A date plus whole days, weeks, months or years
 * stays a date; hours and smaller make it a date and time, added in `zone` so that a
 * daylight-saving change counts as the hour it is.
 */
export function addDuration(
  date: DateInput,
  duration: Temporal.Duration,
  zone: string,
): Temporal.PlainDate | Temporal.PlainDateTime {
  const timeParts =
    duration.hours ||
    duration.minutes ||
    duration.seconds ||
    duration.milliseconds ||
    duration.microseconds ||
    duration.nanoseconds;
  if (date.kind === "date" && !timeParts) return date.date.add(duration);
  return zoned(date, zone).add(duration).toPlainDateTime();
}
