import { z } from "zod";
import { readDate, type DateInput } from "~/time/date-math";
import { holidayCalendar, type HolidayCalendar } from "~/time/holidays";
import { placeProblem } from "~/time/place-problems";
import type { TimeText } from "~/time/time-text";
import { offsetLabel } from "~/time/zone-abbreviations";
import { quoted, resolvePlace } from "~/time/zone-names";

/**
 * The fields the date calculator's forms share, as zod reads them from the URL: a date (or a
 * date and time) and a time zone. Each refusal says what to write instead, in the page's
 * language.
 */

/** What a date field is: names its label and what to enter in a refusal. */
type DateFieldKind = "Date" | "Start" | "End" | "DateTime";

/** A date or a date and time, as date-math's `readDate` takes them. */
export function dateField(kind: DateFieldKind, words: TimeText) {
  const { t } = words;
  const enter = t(`dateEnter${kind}`);
  const label = t(`dateLabel${kind}`);
  return z
    .string({ error: enter })
    .min(1, { error: enter })
    .transform((text, context): DateInput => {
      const read = readDate(text);
      if (read) return read;
      const shaped = /^([+-]?\d{4,6})-\d{1,2}-\d{1,2}([T ]|$)/.exec(text);
      const params = { label, value: quoted(text) };
      context.addIssue({
        code: "custom",
        message: !shaped
          ? t("dateNotADate", params)
          : /^\d{4}$/.test(shaped[1]!)
            ? // 2026-02-30, 2026-13-01
              t("dateNotADay", params)
            : t("dateOutOfYears", params),
      });
      return z.NEVER;
    });
}

export interface ReadZone {
  /** an IANA zone, or a fixed offset ("-08:00") for an abbreviation */
  zone: string;
  /** how the answer names it: "Europe/Berlin", "Mumbai, Maharashtra, IN (Asia/Kolkata)" */
  label: string;
}

/** A time zone, a town or city, an offset or an abbreviation; UTC when empty. */
export function zoneField(words: TimeText) {
  return z
    .string()
    .optional()
    .transform((text, context): ReadZone => {
      if (!text) return { zone: "UTC", label: "UTC" };
      const match = resolvePlace(text);
      if (!match) {
        context.addIssue({
          code: "custom",
          message: words.t("dateZoneProblem", { problem: placeProblem(text, words) }),
        });
        return z.NEVER;
      }
      const { zone } = match;
      const label = match.place
        ? `${match.place} (${zone})`
        : match.abbreviation
          ? `${match.abbreviation} (${offsetLabel(zone)})`
          : /^[+-]/.test(zone)
            ? offsetLabel(zone)
            : zone;
      return { zone, label };
    });
}

/** A region whose holidays business days skip, by its code; none when empty. */
export function holidaysField(words: TimeText) {
  return z
    .string()
    .optional()
    .transform((code, context): HolidayCalendar | null => {
      if (!code) return null;
      const calendar = holidayCalendar(code);
      if (calendar) return calendar;
      context.addIssue({
        code: "custom",
        message: words.t("dateUnknownRegion", { value: quoted(code) }),
      });
      return z.NEVER;
    });
}

/** The field a refusal is about: the first issue's path. */
export function issueField(error: z.ZodError): string | null {
  const field = error.issues[0]?.path[0];
  return typeof field === "string" ? field : null;
}

/** A schema made once per language: the refusals are its words. */
export function perLanguage<T>(make: (words: TimeText) => T): (words: TimeText) => T {
  const made = new Map<string, T>();
  return (words) => {
    let schema = made.get(words.language);
    if (!schema) {
      schema = make(words);
      made.set(words.language, schema);
    }
    return schema;
  };
}
