import type { SentHtml } from "~/utils/sent-html";

/**
 * What the date calculator's page is made of, as its loader sends it: the four sections' forms
 * (with what was typed, or the values a form starts with) and answers, as server HTML. No
 * Temporal here: the browser never computes a date (docs/decisions/075-time-pages.md).
 */

/** The sections, in the order of the page; `?mode=` names the one answered. */
export const MODES = ["add", "between", "facts", "unix"] as const;
export type Mode = (typeof MODES)[number];

/**
 * What `unit=` may be. The question reader's links also say minutes ("90 minutes from now"), and
 * `businessDays` is read as `business-days`.
 */
export const ADD_UNITS = [
  { value: "years", label: "dateUnitYears" },
  { value: "months", label: "dateUnitMonths" },
  { value: "weeks", label: "dateUnitWeeks" },
  { value: "days", label: "dateUnitDays" },
  { value: "business-days", label: "dateUnitBusinessDays" },
  { value: "hours", label: "dateUnitHours" },
  { value: "minutes", label: "dateUnitMinutes" },
] as const;
export type AddUnit = (typeof ADD_UNITS)[number]["value"];

/**
 * A form's fields as the URL gave them (what was typed, kept on a refusal), or null where the
 * form starts with today's date, now or the visitor's zone (`StartingValues`).
 */
export interface AddFields {
  date: string | null;
  op: "add" | "subtract";
  amount: string;
  unit: AddUnit;
  zone: string | null;
  /** a region's code, "" for none */
  holidays: string;
}

export interface BetweenFields {
  start: string | null;
  end: string;
  zone: string | null;
  /** a region's code, "" for none */
  holidays: string;
}

export interface FactsFields {
  date: string | null;
}

/** The Unix section's two forms: a Unix time to a date, and a date to a Unix time. */
export interface UnixFields {
  unix: string | null;
  unixZone: string | null;
  date: string | null;
  dateZone: string | null;
}

/**
 * What an empty field starts with: today, now and the zone, in UTC as the server renders them,
 * then the browser's own once the page is hydrated.
 */
export interface StartingValues {
  /** "2026-11-28" */
  date: string;
  /** "2026-11-28T14:05" */
  dateTime: string;
  zone: string;
  /** the Unix time now, in seconds */
  unix: string;
}

export interface FormFields {
  add: AddFields;
  between: BetweenFields;
  facts: FactsFields;
  unix: UnixFields;
}

/** A section as the page shows it: its form and its answer (or refusal), as server HTML. */
export interface SectionView {
  mode: Mode;
  form: SentHtml;
  answer: SentHtml | null;
}

export interface DateCalculatorView {
  /** the sections, the one `?mode=` named first */
  sections: SectionView[];
  /** the calendar rules and the questions, which never change in the browser */
  notes: SentHtml;
}

/** The id of a section's refusal, which its invalid field points at. */
export const refusalId = (mode: Mode) => `date-${mode}-refusal`;

/** The sections' headings: their `time` messages. */
export const SECTION_TITLES = {
  add: "datePageAddTitle",
  between: "datePageBetweenTitle",
  facts: "datePageFactsTitle",
  unix: "datePageUnixTitle",
} as const satisfies Record<Mode, string>;
