import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { addBusinessDays, addDuration, type DateInput } from "~/time/date-math";
import { firstIssue } from "~/utils/first-issue";
import { formatInteger } from "~/utils/group-thousands";
import type { HolidayNames } from "~/time/holiday-translations.server";
import type { CountUnit, TimeText } from "~/time/time-text";
import { ADD_UNITS, type AddUnit } from "./calculator-view";
import { dateText, inputValue, isoText, isoWeekText } from "./date-text.server";
import { HolidayYearError, type HolidayCalendar } from "~/time/holidays";
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
 * The "add or subtract" section: `?mode=add&date=2026-11-28&amount=90&unit=days&op=add`, worked
 * out by date-math.ts (months end at the month's last day, business days are Monday to Friday,
 * less a region's public holidays when `holidays=` names one).
 */

/** The most of any unit: past it, only years could stay inside Temporal's range anyway. */
const MAX_AMOUNT = 1_000_000;

const UNIT_VALUES = ADD_UNITS.map((unit) => unit.value) as [AddUnit, ...AddUnit[]];

/** What each unit counts, for "90 days". */
const COUNTS: Record<AddUnit, CountUnit> = {
  years: "year",
  months: "month",
  weeks: "week",
  days: "day",
  "business-days": "business day",
  hours: "hour",
  minutes: "minute",
};

/** "years, months, weeks, days, business days, hours, minutes", in the page's language. */
const unitList = (words: TimeText) => ADD_UNITS.map((unit) => words.t(unit.label)).join(", ");

const addRequestSchema = perLanguage((words: TimeText) => {
  const { t } = words;
  const units = unitList(words);
  const amountField = z.string({ error: t("dateEnterAmount") }).transform((text, context) => {
    const digits = text.replace(/(?<=\d)[, _](?=\d{3})/g, "");
    if (/^\d{1,16}$/.test(digits) && Number(digits) <= MAX_AMOUNT) return Number(digits);
    context.addIssue({
      code: "custom",
      message:
        text === ""
          ? t("dateEnterAmount")
          : /^-?\d+$/.test(digits)
            ? t("dateAmountRange", { max: formatInteger(MAX_AMOUNT) })
            : t("dateAmountNotWhole", { value: JSON.stringify(text.slice(0, 40)) }),
    });
    return z.NEVER;
  });
  return z.object({
    date: dateField("Date", words),
    op: z
      .enum(["add", "subtract"], { error: t("dateChooseOp") })
      .optional()
      .default("add"),
    amount: amountField,
    unit: z.preprocess(
      (unit) => (unit === "businessDays" ? "business-days" : unit),
      z.enum(UNIT_VALUES, {
        error: (issue) =>
          issue.input === undefined || issue.input === ""
            ? t("dateChooseUnit", { units })
            : t("dateUnknownUnit", {
                value: JSON.stringify(String(issue.input).slice(0, 40)),
                units,
              }),
      }),
    ),
    zone: zoneField(words),
    holidays: holidaysField(words),
  });
});

export interface AddAnswer {
  /** "Saturday 28 November 2026" */
  start: string;
  operation: "plus" | "minus";
  /** "90 days" */
  amount: string;
  /** "Friday 26 February 2027" */
  reached: string;
  /** "2027-02-26" */
  iso: string;
  isoWeek: string;
  dayOfYear: number;
  /** the zone a date and time was read in, when one is involved */
  zone: string | null;
  /**
   * a calendar rule the answer went through: a month's end, business days (with holiday names in
   * another language than the page's marked, holiday-notes.server.ts)
   */
  notes: string[];
}

type AddRequest = z.output<ReturnType<typeof addRequestSchema>>;

const toDate = (value: Temporal.PlainDate | Temporal.PlainDateTime) =>
  value instanceof Temporal.PlainDateTime ? value.toPlainDate() : value;

function reach(
  date: DateInput,
  amount: number,
  unit: AddUnit,
  zone: string,
  holidays: HolidayCalendar | null,
): Temporal.PlainDate | Temporal.PlainDateTime {
  if (unit === "business-days") {
    if (date.kind === "date") return addBusinessDays(date.date, amount, holidays);
    const moved = addBusinessDays(date.dateTime.toPlainDate(), amount, holidays);
    return moved.toPlainDateTime(date.dateTime.toPlainTime());
  }
  return addDuration(date, Temporal.Duration.from({ [unit]: amount }), zone);
}

function notes(
  request: AddRequest,
  signed: number,
  reached: Temporal.PlainDate | Temporal.PlainDateTime,
  words: TimeText,
  names: HolidayNames,
) {
  const start = inputValue(request.date);
  const found: string[] = [];
  if ((request.unit === "months" || request.unit === "years") && start.day > reached.day) {
    found.push(words.t("dateMonthEnd", { month: words.monthYear(reached), day: start.day }));
  }
  if (request.unit === "business-days") {
    // The days passed over: after the start up to the day reached, or back from it.
    const [from, to] =
      signed >= 0 ? [start.add({ days: 1 }), reached.add({ days: 1 })] : [reached, start];
    found.push(holidayNote(request.holidays, toDate(from), toDate(to), words, names));
  } else if (request.holidays) {
    found.push(
      words.t("dateHolidaysOnlyBusiness", {
        amount: words.counted(request.amount, COUNTS[request.unit]),
      }),
    );
  }
  return found;
}

export function answerAdd(
  params: Record<string, string | undefined>,
  words: TimeText,
  names: HolidayNames,
): SectionOutcome<AddAnswer> {
  const parsed = addRequestSchema(words).safeParse(params);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error), field: issueField(parsed.error) };
  }
  const request = parsed.data;
  const signed = request.op === "subtract" ? -request.amount : request.amount;
  let reached: Temporal.PlainDate | Temporal.PlainDateTime;
  try {
    reached = reach(request.date, signed, request.unit, request.zone.zone, request.holidays);
  } catch (error) {
    if (error instanceof HolidayYearError) {
      return { ok: false, message: holidayYearsText(error.calendar, words), field: "holidays" };
    }
    return { ok: false, message: words.t("dateReachedOutOfRange"), field: "amount" };
  }
  const timed =
    request.date.kind === "dateTime" || request.unit === "hours" || request.unit === "minutes";
  return {
    ok: true,
    answer: {
      start: dateText(inputValue(request.date), words),
      operation: request.op === "subtract" ? "minus" : "plus",
      amount: words.counted(request.amount, COUNTS[request.unit]),
      reached: dateText(reached, words),
      iso: isoText(reached),
      isoWeek: isoWeekText(reached),
      dayOfYear: reached.dayOfYear,
      zone: timed ? request.zone.label : null,
      notes: notes(request, signed, reached, words, names),
    },
  };
}
