import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { addBusinessDays, addDuration, type DateInput } from "~/time/date-math";
import { firstIssue } from "~/utils/first-issue";
import { formatInteger } from "~/utils/group-thousands";
import { ADD_UNITS, type AddUnit } from "./calculator-view";
import { dateText, inputValue, isoText, isoWeekText } from "./date-text.server";
import { counted, MONTH_NAMES, yearText } from "~/time/calendar-words";
import { HolidayYearError, type HolidayCalendar } from "~/time/holidays";
import { dateField, holidaysField, issueField, zoneField } from "./field-schemas.server";
import { holidayNote } from "./holiday-notes.server";
import type { SectionOutcome } from "./section-outcome";

/**
 * The "add or subtract" section: `?mode=add&date=2026-11-28&amount=90&unit=days&op=add`, worked
 * out by date-math.ts (months end at the month's last day, business days are Monday to Friday,
 * less a region's public holidays when `holidays=` names one).
 */

/** The most of any unit: past it, only years could stay inside Temporal's range anyway. */
const MAX_AMOUNT = 1_000_000;

const UNIT_VALUES = ADD_UNITS.map((unit) => unit.value) as [AddUnit, ...AddUnit[]];
const UNIT_LIST = ADD_UNITS.map((unit) => unit.label).join(", ");

const amountField = z
  .string({ error: "Enter an amount: a whole number such as 90" })
  .transform((text, context) => {
    const digits = text.replace(/(?<=\d)[, _](?=\d{3})/g, "");
    if (/^\d{1,16}$/.test(digits) && Number(digits) <= MAX_AMOUNT) return Number(digits);
    context.addIssue({
      code: "custom",
      message:
        text === ""
          ? "Enter an amount: a whole number such as 90"
          : /^-?\d+$/.test(digits)
            ? `The amount goes from 0 to ${formatInteger(MAX_AMOUNT)} (choose "subtract" to go back)`
            : `Amount ${JSON.stringify(text.slice(0, 40))} is not a whole number: write it as 90`,
    });
    return z.NEVER;
  });

const AddRequestSchema = z.object({
  date: dateField("Date", "a date"),
  op: z
    .enum(["add", "subtract"], { error: 'Choose "add" or "subtract"' })
    .optional()
    .default("add"),
  amount: amountField,
  unit: z.preprocess(
    (unit) => (unit === "businessDays" ? "business-days" : unit),
    z.enum(UNIT_VALUES, {
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? `Choose a unit: ${UNIT_LIST}`
          : `Unit ${JSON.stringify(String(issue.input).slice(0, 40))} is not one the calculator adds: choose ${UNIT_LIST}`,
    }),
  ),
  zone: zoneField,
  holidays: holidaysField,
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
  /** a calendar rule the answer went through: a month's end, business days */
  notes: string[];
}

type AddRequest = z.output<typeof AddRequestSchema>;

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
) {
  const start = inputValue(request.date);
  const found: string[] = [];
  if ((request.unit === "months" || request.unit === "years") && start.day > reached.day) {
    found.push(
      `${MONTH_NAMES[reached.month - 1]} ${yearText(reached.year)} has no day ${start.day}: the answer is the month's last day.`,
    );
  }
  if (request.unit === "business-days") {
    // The days passed over: after the start up to the day reached, or back from it.
    const [from, to] =
      signed >= 0 ? [start.add({ days: 1 }), reached.add({ days: 1 })] : [reached, start];
    found.push(holidayNote(request.holidays, toDate(from), toDate(to)));
  } else if (request.holidays) {
    found.push(
      `Holidays change only business days: ${counted(request.amount, ADD_UNITS.find((unit) => unit.value === request.unit)!.label.replace(/s$/, ""))} are counted as they come.`,
    );
  }
  return found;
}

export function answerAdd(params: Record<string, string | undefined>): SectionOutcome<AddAnswer> {
  const parsed = AddRequestSchema.safeParse(params);
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
      return { ok: false, message: error.message, field: "holidays" };
    }
    return {
      ok: false,
      message: "The date reached is outside the range this calculator covers",
      field: "amount",
    };
  }
  const unitLabel = ADD_UNITS.find((unit) => unit.value === request.unit)!.label;
  const timed =
    request.date.kind === "dateTime" || request.unit === "hours" || request.unit === "minutes";
  return {
    ok: true,
    answer: {
      start: dateText(inputValue(request.date)),
      operation: request.op === "subtract" ? "minus" : "plus",
      amount: counted(request.amount, unitLabel.replace(/s$/, "")),
      reached: dateText(reached),
      iso: isoText(reached),
      isoWeek: isoWeekText(reached),
      dayOfYear: reached.dayOfYear,
      zone: timed ? request.zone.label : null,
      notes: notes(request, signed, reached),
    },
  };
}
