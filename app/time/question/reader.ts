import type { Temporal } from "temporal-polyfill";
import type { Between, DateFacts } from "../date-math";
import type { TimeConvertOutcome } from "../time-convert";
import type { TimeText } from "../time-text";

/**
 * What every reader of a time question shares (app/time/time-question.ts runs them in turn): the
 * question as asked, and the answers a reader can give.
 */

export const MAX_QUESTION_LENGTH = 200;

export interface QuestionContext {
  /** epoch milliseconds */
  now: number;
  /** the visitor's IANA zone; "UTC" when unknown */
  zone: string;
  /** the language answers and refusals are written in (../time-text.server.ts); English by default */
  words?: TimeText;
}

/** The question cleaned up, when and where it is asked, and the words of its answer. */
export interface Asked {
  text: string;
  now: number;
  zone: string;
  today: Temporal.PlainDate;
  words: TimeText;
}

/** One kind of question: its answer, or null when the text is not that kind. */
export type Reader = (ask: Asked) => TimeQuestionResult | null;

export const DATE_UNITS = [
  "days",
  "weeks",
  "months",
  "years",
  "businessDays",
  "hours",
  "minutes",
] as const;
export type DateUnit = (typeof DATE_UNITS)[number];

export type ConvertedTime = Extract<TimeConvertOutcome, { ok: true }>["body"];

interface Answered {
  /** the answer in a line, in the asker's language: "3:00 PM PST (UTC−08:00) is 12:00 AM CET (UTC+01:00) the next day, …" */
  answer: string;
  /** the page that shows it in full: /time-zone-converter?… or /date-calculator?… */
  href: string;
  /** whether it was worked out from now (today, now, a time without a date) */
  dependsOnNow: boolean;
}

export type TimeQuestionResult =
  | { kind: "none" }
  | { kind: "error"; message: string }
  /** a time in one place in others: GET /api/time/convert's answer */
  | (Answered & { kind: "time" } & ConvertedTime)
  /** a date plus or minus an amount */
  | (Answered & {
      kind: "date";
      start: string;
      amount: number;
      unit: DateUnit;
      operation: "add" | "subtract";
      zone: string;
    } & DateFacts)
  /** the time between two dates, each unit counted on its own, and in years, months and days */
  | (Answered & {
      kind: "duration";
      start: string;
      end: string;
      zone: string;
      parts: { years: number; months: number; days: number };
    } & Between)
  /** the weekday, ISO week and day of the year of a date */
  | (Answered & { kind: "facts" } & DateFacts)
  /** a Unix time and the moment it is */
  | (Answered & { kind: "unix"; unix: number; instant: string; local: string; zone: string });

export const failure = (message: string): TimeQuestionResult => ({ kind: "error", message });
