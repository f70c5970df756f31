import { Temporal } from "temporal-polyfill";
import type { Between, DateInput } from "../date-math";
import type { TimeText } from "../time-text";
import { offsetLabel } from "../zone-abbreviations";
import type { NamedPlace } from "./read-places";
import type { ConvertedTime } from "./reader";

/**
 * How answers to time questions are written, in the asker's language (`words`, ../time-text.ts:
 * the `time` messages whose keys start with "ask"): dates and clocks as the language writes them
 * (English with the calendar's own words and the 12-hour clock, the same on every runtime), the
 * line of each kind of answer, and the link to the page that shows it in full.
 */

/** "Saturday 28 November 2026" or "Saturday 28 November 2026, 3:00 PM". */
export function dateText(
  input: DateInput | Temporal.PlainDate | Temporal.PlainDateTime,
  words: TimeText,
): string {
  const value =
    input instanceof Temporal.PlainDate || input instanceof Temporal.PlainDateTime
      ? input
      : input.kind === "date"
        ? input.date
        : input.dateTime;
  return value instanceof Temporal.PlainDateTime
    ? words.t("dateWithTime", { date: words.longDate(value), time: words.clock(value) })
    : words.longDate(value);
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
  words: TimeText,
): string {
  const { counted, listed, t } = words;
  const abs = (value: number) => Math.abs(value);
  const also = (amount: string, more: string) => t("askSpanAlso", { amount, also: more });
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
      return abs(totals.days) >= 7 ? also(days, weeksAndDays) : days;
    case "weeks":
      return abs(totals.days) % 7 ? also(weeksAndDays, days) : weeksAndDays;
    case "business days":
      return t("askSpanBusinessDays", {
        businessDays: counted(abs(totals.businessDays), "business day"),
        days,
      });
    case "hours":
      return counted(abs(totals.hours), "hour");
    case "minutes":
      return counted(abs(totals.minutes), "minute");
    case "seconds":
      return counted(abs(totals.seconds), "second");
    default:
      // Months, years, or no unit: the calendar's count, and the days when they differ.
      return calendar === days ? days : also(calendar, days);
  }
}

// ——— Times in other zones ———

type Shown = ConvertedTime["to"][number];

/** "3:00 PM PST (UTC−08:00)", "12:00 AM UTC", "3:00 PM UTC+05:45". */
function zonedText(
  time: Shown,
  words: TimeText,
  minutes: "to the second" | "to the minute" = "to the second",
) {
  let local = Temporal.PlainDateTime.from(time.local);
  // Now is read to the minute: the seconds would be stale before they were read.
  if (minutes === "to the minute") local = local.with({ second: 0 });
  const clock = words.clock(local);
  const letters = /^[A-Za-z]+$/.test(time.abbreviation);
  if (time.abbreviation === "UTC" && time.offset === "+00:00") return `${clock} UTC`;
  return letters
    ? words.t("askZoned", {
        clock,
        abbreviation: time.abbreviation,
        offset: offsetLabel(time.offset),
      })
    : `${clock} ${offsetLabel(time.offset)}`;
}

/** A time and where it is: "3:00 PM GMT (UTC+00:00) in London", or the time alone. */
const where = (time: string, place: NamedPlace, words: TimeText) =>
  place.label ? words.t("askInPlace", { time, place: place.label }) : time;

function dayShift(from: Temporal.PlainDate, to: Temporal.PlainDate, words: TimeText): string {
  const days = from.until(to, { largestUnit: "days" }).days;
  if (days === 0) return words.t("askSameDay");
  if (days === 1) return words.t("askNextDay");
  if (days === -1) return words.t("askDayBefore");
  return days > 0
    ? words.t("askDaysLater", { count: days })
    : words.t("askDaysEarlier", { count: -days });
}

/** A time asked in one place, in others, with the day it is there and a skipped or repeated time's story. */
export function conversionAnswer(
  body: ConvertedTime,
  from: NamedPlace,
  targets: NamedPlace[],
  asked: Temporal.PlainDateTime,
  words: TimeText,
): string {
  const { t } = words;
  const fromDay = Temporal.PlainDateTime.from(body.from.local).toPlainDate();
  const dayOf = (time: Shown) => Temporal.PlainDateTime.from(time.local).toPlainDate();
  const fromText = where(zonedText(body.from, words), from, words);
  let line: string;
  if (body.to.length === 1) {
    const to = body.to[0]!;
    line = t("askConversion", {
      from: fromText,
      to: where(zonedText(to, words), targets[0]!, words),
      shift: dayShift(fromDay, dayOf(to), words),
      date: words.longDate(dayOf(to)),
    });
  } else {
    const shown = body.to.map((to, index) => {
      const time = where(zonedText(to, words), targets[index]!, words);
      const days = fromDay.until(dayOf(to), { largestUnit: "days" }).days;
      return days === 0
        ? time
        : t("askConversionShifted", { time, shift: dayShift(fromDay, dayOf(to), words) });
    });
    line = t("askConversionMany", {
      from: fromText,
      date: words.longDate(fromDay),
      targets: words.listed(shown),
    });
  }
  const clock = words.clock(asked);
  const place = from.label ?? body.from.zone;
  if (body.from.status === "gap") {
    return t("askGap", { clock, place, date: words.longDate(asked), answer: line });
  }
  if (body.from.status === "overlap") {
    return t("askOverlap", {
      answer: line,
      clock,
      place,
      abbreviation: body.from.abbreviation,
    });
  }
  return line;
}

/** The time now in each place: "It is 7:30 AM AEDT (UTC+11:00) in Sydney, Sunday 29 November 2026". */
export function nowAnswer(body: ConvertedTime, targets: NamedPlace[], words: TimeText): string {
  const shown = body.to.map((to, index) => {
    const local = Temporal.PlainDateTime.from(to.local).toPlainDate();
    return words.t("askNowPlace", {
      time: where(zonedText(to, words, "to the minute"), targets[index]!, words),
      date: words.longDate(local),
    });
  });
  return words.t("askNow", { times: shown.join(words.t("askNowSeparator")) });
}
