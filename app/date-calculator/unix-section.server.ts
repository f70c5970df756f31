import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { firstIssue } from "~/utils/first-issue";
import { offsetLabel } from "~/time/zone-abbreviations";
import { readLocalTime, zoneAbbreviation } from "~/time/zone-time";
import type { TimeText } from "~/time/time-text";
import { clockText, dateText, inputValue } from "./date-text.server";
import {
  dateField,
  issueField,
  perLanguage,
  zoneField,
  type ReadZone,
} from "./field-schemas.server";
import type { SectionOutcome } from "./section-outcome";

/**
 * The Unix time section, both ways: `?mode=unix&unix=1700000000` (a Unix time to the date and
 * time in UTC and in a zone) and `?mode=unix&date=2026-11-28T00:00&zone=Europe/Berlin` (a date
 * and time in a zone to its Unix time). Twelve digits or more are milliseconds, as the question
 * reader reads them (docs/decisions/074-time-zones.md).
 */

const unixField = (t: TimeText["t"]) =>
  z.string({ error: t("dateEnterUnix") }).transform((text, context) => {
    if (text === "") {
      context.addIssue({ code: "custom", message: t("dateEnterUnix") });
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
        ? t("dateUnixOutOfRange", { value: digits.slice(0, 40) })
        : t("dateUnixNotWhole", { value: JSON.stringify(text.slice(0, 40)) }),
    });
    return z.NEVER;
  });

const unixToDateRequestSchema = perLanguage((words: TimeText) =>
  z.object({ unix: unixField(words.t), zone: zoneField(words) }),
);
const dateToUnixRequestSchema = perLanguage((words: TimeText) =>
  z.object({ date: dateField("DateTime", words), zone: zoneField(words) }),
);

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

function zonedAnswer(instant: Temporal.Instant, zone: ReadZone, words: TimeText): ZonedAnswer {
  const time = instant.toZonedDateTimeISO(zone.zone);
  const offset = offsetLabel(time.offset);
  const abbreviation = /^[+-]/.test(zone.zone)
    ? null
    : zoneAbbreviation(instant.epochMilliseconds, zone.zone);
  return {
    zone: zone.label,
    text: dateText(
      time.toPlainDateTime().round({ smallestUnit: "second", roundingMode: "floor" }),
      words,
    ),
    iso: time.toString({ smallestUnit: "second", timeZoneName: "never" }),
    offset: abbreviation && abbreviation !== offset ? `${offset}, ${abbreviation}` : offset,
  };
}

const secondsOf = (instant: Temporal.Instant) =>
  String(Math.floor(instant.epochMilliseconds / 1000));

function unixToDate(
  params: Record<string, string | undefined>,
  words: TimeText,
): SectionOutcome<UnixAnswer> {
  const parsed = unixToDateRequestSchema(words).safeParse(params);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error), field: issueField(parsed.error) };
  }
  const { unix, zone } = parsed.data;
  try {
    const utc = zonedAnswer(unix.instant, { zone: "UTC", label: "UTC" }, words);
    return {
      ok: true,
      answer: {
        kind: "toDate",
        unix: unix.text,
        milliseconds: unix.milliseconds,
        seconds: secondsOf(unix.instant),
        utc: utc.text,
        utcIso: unix.instant.toString({ smallestUnit: "second" }),
        local: zone.zone === "UTC" ? null : zonedAnswer(unix.instant, zone, words),
      },
    };
  } catch {
    // The first and last moments Temporal covers have no date in zones either side of UTC.
    return { ok: false, message: words.t("dateMomentOutOfRange"), field: "unix" };
  }
}

function dateToUnix(
  params: Record<string, string | undefined>,
  words: TimeText,
): SectionOutcome<UnixAnswer> {
  const { t } = words;
  const parsed = dateToUnixRequestSchema(words).safeParse(params);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error), field: issueField(parsed.error) };
  }
  const { date, zone } = parsed.data;
  const local = date.kind === "date" ? date.date.toPlainDateTime() : date.dateTime;
  try {
    const reading = readLocalTime(zone.zone, local);
    const instant = Temporal.Instant.from(reading.instant);
    const [earlier, later] = reading.readings;
    const asked = {
      clock: clockText(local),
      zone: zone.label,
      offset: offsetLabel(earlier!.offset),
    };
    const note =
      reading.status === "gap"
        ? t("dateUnixGap", { ...asked, shown: reading.local.slice(11, 16) })
        : reading.status === "overlap"
          ? t("dateUnixOverlap", {
              ...asked,
              laterOffset: offsetLabel(later!.offset),
              later: secondsOf(Temporal.Instant.from(later!.instant)),
            })
          : null;
    return {
      ok: true,
      answer: {
        kind: "toUnix",
        local: dateText(inputValue(date), words),
        zone: zone.label,
        seconds: secondsOf(instant),
        milliseconds: String(instant.epochMilliseconds),
        utcIso: instant.toString({ smallestUnit: "second" }),
        note,
      },
    };
  } catch {
    return { ok: false, message: t("dateMomentOutOfRange"), field: "date" };
  }
}

/** A Unix time when `unix=` is given, else a date and time to its Unix time. */
export function answerUnix(
  params: Record<string, string | undefined>,
  words: TimeText,
): SectionOutcome<UnixAnswer> {
  return params.unix !== undefined ? unixToDate(params, words) : dateToUnix(params, words);
}
