import { z } from "zod";
import { firstIssue } from "~/utils/first-issue";
import { counted, longDate, yearText } from "~/time/calendar-words";
import { isoWeekText } from "./date-text.server";
import { dateField, issueField } from "./field-schemas.server";
import type { SectionOutcome } from "./section-outcome";

/**
 * The "facts about a date" section: `?mode=facts&date=2026-12-25`: its weekday, ISO week, day of
 * the year, the days left in the year and whether the year is a leap year.
 */

const FactsRequestSchema = z.object({ date: dateField("Date", "a date") });

export interface FactsAnswer {
  /** "Friday 25 December 2026" */
  date: string;
  weekday: string;
  /** "2026-W52" */
  isoWeek: string;
  /** "Monday 21 December 2026 to Sunday 27 December 2026" */
  isoWeekDays: string;
  /** "359 of 365" */
  dayOfYear: string;
  /** "6 days" */
  daysLeft: string;
  /** "No: 2026 has 365 days" */
  leapYear: string;
}

export function answerFacts(
  params: Record<string, string | undefined>,
): SectionOutcome<FactsAnswer> {
  const parsed = FactsRequestSchema.safeParse(params);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error), field: issueField(parsed.error) };
  }
  const read = parsed.data.date;
  const date = read.kind === "date" ? read.date : read.dateTime.toPlainDate();
  try {
    const monday = date.subtract({ days: date.dayOfWeek - 1 });
    return {
      ok: true,
      answer: {
        date: longDate(date),
        weekday: longDate(date).split(" ")[0]!,
        isoWeek: isoWeekText(date),
        isoWeekDays: `${longDate(monday)} to ${longDate(monday.add({ days: 6 }))}`,
        dayOfYear: `${date.dayOfYear} of ${date.daysInYear}`,
        daysLeft: counted(date.daysInYear - date.dayOfYear, "day"),
        leapYear: date.inLeapYear
          ? `Yes: ${yearText(date.year)} has 366 days, with 29 February`
          : `No: ${yearText(date.year)} has 365 days`,
      },
    };
  } catch {
    // The week of the first or last day Temporal covers reaches past its range.
    return {
      ok: false,
      message: "That date is at the edge of the range this calculator covers",
      field: "date",
    };
  }
}
