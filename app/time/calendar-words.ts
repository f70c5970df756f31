import type { Temporal } from "temporal-polyfill";
import { formatInteger } from "~/utils/group-thousands";

/**
 * The words of the calendar in English, written out rather than asked of Intl so that every
 * runtime writes them the same: weekday and month names, a long date, counts and lists. The
 * date calculator, the answers to time questions and the time pages all write dates with these.
 */

export const WEEKDAY_NAMES = [
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

/** A year as people write it: 2026, 1 BCE for year 0, 44 BCE for year -43. */
export function yearText(year: number): string {
  return year > 0 ? String(year) : `${1 - year} BCE`;
}

/** "Friday 26 February 2027" */
export function longDate(date: Temporal.PlainDate | Temporal.PlainDateTime): string {
  return `${WEEKDAY_NAMES[date.dayOfWeek - 1]} ${date.day} ${MONTH_NAMES[date.month - 1]} ${yearText(date.year)}`;
}

/** "25 December 2026": the year as the number it is, as answers to time questions write it. */
export function dayMonthYear(date: Temporal.PlainDate | Temporal.PlainDateTime): string {
  return `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** "3:00 PM", "12:00 AM", "9:30:15 AM": the 12-hour clock, seconds only when there are some. */
export function twelveHourClock(time: { hour: number; minute: number; second: number }): string {
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const seconds = time.second ? `:${String(time.second).padStart(2, "0")}` : "";
  return `${hour}:${String(time.minute).padStart(2, "0")}${seconds} ${time.hour < 12 ? "AM" : "PM"}`;
}

/** "1 day", "8,592 hours", "-3 weeks" */
export function counted(value: number, unit: string): string {
  return `${formatInteger(value)} ${unit}${Math.abs(value) === 1 ? "" : "s"}`;
}

/** ["a", "b", "c"] → "a, b and c" */
export function listed(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
