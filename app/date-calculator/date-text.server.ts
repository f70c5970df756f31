import { Temporal } from "temporal-polyfill";
import type { DateInput } from "~/time/date-math";
import { formatInteger } from "~/utils/group-thousands";

/**
 * Dates, times and counts as the date calculator writes them, the same on every runtime (no
 * Intl): "Friday 26 February 2027", "Friday 26 February 2027, 09:30", "8,592".
 */

const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const two = (value: number) => String(value).padStart(2, "0");

/** A year as people write it: 2026, 1 BCE for year 0, 44 BCE for year -43. */
export function yearText(year: number): string {
  return year > 0 ? String(year) : `${1 - year} BCE`;
}

/** "Friday 26 February 2027" */
export function longDate(date: Temporal.PlainDate | Temporal.PlainDateTime): string {
  return `${WEEKDAY_NAMES[date.dayOfWeek - 1]} ${date.day} ${MONTH_NAMES[date.month - 1]} ${yearText(date.year)}`;
}

/** "09:30", or "09:30:15" when it has seconds. */
export function clockText(time: Temporal.PlainDateTime): string {
  const seconds = time.second ? `:${two(time.second)}` : "";
  return `${two(time.hour)}:${two(time.minute)}${seconds}`;
}

/** "Friday 26 February 2027", with ", 09:30" for a date and time. */
export function dateText(value: Temporal.PlainDate | Temporal.PlainDateTime): string {
  return value instanceof Temporal.PlainDateTime
    ? `${longDate(value)}, ${clockText(value)}`
    : longDate(value);
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

/** "1 day", "8,592 hours", "-3 weeks" */
export function counted(value: number, unit: string): string {
  return `${formatInteger(value)} ${unit}${Math.abs(value) === 1 ? "" : "s"}`;
}

/** ["a", "b", "c"] → "a, b and c" */
function listed(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * A duration's non-zero parts in words, largest first, without its sign: "11 months and 24
 * days", "3 hours and 15 minutes"; `empty` when it has none.
 */
export function durationText(duration: Temporal.Duration, empty = "0 days"): string {
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
    .map(([value, unit]) => counted(value, unit));
  return parts.length > 0 ? listed(parts) : empty;
}
