import { z } from "zod";
import { firstIssue } from "~/utils/first-issue";
import type { TimeText } from "~/time/time-text";
import { isoWeekText } from "./date-text.server";
import { dateField, issueField, perLanguage } from "./field-schemas.server";
import type { SectionOutcome } from "./section-outcome";

/**
 * The "facts about a date" section: `?mode=facts&date=2026-12-25`: its weekday, ISO week, day of
 * the year, the days left in the year and whether the year is a leap year.
 */

const factsRequestSchema = perLanguage((words: TimeText) =>
  z.object({ date: dateField("Date", words) }),
);

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
  words: TimeText,
): SectionOutcome<FactsAnswer> {
  const { t } = words;
  const parsed = factsRequestSchema(words).safeParse(params);
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
        date: words.longDate(date),
        weekday: words.weekday(date),
        isoWeek: isoWeekText(date),
        isoWeekDays: t("dateWeekRange", {
          monday: words.longDate(monday),
          sunday: words.longDate(monday.add({ days: 6 })),
        }),
        dayOfYear: t("dateDayOfYearValue", { day: date.dayOfYear, days: date.daysInYear }),
        daysLeft: words.counted(date.daysInYear - date.dayOfYear, "day"),
        leapYear: t(date.inLeapYear ? "dateLeapYes" : "dateLeapNo", {
          year: words.year(date.year),
        }),
      },
    };
  } catch {
    // The week of the first or last day Temporal covers reaches past its range.
    return { ok: false, message: t("dateEdgeOfRange"), field: "date" };
  }
}
