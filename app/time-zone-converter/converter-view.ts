import type { ConverterFields } from "./converter-request";

/** The time-zone converter's page data as its loader sends it (page.server.ts makes it). */

/** One place's clocks at the moment asked. */
export interface ZoneRow {
  /** "New York", "Springfield, Illinois, US" */
  label: string;
  zone: string;
  /** ISO local date-time: "2026-11-28T15:46:00" */
  local: string;
  date: string;
  clock: string;
  twelveHour: string;
  /** "UTC−05:00" */
  offset: string;
  abbreviation: string;
  dst: boolean;
  /** against the time asked: "5 h ahead", "same time" */
  difference: string;
  /** "next day", "previous day", or "" on the same date */
  dayShift: string;
}

export interface SourceRow extends ZoneRow {
  status: "ok" | "gap" | "overlap";
  note?: string;
  /** an overlap's other reading, as a link */
  otherReading?: { label: string; href: string };
}

export interface ConverterView {
  fields: ConverterFields;
  /** whether the URL named where the time is read (else UTC, until the browser says) */
  fromNamed: boolean;
  /** the moment shown is the time of the request: "20:46 UTC" */
  madeAt: string | null;
  /** the value for the date-and-time input: the time asked, to the minute */
  atValue: string;
  result: { ok: true; source: SourceRow; targets: ZoneRow[] } | { ok: false; error: string };
  tzdata: string;
}
