import { Temporal } from "temporal-polyfill";
import { readDate, type DateInput } from "../date-math";
import { quoted } from "../zone-names";
import { MONTH_NAMES, WEEKDAY_NAMES } from "../calendar-words";
import type { Asked } from "./reader";

/** Dates as people write them in a question, read in the asker's zone. */

export const todayIn = (now: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();

/** Now in `zone`, to the second. */
export const nowIn = (now: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .round({ smallestUnit: "second", roundingMode: "floor" });

/** A month's name or its abbreviation, as a regular expression's group. */
export const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const MONTH_FIRST = new RegExp(`^${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?$`, "i");
const DAY_FIRST = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}\\.?(?:,? (\\d{4}))?$`,
  "i",
);
const WEEKDAY =
  /^(next |this |last )?(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?$/i;

/** The index in `names` of the one whose first three letters are those of `typed`. */
const nameIndex = (names: string[], typed: string) =>
  names.findIndex((name) => name.toLowerCase().startsWith(typed.toLowerCase().slice(0, 3)));

/** Which of the dates a month and day without a year can be. */
type Nearest = "next" | "last" | "thisYear";

export interface ReadDay {
  input: DateInput;
  /** "today", "now", "tomorrow" and dates without a year depend on when they are read */
  relative: boolean;
}

/**
 * A date as people write it: 2026-11-28 (with a time: 2026-11-28T09:30), today, tomorrow,
 * yesterday, now, March 1, 1 March 2027, next Friday. A string says why a date-like text is not
 * a date (in the asker's language); null means it does not look like one.
 */
export function readDay(
  text: string,
  ask: Asked,
  nearest: Nearest = "thisYear",
): ReadDay | string | null {
  const typed = text.trim().replace(/^on /i, "");
  const word = typed.toLowerCase();
  if (word === "today" || word === "tonight") return { input: day(ask.today), relative: true };
  if (word === "tomorrow") return { input: day(ask.today.add({ days: 1 })), relative: true };
  if (word === "yesterday") return { input: day(ask.today.subtract({ days: 1 })), relative: true };
  if (word === "now" || word === "right now") {
    return { input: { kind: "dateTime", dateTime: nowIn(ask.now, ask.zone) }, relative: true };
  }
  if (/^[+-]?\d{4,6}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?$/i.test(typed)) {
    // 2026-3-8 9:30 as 2026-03-08T09:30, the form readDate takes.
    const padded = typed
      .toUpperCase()
      .replace(/-(\d)(?=-|$|[T ])/g, "-0$1")
      .replace(/[T ](\d):/, "T0$1:");
    const read = readDate(padded);
    return read
      ? { input: read, relative: false }
      : ask.words.t("askNotADateIso", { date: quoted(typed) });
  }
  const monthFirst = MONTH_FIRST.exec(typed);
  const dayFirst = monthFirst ? null : DAY_FIRST.exec(typed);
  if (monthFirst || dayFirst) {
    const [monthName, dayText, yearText] = monthFirst
      ? [monthFirst[1]!, monthFirst[2]!, monthFirst[3]]
      : [dayFirst![2]!, dayFirst![1]!, dayFirst![3]];
    const month = nameIndex(MONTH_NAMES, monthName);
    return calendarDay(typed, month + 1, Number(dayText), yearText, ask, nearest);
  }
  const weekday = WEEKDAY.exec(typed);
  if (weekday) {
    const wanted = nameIndex(WEEKDAY_NAMES, weekday[2]!);
    const last = weekday[1]?.trim().toLowerCase() === "last" || nearest === "last";
    // The next such weekday after today (the last before it): "Friday" on a Friday is a week on.
    let date = ask.today;
    do date = date.add({ days: last ? -1 : 1 });
    while (date.dayOfWeek !== wanted + 1);
    return { input: day(date), relative: true };
  }
  return null;
}

export const day = (date: Temporal.PlainDate): DateInput => ({ kind: "date", date });

function calendarDay(
  typed: string,
  month: number,
  dayOfMonth: number,
  yearText: string | undefined,
  ask: Asked,
  nearest: Nearest,
): ReadDay | string {
  const on = (year: number) =>
    Temporal.PlainDate.from({ year, month, day: dayOfMonth }, { overflow: "reject" });
  try {
    if (yearText) return { input: day(on(Number(yearText))), relative: false };
    const year = ask.today.year;
    // 29 February without a year: the nearest year that has one.
    const candidates = [-4, -3, -2, -1, 0, 1, 2, 3, 4].flatMap((shift) => {
      try {
        return [on(year + shift)];
      } catch {
        return [];
      }
    });
    const compare = (date: Temporal.PlainDate) => Temporal.PlainDate.compare(date, ask.today);
    const date =
      nearest === "next"
        ? candidates.find((date) => compare(date) > 0)
        : nearest === "last"
          ? candidates.findLast((date) => compare(date) < 0)
          : (candidates.find((date) => date.year === year) ??
            candidates.find((d) => compare(d) > 0));
    if (date) return { input: day(date), relative: true };
  } catch {
    // Not a day of the calendar: below.
  }
  return ask.words.t("askNoSuchDay", { date: quoted(typed), day: dayOfMonth });
}
