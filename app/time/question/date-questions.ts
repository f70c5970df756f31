import { Temporal } from "temporal-polyfill";
import { addBusinessDays, addDuration, dateFacts, type DateInput } from "../date-math";
import type { CountUnit } from "../time-text";
import { quoted } from "../zone-names";
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
  const { words } = ask;
  const asked = (weekday ?? week)![1]?.replace(/^it(?: today)?$/i, "today") ?? "today";
  const read = readDay(asked, ask);
  if (typeof read === "string") return failure(read);
  if (!read) return failure(words.t("askNotADateSpan", { date: quoted(asked) }));
  const date = read.input.kind === "date" ? read.input.date : read.input.dateTime.toPlainDate();
  const facts = dateFacts(date);
  const answer = weekday
    ? words.t("askFactsWeekday", {
        date: words.dayMonthYear(date),
        weekday: words.weekday(date),
        week: facts.isoWeek,
        day: facts.dayOfYear,
      })
    : words.t("askFactsWeek", {
        date: words.longDate(date),
        week: facts.isoWeek,
        year: facts.isoWeekYear,
      });
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

/** How an answer counts each unit of an amount: "90 days", "1 business day". */
const COUNTED: Record<DateUnit, CountUnit> = {
  days: "day",
  weeks: "week",
  months: "month",
  years: "year",
  businessDays: "business day",
  hours: "hour",
  minutes: "minute",
};

const AMOUNT_FROM = new RegExp(`^${AMOUNT} ${UNIT} (from|after|before|since|prior to) (.+)$`, "i");
const AMOUNT_AGO = new RegExp(`^(?:in )?${AMOUNT} ${UNIT}( ago| later| from now| hence)?$`, "i");
const DATE_PLUS = new RegExp(`^(.+?) ?(\\+|-|plus|minus) ?${AMOUNT} ?${UNIT}$`, "i");

export function readAdd(ask: Asked): TimeQuestionResult | null {
  const { words } = ask;
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
  if (!read) return plus ? null : failure(words.t("askNotADateAdd", { date: quoted(startText) }));
  const amountRead = readAmount(amountText, unitText, words);
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
    return failure(words.t("askReachedOutOfRange"));
  }
  const facts = dateFacts(reached);
  return {
    kind: "date",
    answer: words.t(subtract ? "askAddBefore" : "askAddAfter", {
      amount: words.counted(amount, COUNTED[unit]),
      start: dateText(start, words),
      date: dateText(reached, words),
    }),
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
