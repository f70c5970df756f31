import { z } from "zod";
import { readDate, type DateInput } from "~/time/date-math";
import { holidayCalendar, type HolidayCalendar } from "~/time/holidays";
import { offsetLabel } from "~/time/zone-abbreviations";
import { notAZone, quoted, resolvePlace } from "~/time/zone-names";

/**
 * The fields the date calculator's forms share, as zod reads them from the URL: a date (or a
 * date and time) and a time zone. Each refusal says what to write instead.
 */

const DATE_EXAMPLE = "2026-11-28, or 2026-11-28T09:30 with a time";

/**
 * A date or a date and time, as date-math's `readDate` takes them. `label` names the field in a
 * refusal ("Start"), `asked` what to enter ("the start").
 */
export function dateField(label: string, asked: string) {
  const enter = `Enter ${asked}, such as ${DATE_EXAMPLE}`;
  return z
    .string({ error: enter })
    .min(1, { error: enter })
    .transform((text, context): DateInput => {
      const read = readDate(text);
      if (read) return read;
      const shaped = /^([+-]?\d{4,6})-\d{1,2}-\d{1,2}([T ]|$)/.exec(text);
      context.addIssue({
        code: "custom",
        message: !shaped
          ? `${label} ${quoted(text)} is not a date: write it as ${DATE_EXAMPLE}`
          : /^\d{4}$/.test(shaped[1]!)
            ? // 2026-02-30, 2026-13-01
              `${label} ${quoted(text)} is not a day of the calendar`
            : `${label} ${quoted(text)} is outside the years this calculator covers: -271821 to +275760, with a sign before a year of more than four digits`,
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
export const zoneField = z
  .string()
  .optional()
  .transform((text, context): ReadZone => {
    if (!text) return { zone: "UTC", label: "UTC" };
    const match = resolvePlace(text);
    if (!match) {
      context.addIssue({ code: "custom", message: notAZone("Time zone", text) });
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

/** A region whose holidays business days skip, by its code; none when empty. */
export const holidaysField = z
  .string()
  .optional()
  .transform((code, context): HolidayCalendar | null => {
    if (!code) return null;
    const calendar = holidayCalendar(code);
    if (calendar) return calendar;
    context.addIssue({
      code: "custom",
      message: `Holidays ${quoted(code)} are not a region the calculator knows: choose one from the list`,
    });
    return z.NEVER;
  });

/** The field a refusal is about: the first issue's path. */
export function issueField(error: z.ZodError): string | null {
  const field = error.issues[0]?.path[0];
  return typeof field === "string" ? field : null;
}
