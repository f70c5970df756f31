import { Temporal } from "temporal-polyfill";
import type { Between, DateInput } from "../date-math";
import { counted, listed, longDate } from "../calendar-words";
import { offsetLabel } from "../zone-abbreviations";
import type { NamedPlace } from "./read-places";
import type { ConvertedTime } from "./reader";

/**
 * How answers to time questions are written: dates and 12-hour clocks in English (with the
 * calendar's words of ../calendar-words), the line of each kind of answer, and the link to the
 * page that shows it in full. Written out, not by Intl, so every runtime writes them the same.
 */

/** "3:00 PM", "12:00 AM", "9:30:15 AM". */
function clock(time: Temporal.PlainDateTime | Temporal.PlainTime): string {
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const seconds = time.second ? `:${String(time.second).padStart(2, "0")}` : "";
  return `${hour}:${String(time.minute).padStart(2, "0")}${seconds} ${time.hour < 12 ? "AM" : "PM"}`;
}

/** "Saturday 28 November 2026" or "Saturday 28 November 2026, 3:00 PM". */
export function dateText(input: DateInput | Temporal.PlainDate | Temporal.PlainDateTime): string {
  const value =
    input instanceof Temporal.PlainDate || input instanceof Temporal.PlainDateTime
      ? input
      : input.kind === "date"
        ? input.date
        : input.dateTime;
  return value instanceof Temporal.PlainDateTime
    ? `${longDate(value)}, ${clock(value)}`
    : longDate(value);
}

/** 2026-11-28 or 2026-11-28T09:30, as the date calculator's links take them. */
export const isoText = (input: DateInput) =>
  input.kind === "date"
    ? input.date.toString()
    : input.dateTime.toString({ smallestUnit: "minute" });

export function pageHref(path: string, params: Array<[string, string]>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

// ——— The time between two dates ———

/** "358 days (51 weeks and 1 day)", "1 year, 2 months and 3 days (428 days)": the unit asked first. */
export function spanText(
  totals: Between,
  parts: { years: number; months: number; days: number },
  unit: string | undefined,
): string {
  const abs = (value: number) => Math.abs(value);
  const calendar = listed(
    [
      parts.years ? counted(abs(parts.years), "year") : "",
      parts.months ? counted(abs(parts.months), "month") : "",
      parts.days || (!parts.years && !parts.months) ? counted(abs(parts.days), "day") : "",
    ].filter(Boolean),
  );
  const days = counted(abs(totals.days), "day");
  const weeksAndDays = listed(
    [
      totals.weeks ? counted(abs(totals.weeks), "week") : "",
      abs(totals.days) % 7 ? counted(abs(totals.days) % 7, "day") : "",
    ].filter(Boolean),
  );
  switch (unit) {
    case "days":
      return abs(totals.days) >= 7 ? `${days} (${weeksAndDays})` : days;
    case "weeks":
      return abs(totals.days) % 7 ? `${weeksAndDays} (${days})` : weeksAndDays;
    case "months":
    case "years":
      return calendar === days ? days : `${calendar} (${days})`;
    case "business days":
      return `${counted(abs(totals.businessDays), "business day")} (Monday to Friday, no holidays; ${days})`;
    case "hours":
      return counted(abs(totals.hours), "hour");
    case "minutes":
      return counted(abs(totals.minutes), "minute");
    case "seconds":
      return counted(abs(totals.seconds), "second");
    default:
      return calendar === days ? days : `${calendar} (${days})`;
  }
}

// ——— Times in other zones ———

type Shown = ConvertedTime["to"][number];

/** "3:00 PM PST (UTC−08:00)", "12:00 AM UTC", "3:00 PM UTC+05:45". */
function zonedText(time: Shown, minutes: "to the second" | "to the minute" = "to the second") {
  let local = Temporal.PlainDateTime.from(time.local);
  // Now is read to the minute: the seconds would be stale before they were read.
  if (minutes === "to the minute") local = local.with({ second: 0 });
  const letters = /^[A-Za-z]+$/.test(time.abbreviation);
  if (time.abbreviation === "UTC" && time.offset === "+00:00") return `${clock(local)} UTC`;
  return letters
    ? `${clock(local)} ${time.abbreviation} (${offsetLabel(time.offset)})`
    : `${clock(local)} ${offsetLabel(time.offset)}`;
}

const where = (place: NamedPlace) => (place.label ? ` in ${place.label}` : "");

function dayShift(from: Temporal.PlainDate, to: Temporal.PlainDate): string {
  const days = from.until(to, { largestUnit: "days" }).days;
  if (days === 0) return "the same day";
  if (days === 1) return "the next day";
  if (days === -1) return "the day before";
  return days > 0 ? `${days} days later` : `${-days} days earlier`;
}

/** A time asked in one place, in others, with the day it is there and a skipped or repeated time's story. */
export function conversionAnswer(
  body: ConvertedTime,
  from: NamedPlace,
  targets: NamedPlace[],
  asked: Temporal.PlainDateTime,
): string {
  const fromDay = Temporal.PlainDateTime.from(body.from.local).toPlainDate();
  const dayOf = (time: Shown) => Temporal.PlainDateTime.from(time.local).toPlainDate();
  const fromText = `${zonedText(body.from)}${where(from)}`;
  let line: string;
  if (body.to.length === 1) {
    const to = body.to[0]!;
    line = `${fromText} is ${zonedText(to)}${where(targets[0]!)} ${dayShift(fromDay, dayOf(to))}, ${longDate(dayOf(to))}`;
  } else {
    const shown = body.to.map((to, index) => {
      const shift = dayShift(fromDay, dayOf(to));
      return `${zonedText(to)}${where(targets[index]!)}${shift === "the same day" ? "" : ` ${shift}`}`;
    });
    line = `${fromText}, ${longDate(fromDay)}, is ${listed(shown)}`;
  }
  const askedClock = clock(asked);
  const place = from.label ?? body.from.zone;
  if (body.from.status === "gap") {
    return `${askedClock} did not happen in ${place} on ${longDate(asked)}: the clocks went forward. ${line}`;
  }
  if (body.from.status === "overlap") {
    return `${line} (${askedClock} happened twice in ${place} that night: this is the first, ${body.from.abbreviation})`;
  }
  return line;
}

/** The time now in each place: "It is 7:30 AM AEDT (UTC+11:00) in Sydney, Sunday 29 November 2026". */
export function nowAnswer(body: ConvertedTime, targets: NamedPlace[]): string {
  const shown = body.to.map((to, index) => {
    const local = Temporal.PlainDateTime.from(to.local).toPlainDate();
    return `${zonedText(to, "to the minute")}${where(targets[index]!)}, ${longDate(local)}`;
  });
  return `It is ${shown.join("; ")}`;
}
