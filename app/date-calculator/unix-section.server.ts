import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { firstIssue } from "~/utils/first-issue";
import { offsetLabel } from "~/time/zone-abbreviations";
import { readLocalTime, zoneAbbreviation } from "~/time/zone-time";
import { clockText, dateText, inputValue } from "./date-text.server";
import { dateField, issueField, zoneField, type ReadZone } from "./field-schemas.server";
import type { SectionOutcome } from "./section-outcome";

/**
 * The Unix time section, both ways: `?mode=unix&unix=1700000000` (a Unix time to the date and
 * time in UTC and in a zone) and `?mode=unix&date=2026-11-28T00:00&zone=Europe/Berlin` (a date
 * and time in a zone to its Unix time). Twelve digits or more are milliseconds, as the question
 * reader reads them (docs/decisions/074-time-zones.md).
 */

const unixField = z
  .string({ error: "Enter a Unix time: seconds since 1 January 1970 UTC, such as 1700000000" })
  .transform((text, context) => {
    if (text === "") {
      context.addIssue({
        code: "custom",
        message: "Enter a Unix time: seconds since 1 January 1970 UTC, such as 1700000000",
      });
      return z.NEVER;
    }
    const digits = text.replace(/\s/g, "");
    if (/^[+-]?\d{1,16}$/.test(digits)) {
      const milliseconds = digits.replace(/^[+-]/, "").length >= 12;
      const value = Number(digits);
      try {
        const instant = Temporal.Instant.fromEpochMilliseconds(milliseconds ? value : value * 1000);
        return { text: digits.replace(/^\+/, ""), milliseconds, instant };
      } catch {
        // Past the range below.
      }
    }
    context.addIssue({
      code: "custom",
      message: /^[+-]?\d+$/.test(digits)
        ? `Unix time ${digits.slice(0, 40)} is outside the range of dates this calculator covers`
        : `Unix time ${JSON.stringify(text.slice(0, 40))} is not a whole number of seconds, such as 1700000000`,
    });
    return z.NEVER;
  });

const UnixToDateRequestSchema = z.object({ unix: unixField, zone: zoneField });
const DateToUnixRequestSchema = z.object({
  date: dateField("Date and time", "a date and time"),
  zone: zoneField,
});

interface ZonedAnswer {
  zone: string;
  /** "Tuesday 14 November 2023, 23:13:20" */
  text: string;
  /** "2023-11-14T23:13:20+01:00" */
  iso: string;
  /** "UTC+01:00, CET" */
  offset: string;
}

export type UnixAnswer =
  | {
      kind: "toDate";
      /** the Unix time as typed, and whether it was read as milliseconds */
      unix: string;
      milliseconds: boolean;
      seconds: string;
      utc: string;
      utcIso: string;
      /** the same moment in the zone asked for; null for UTC */
      local: ZonedAnswer | null;
    }
  | {
      kind: "toUnix";
      /** "Saturday 28 November 2026, 00:00" */
      local: string;
      zone: string;
      seconds: string;
      milliseconds: string;
      utcIso: string;
      /** a local time the clocks skipped or showed twice, and how it was read */
      note: string | null;
    };

function zonedAnswer(instant: Temporal.Instant, zone: ReadZone): ZonedAnswer {
  const time = instant.toZonedDateTimeISO(zone.zone);
  const offset = offsetLabel(time.offset);
  const abbreviation = /^[+-]/.test(zone.zone)
    ? null
    : zoneAbbreviation(instant.epochMilliseconds, zone.zone);
  return {
    zone: zone.label,
    text: dateText(time.toPlainDateTime().round({ smallestUnit: "second", roundingMode: "floor" })),
    iso: time.toString({ smallestUnit: "second", timeZoneName: "never" }),
    offset: abbreviation && abbreviation !== offset ? `${offset}, ${abbreviation}` : offset,
  };
}

const OUT_OF_RANGE = "That moment is outside the range of dates this calculator covers";

const secondsOf = (instant: Temporal.Instant) =>
  String(Math.floor(instant.epochMilliseconds / 1000));

function unixToDate(params: Record<string, string | undefined>): SectionOutcome<UnixAnswer> {
  const parsed = UnixToDateRequestSchema.safeParse(params);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error), field: issueField(parsed.error) };
  }
  const { unix, zone } = parsed.data;
  try {
    const utc = zonedAnswer(unix.instant, { zone: "UTC", label: "UTC" });
    return {
      ok: true,
      answer: {
        kind: "toDate",
        unix: unix.text,
        milliseconds: unix.milliseconds,
        seconds: secondsOf(unix.instant),
        utc: utc.text,
        utcIso: unix.instant.toString({ smallestUnit: "second" }),
        local: zone.zone === "UTC" ? null : zonedAnswer(unix.instant, zone),
      },
    };
  } catch {
    // The first and last moments Temporal covers have no date in zones either side of UTC.
    return { ok: false, message: OUT_OF_RANGE, field: "unix" };
  }
}

function dateToUnix(params: Record<string, string | undefined>): SectionOutcome<UnixAnswer> {
  const parsed = DateToUnixRequestSchema.safeParse(params);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error), field: issueField(parsed.error) };
  }
  const { date, zone } = parsed.data;
  const local = date.kind === "date" ? date.date.toPlainDateTime() : date.dateTime;
  try {
    const reading = readLocalTime(zone.zone, local);
    const instant = Temporal.Instant.from(reading.instant);
    const [earlier, later] = reading.readings;
    const note =
      reading.status === "gap"
        ? `The clocks skipped ${clockText(local)} that night in ${zone.label}: it is read with the offset before the change (${offsetLabel(earlier!.offset)}), which the clocks showed as ${reading.local.slice(11, 16)}.`
        : reading.status === "overlap"
          ? `The clocks showed ${clockText(local)} twice that night in ${zone.label}: this is the earlier (${offsetLabel(earlier!.offset)}); the later (${offsetLabel(later!.offset)}) is Unix time ${secondsOf(Temporal.Instant.from(later!.instant))}.`
          : null;
    return {
      ok: true,
      answer: {
        kind: "toUnix",
        local: dateText(inputValue(date)),
        zone: zone.label,
        seconds: secondsOf(instant),
        milliseconds: String(instant.epochMilliseconds),
        utcIso: instant.toString({ smallestUnit: "second" }),
        note,
      },
    };
  } catch {
    return { ok: false, message: OUT_OF_RANGE, field: "date" };
  }
}

/** A Unix time when `unix=` is given, else a date and time to its Unix time. */
export function answerUnix(params: Record<string, string | undefined>): SectionOutcome<UnixAnswer> {
  return params.unix !== undefined ? unixToDate(params) : dateToUnix(params);
}
