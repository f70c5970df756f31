import type { Temporal } from "temporal-polyfill";
import english from "~/i18n/messages/en/time.json";
import { DEFAULT_LANGUAGE, languageInfo, type Language } from "~/i18n/languages";
import { translate, type Translate } from "~/i18n/localization";
import type { Messages } from "~/i18n/messages";
import {
  counted,
  dayMonthYear,
  listed,
  longDate,
  MONTH_NAMES,
  twelveHourClock,
  yearText,
} from "./calendar-words";
import { dateText, durationText, offsetMinutes, twelveHourText } from "./local-time-text";
import { formatInteger } from "~/utils/group-thousands";

/**
 * The time pages' words in a page's language (docs/decisions/080-languages.md): the messages of
 * the `time` area, and dates, counts and lists as the language writes them. English keeps the
 * calendar's own words (calendar-words.ts, local-time-text.ts), so its pages read as before;
 * the other languages take their weekday and month names from Intl. Server-side only: the pages
 * send what it writes, never this module.
 */

/** What a count counts: the `time` messages' plural forms ("countDays"). */
export type CountUnit =
  "year" | "month" | "week" | "day" | "hour" | "minute" | "second" | "holiday" | "business day";

const COUNT_KEYS = {
  year: "countYears",
  month: "countMonths",
  week: "countWeeks",
  day: "countDays",
  hour: "countHours",
  minute: "countMinutes",
  second: "countSeconds",
  holiday: "countHolidays",
  "business day": "countBusinessDays",
} as const;

export interface TimeText {
  language: Language;
  t: Translate<"time">;
  /** "Sat 28 Nov 2026" for "2026-11-28T…" */
  shortDate(local: string): string;
  /** "Tue 1 Dec" */
  shortDay(local: string): string;
  /** "Saturday 28 November 2026" */
  longDate(date: Temporal.PlainDate | Temporal.PlainDateTime): string;
  /** "28 November 2026" */
  dayMonthYear(date: Temporal.PlainDate | Temporal.PlainDateTime): string;
  /** "Saturday" */
  weekday(date: Temporal.PlainDate): string;
  /** "February 2027" */
  monthYear(date: Temporal.PlainDate | Temporal.PlainDateTime): string;
  /** "2026", "44 BCE" */
  year(year: number): string;
  /** "9:46 PM" in English; nothing in the languages that read the 24-hour clock */
  twelveHour(local: string): string;
  /** A time of day: "3:00 PM", "9:30:15 AM" in English; "15:00", "09:30:15" in the others */
  clock(time: Temporal.PlainTime | Temporal.PlainDateTime): string;
  /** 330 → "5 h 30 min" */
  duration(minutes: number): string;
  /** "5 h ahead", "3 h 30 min behind", "same time" */
  difference(fromOffset: string, toOffset: string): string;
  /** "1 day", "8,592 hours" */
  counted(value: number, unit: CountUnit): string;
  /** ["a", "b", "c"] → "a, b and c" */
  listed(parts: readonly string[]): string;
  /** 8592 → "8,592" */
  integer(value: number): string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(tag: string, name: string, options: Intl.DateTimeFormatOptions) {
  const key = `${tag} ${name}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
    formats.set(key, found);
  }
  return found;
}

/** A calendar date as a Date at its midnight UTC (years 0–99 included). */
function utcDay(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute);
  return date;
}

const localDay = (local: string) =>
  utcDay(Number(local.slice(0, 4)), Number(local.slice(5, 7)), Number(local.slice(8, 10)));

function make(language: Language, messages: Partial<Messages>): TimeText {
  const t = translate(messages, "time", language);
  const { tag } = languageInfo(language);
  const duration = (minutes: number) => {
    const whole = Math.abs(minutes);
    const [hours, rest] = [Math.floor(whole / 60), whole % 60];
    if (hours && rest) return t("durationHoursMinutes", { hours, minutes: rest });
    return hours ? t("durationHours", { hours }) : t("durationMinutes", { minutes: rest });
  };
  if (language === DEFAULT_LANGUAGE) {
    return {
      language,
      t,
      shortDate: dateText,
      shortDay: (local) => dateText(`${local.slice(0, 10)}T00:00`).slice(0, -5),
      longDate,
      dayMonthYear,
      weekday: (date) => longDate(date).split(" ")[0]!,
      monthYear: (date) => `${MONTH_NAMES[date.month - 1]} ${yearText(date.year)}`,
      year: yearText,
      twelveHour: twelveHourText,
      clock: twelveHourClock,
      duration: durationText,
      difference: (from, to) => {
        const minutes = offsetMinutes(to) - offsetMinutes(from);
        if (minutes === 0) return t("differenceSame");
        const text = durationText(minutes);
        return t(minutes > 0 ? "differenceAhead" : "differenceBehind", { duration: text });
      },
      counted,
      listed,
      integer: formatInteger,
    };
  }
  const list = new Intl.ListFormat(tag, { type: "conjunction" });
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const era = (year: number) => (year <= 0 ? { era: "short" as const } : {});
  const day = (date: Temporal.PlainDate | Temporal.PlainDateTime) =>
    utcDay(date.year, date.month, date.day);
  const dated = (name: string, options: Intl.DateTimeFormatOptions) => (year: number) =>
    year > 0
      ? format(tag, name, options)
      : new Intl.DateTimeFormat(tag, { ...options, ...era(year), timeZone: "UTC" });
  const two = (value: number) => String(value).padStart(2, "0");
  return {
    language,
    t,
    shortDate: (local) =>
      format(tag, "short", {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
      }).format(localDay(local)),
    shortDay: (local) =>
      format(tag, "day", { weekday: "short", day: "numeric", month: "short" }).format(
        localDay(local),
      ),
    longDate: (date) =>
      date.year > 0
        ? format(tag, "long", {
            weekday: "long",
            day: "numeric",
            month: "long",
            year: "numeric",
          }).format(day(date))
        : new Intl.DateTimeFormat(tag, {
            weekday: "long",
            day: "numeric",
            month: "long",
            year: "numeric",
            ...era(date.year),
            timeZone: "UTC",
          }).format(day(date)),
    dayMonthYear: (date) =>
      dated("dayMonthYear", { day: "numeric", month: "long", year: "numeric" })(date.year).format(
        day(date),
      ),
    weekday: (date) => format(tag, "weekday", { weekday: "long" }).format(day(date)),
    monthYear: (date) => format(tag, "month", { month: "long", year: "numeric" }).format(day(date)),
    year: (year) =>
      year > 0
        ? String(year)
        : new Intl.DateTimeFormat(tag, { year: "numeric", era: "short", timeZone: "UTC" }).format(
            utcDay(year, 7, 1),
          ),
    twelveHour: () => "",
    clock: (time) =>
      `${two(time.hour)}:${two(time.minute)}${time.second ? `:${two(time.second)}` : ""}`,
    duration,
    difference: (from, to) => {
      const minutes = offsetMinutes(to) - offsetMinutes(from);
      if (minutes === 0) return t("differenceSame");
      return t(minutes > 0 ? "differenceAhead" : "differenceBehind", {
        duration: duration(minutes),
      });
    },
    counted: (value, unit) => t(COUNT_KEYS[unit], { count: value }),
    listed: (parts) => list.format(parts),
    integer: (value) => numbers.format(value),
  };
}

/** The English words, at hand without loading a file (the engine's own texts and tests). */
export const englishTimeText: TimeText = make(DEFAULT_LANGUAGE, { time: english });

const made = new Map<Language, TimeText>([[DEFAULT_LANGUAGE, englishTimeText]]);

/** The words of `language`, given its `time` messages (messagesFor(language, ["time"])). */
export function timeTextOf(language: Language, messages: Partial<Messages>): TimeText {
  let text = made.get(language);
  if (!text) {
    text = make(language, messages);
    made.set(language, text);
  }
  return text;
}
