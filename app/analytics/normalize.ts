/**
 * What a count may be keyed by (docs/decisions/047-first-party-analytics.md): nothing that could
 * name a person lands in D1. Pure, shared by the server's counting and the beacon endpoint.
 */
import { utcDay } from "~/utils/utc-day";

/** The `days` UTC days ending with `today`'s, oldest first. */
export function dayRange(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => utcDay(end - (days - 1 - i) * 86_400_000));
}

export const MISS_QUERY_MAX = 60;

/**
 * A query that found nothing as it is kept: trimmed, lowercased, inner spaces collapsed, cut to
 * 60 characters. Null (kept only as a number) when it may identify someone: it looks like an
 * email address, a web or IP address, or holds a long number (a phone, card or account number).
 */
export function normalizeMissQuery(query: string): string | null {
  const text = query.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
  if (text === "") return null;
  if (text.includes("@")) return null;
  if (/https?:|www\.|\d{1,3}(\.\d{1,3}){3}/.test(text)) return null;
  // seven digits or more, once spaces, dots, dashes and brackets between them are ignored
  if (/\d{7,}/.test(text.replace(/[\s.\-()/+]/g, ""))) return null;
  // control characters are never kept
  const printable = [...text].filter((char) => char >= " " && char !== "\u007f").join("");
  return printable.slice(0, MISS_QUERY_MAX).trim() || null;
}
