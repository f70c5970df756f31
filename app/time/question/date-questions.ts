import { Temporal } from "temporal-polyfill";
import { addBusinessDays, addDuration, dateFacts, type DateInput } from "../date-math";
import { quoted } from "../zone-names";
import { counted, longDate, MONTH_NAMES } from "../calendar-words";
import { dateText, isoText, pageHref } from "./answer-text";
import { AMOUNT, readAmount, UNIT } from "./read-amount";
import { day, readDay } from "./read-date";
import { failure, type Asked, type DateUnit, type TimeQuestionResult } from "./reader";

/**
 * Questions about one date: its weekday and week ("what day is 2026-12-25", "week number
 * 2026-11-28"), and the date an amount away ("90 days from today", "2 weeks before 2026-12-25").
 */

// ——— A date's weekday and week ———

const WEEKDAY_QUESTION =
  /^(?:what (?:day|weekday)(?: of the week)? (?:is|was|will be|falls on|is it on)|(?:the )?day of(?: the)? week(?: (?:of|for|on|is))?|weekday(?: of| for)?)(?: (.+))?$/i;
const WEEK_QUESTION =
  /^(?:what(?: iso)? week(?: number)? (?:is|was)|(?:the )?(?:iso )?week(?: number| no\.?| of the year)(?: (?:of|for|on|is))?)(?: (.+))?$/i;

export function readFacts(ask: Asked): TimeQuestionResult | null {
  const weekday = WEEKDAY_QUESTION.exec(ask.text);
  const week = weekday ? null : WEEK_QUESTION.exec(ask.text);
  if (!weekday && !week) return null;
  const asked = (weekday ?? week)![1]?.replace(/^it(?: today)?$/i, "today") ?? "today";
  const read = readDay(asked, ask);
  if (typeof read === "string") return failure(read);
  if (!read)
    return failure(
      `${quoted(asked)} is not a date: write it as 2026-12-25, 25 December 2026 or tomorrow`,
    );
  const date = read.input.kind === "date" ? read.input.date : read.input.dateTime.toPlainDate();
  const facts = dateFacts(date);
  const answer = weekday
    ? `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year} is a ${facts.weekday} (ISO week ${facts.isoWeek}, day ${facts.dayOfYear} of the year)`
    : `${longDate(date)} is in ISO week ${facts.isoWeek} of ${facts.isoWeekYear} (weeks start on Monday)`;
  return {
    kind: "facts",
    answer,
    href: pageHref("/date-calculator", [
      ["mode", "facts"],
      ["date", facts.date],
    ]),
    dependsOnNow: read.relative,
    ...facts,
  };
}

// ——— Adding to a date ———

const AMOUNT_FROM = new RegExp(`^${AMOUNT} ${UNIT} (from|after|before|since|prior to) (.+)$`, "i");
const AMOUNT_AGO = new RegExp(`^(?:in )?${AMOUNT} ${UNIT}( ago| later| from now| hence)?$`, "i");
const DATE_PLUS = new RegExp(`^(.+?) ?(\\+|-|plus|minus) ?${AMOUNT} ?${UNIT}$`, "i");

export function readAdd(ask: Asked): TimeQuestionResult | null {
  let amountText: string, unitText: string, startText: string, subtract: boolean;
  const from = AMOUNT_FROM.exec(ask.text);
  const ago = from ? null : AMOUNT_AGO.exec(ask.text);
  const plus = from || ago ? null : DATE_PLUS.exec(ask.text);
  if (from) {
    [amountText, unitText, startText] = [from[1]!, from[2]!, from[4]!];
    subtract = /^(?:before|prior to)$/i.test(from[3]!);
  } else if (ago) {
    // "3 days" alone is a duration to convert, not a date: "in 3 days" and "3 days ago" are.
    if (!ago[3] && !/^in /i.test(ask.text)) return null;
    [amountText, unitText, startText] = [ago[1]!, ago[2]!, "now"];
    subtract = ago[3]?.trim().toLowerCase() === "ago";
  } else if (plus) {
    [startText, amountText, unitText] = [plus[1]!, plus[3]!, plus[4]!];
    subtract = /^(?:-|minus)$/i.test(plus[2]!);
  } else {
    return null;
  }
  const read = readDay(startText, ask);
  if (typeof read === "string") return failure(read);
  // "3 days from Tuesday's meeting": not a date this reads, and not a question to guess at.
  if (!read)
    return plus
      ? null
      : failure(`${quoted(startText)} is not a date: write it as 2026-11-28, today or tomorrow`);
  const amountRead = readAmount(amountText, unitText);
  if (typeof amountRead === "string") return failure(amountRead);
  const { amount, unit } = amountRead;
  // "now" is a date and time only for hours and minutes: "3 weeks from now" is a date.
  const start: DateInput =
    read.input.kind === "dateTime" &&
    unit !== "hours" &&
    unit !== "minutes" &&
    startText.trim().toLowerCase().endsWith("now")
      ? day(read.input.dateTime.toPlainDate())
      : read.input;
  let reached: Temporal.PlainDate | Temporal.PlainDateTime;
  try {
    reached = addTo(start, subtract ? -amount : amount, unit, ask.zone);
  } catch {
    return failure("The date reached is outside the range of dates this site covers");
  }
  const shownUnit = unit === "businessDays" ? "business day" : unit.slice(0, -1);
  const facts = dateFacts(reached);
  return {
    kind: "date",
    answer: `${counted(amount, shownUnit)} ${subtract ? "before" : "after"} ${dateText(start)} is ${dateText(reached)}`,
    href: pageHref("/date-calculator", [
      ["mode", "add"],
      ["date", isoText(start)],
      ["amount", String(amount)],
      ["unit", unit],
      ["op", subtract ? "subtract" : "add"],
    ]),
    dependsOnNow: read.relative,
    start: isoText(start),
    amount,
    unit,
    operation: subtract ? "subtract" : "add",
    zone: ask.zone,
    ...facts,
  };
}

function addTo(start: DateInput, amount: number, unit: DateUnit, zone: string) {
  if (unit === "businessDays") {
    if (start.kind === "date") return addBusinessDays(start.date, amount);
    const moved = addBusinessDays(start.dateTime.toPlainDate(), amount);
    return moved.toPlainDateTime(start.dateTime.toPlainTime());
  }
  return addDuration(start, Temporal.Duration.from({ [unit]: amount }), zone);
}
