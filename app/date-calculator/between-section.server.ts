import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { between, dayOf, type DateInput } from "~/time/date-math";
import { firstIssue } from "~/utils/first-issue";
import type { HolidayNames } from "~/time/holiday-translations.server";
import type { TimeText } from "~/time/time-text";
import { dateText, durationText, inputValue } from "./date-text.server";
import { HolidayYearError } from "~/time/holidays";
import {
  dateField,
  holidaysField,
  issueField,
  perLanguage,
  zoneField,
} from "./field-schemas.server";
import { holidayNote, holidayYearsText } from "./holiday-notes.server";
import type { SectionOutcome } from "./section-outcome";

/**
 * The "between two dates" section: `?mode=between&start=2026-01-01&end=2026-12-25`, every unit
 * counted on its own by date-math.ts's `between`, with what is left over beside each.
 */

const betweenRequestSchema = perLanguage((words: TimeText) =>
  z.object({
    start: dateField("Start", words),
    end: dateField("End", words),
    zone: zoneField(words),
    holidays: holidaysField(words),
  }),
);

interface BetweenRow {
  unit: string;
  /** the whole units, digits grouped: "8,592" */
  count: string;
  /** what is left after them: "11 months and 24 days"; "" when nothing */
  remainder: string;
}

export interface BetweenAnswer {
  start: string;
  end: string;
  /** "358 days" */
  total: string;
  /** the same span in years, months and days (and hours…), when it says something more */
  calendar: string | null;
  backwards: boolean;
  rows: BetweenRow[];
  /** the zone dates and times were read in, when it matters */
  zone: string | null;
  /** what business days are here: Monday to Friday, and the holidays skipped (names marked) */
  businessDays: string;
}

function zoned(input: DateInput, zone: string): Temporal.ZonedDateTime {
  return input.kind === "date"
    ? input.date.toZonedDateTime({ timeZone: zone })
    : input.dateTime.toZonedDateTime(zone);
}

/** Two dates, the earlier first. */
const ordered = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) <= 0 ? ([a, b] as const) : ([b, a] as const);

/** What is left of `seconds` after whole `unitSeconds`: "15 minutes", "30 seconds". */
function secondsLeft(seconds: number, unitSeconds: number, words: TimeText): string {
  const left = Math.abs(seconds) % unitSeconds;
  return durationText(
    Temporal.Duration.from({ minutes: Math.floor(left / 60), seconds: left % 60 }),
    words,
    "",
  );
}

export function answerBetween(
  params: Record<string, string | undefined>,
  words: TimeText,
  names: HolidayNames,
): SectionOutcome<BetweenAnswer> {
  const { t } = words;
  const parsed = betweenRequestSchema(words).safeParse(params);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error), field: issueField(parsed.error) };
  }
  const { start, end, zone, holidays } = parsed.data;
  try {
    const totals = between(start, end, zone.zone, holidays);
    const from = zoned(start, zone.zone);
    const to = zoned(end, zone.zone);
    const left = (added: Temporal.DurationLike, largestUnit: "months" | "days" | "hours") =>
      durationText(from.add(added).until(to, { largestUnit }), words, "");
    const timed = start.kind === "dateTime" || end.kind === "dateTime";
    const calendar = durationText(from.until(to, { largestUnit: "years" }), words);
    const total =
      totals.days !== 0 || !timed
        ? words.counted(totals.days, "day")
        : durationText(from.until(to, { largestUnit: "hours" }), words);
    const row = (unit: string, count: number, remainder = "") => ({
      unit,
      count: words.integer(count),
      remainder,
    });
    return {
      ok: true,
      answer: {
        start: dateText(inputValue(start), words),
        end: dateText(inputValue(end), words),
        total,
        calendar: calendar === total ? null : calendar,
        backwards: totals.seconds < 0,
        rows: [
          row(t("dateRowYears"), totals.years, left({ years: totals.years }, "months")),
          row(t("dateRowMonths"), totals.months, left({ months: totals.months }, "days")),
          row(t("dateRowWeeks"), totals.weeks, left({ weeks: totals.weeks }, "days")),
          row(t("dateRowDays"), totals.days, left({ days: totals.days }, "hours")),
          row(t("dateRowBusinessDays"), totals.businessDays),
          row(t("dateRowHours"), totals.hours, secondsLeft(totals.seconds, 3600, words)),
          row(t("dateRowMinutes"), totals.minutes, secondsLeft(totals.seconds, 60, words)),
          row(t("dateRowSeconds"), totals.seconds),
        ],
        zone: timed || zone.zone !== "UTC" ? zone.label : null,
        businessDays: holidayNote(holidays, ...ordered(dayOf(start), dayOf(end)), words, names),
      },
    };
  } catch (error) {
    if (error instanceof HolidayYearError) {
      return { ok: false, message: holidayYearsText(error.calendar, words), field: "holidays" };
    }
    return { ok: false, message: t("dateBetweenOutOfRange"), field: "end" };
  }
}
