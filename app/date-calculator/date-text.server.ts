import { Temporal } from "temporal-polyfill";
import type { DateInput } from "~/time/date-math";
import type { TimeText } from "~/time/time-text";

/**
 * Dates and times as the date calculator writes them: "Friday 26 February 2027, 09:30",
 * "2026-W48", "11 months and 24 days", in the page's language (~/time/time-text; English with
 * the calendar's own words, the same on every runtime).
 */

const two = (value: number) => String(value).padStart(2, "0");

/** "09:30", or "09:30:15" when it has seconds. */
export function clockText(time: Temporal.PlainDateTime): string {
  const seconds = time.second ? `:${two(time.second)}` : "";
  return `${two(time.hour)}:${two(time.minute)}${seconds}`;
}

/** "Friday 26 February 2027", with ", 09:30" for a date and time. */
export function dateText(
  value: Temporal.PlainDate | Temporal.PlainDateTime,
  words: TimeText,
): string {
  return value instanceof Temporal.PlainDateTime
    ? words.t("dateWithTime", { date: words.longDate(value), time: clockText(value) })
    : words.longDate(value);
}

export function inputValue(input: DateInput): Temporal.PlainDate | Temporal.PlainDateTime {
  return input.kind === "date" ? input.date : input.dateTime;
}

/** The ISO form: "2027-02-26", or "2027-02-26T09:30:00" for a date and time. */
export function isoText(value: Temporal.PlainDate | Temporal.PlainDateTime): string {
  return value instanceof Temporal.PlainDateTime
    ? value.toString({ smallestUnit: "second" })
    : value.toString();
}

/** "2026-W48": the ISO 8601 week and the year it belongs to. */
export function isoWeekText(date: Temporal.PlainDate | Temporal.PlainDateTime): string {
  return `${date.yearOfWeek}-W${two(date.weekOfYear!)}`;
}

/**
 * A duration's non-zero parts in words, largest first, without its sign: "11 months and 24
 * days", "3 hours and 15 minutes"; `empty` when it has none.
 */
export function durationText(
  duration: Temporal.Duration,
  words: TimeText,
  empty = words.counted(0, "day"),
): string {
  const positive = duration.abs();
  const parts = (
    [
      [positive.years, "year"],
      [positive.months, "month"],
      [positive.weeks, "week"],
      [positive.days, "day"],
      [positive.hours, "hour"],
      [positive.minutes, "minute"],
      [positive.seconds, "second"],
    ] as const
  )
    .filter(([value]) => value !== 0)
    .map(([value, unit]) => words.counted(value, unit));
  return parts.length > 0 ? words.listed(parts) : empty;
}
