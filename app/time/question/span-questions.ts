import { between, type Between, type DateInput } from "../date-math";
import { quoted } from "../zone-names";
import { dateText, isoText, pageHref, spanText } from "./answer-text";
import { readDay, type ReadDay } from "./read-date";
import { failure, type Asked, type TimeQuestionResult } from "./reader";

/**
 * The time between two dates: "days between 2026-01-01 and 2026-12-25", "weeks until
 * 2026-12-25", "how long until March 1", "time since 2000-01-01".
 */

const SPAN_UNIT =
  "(business days|working days|weekdays|days|weeks|months|years|hours|minutes|seconds)";
const SPAN_LEAD = `(?:how (?:long|many ${SPAN_UNIT}(?: (?:are|is) (?:there|it|left))?)|(?:the )?(?:number of )?${SPAN_UNIT}(?: left)?|(?:the )?time(?: left)?|countdown)`;
const BETWEEN = new RegExp(
  `^(?:${SPAN_LEAD} )?(?:between|from) (.+?) (?:and|to|until|till) (.+)$`,
  "i",
);
const UNTIL = new RegExp(`^(?:${SPAN_LEAD} )?(?:until|till|til|'til|to) (.+)$`, "i");
const SINCE = new RegExp(
  `^(?:${SPAN_LEAD} )?(?:has it been |have passed |passed )?since (.+)$`,
  "i",
);

export function readSpan(ask: Asked): TimeQuestionResult | null {
  const between = BETWEEN.exec(ask.text);
  if (between) {
    const unit = between[1] ?? between[2];
    const start = readDay(between[3]!, ask, "thisYear");
    const end = readDay(between[4]!, ask, "thisYear");
    // "from A to B" is how conversions are asked too ("from 5 ft to cm"): without a lead such as
    // "days" or "between", only two dates make it a question about them.
    const lead = !/^from /i.test(ask.text);
    if (!lead && (!start || !end)) return null;
    return span(between[3]!, start, between[4]!, end, unit, "between", ask);
  }
  const until = UNTIL.exec(ask.text);
  if (until) {
    const unit = until[1] ?? until[2];
    const lead = unit !== undefined || /^(?:how long|(?:the )?time|countdown)/i.test(ask.text);
    // "days to hours" is a conversion: "to" leads to a date only when it reads as one.
    const toWord = /^(?:.* )?to /i.test(ask.text) && !/(?:until|till|til) /i.test(ask.text);
    if (!lead && toWord) return null;
    const end = readDay(until[3]!, ask, "next");
    if (toWord && !end) return null;
    return span(
      "now",
      readDay(exact(unit) ? "now" : "today", ask),
      until[3]!,
      end,
      unit,
      "until",
      ask,
    );
  }
  const since = SINCE.exec(ask.text);
  if (since) {
    const unit = since[1] ?? since[2];
    const start = readDay(since[3]!, ask, "last");
    return span(
      since[3]!,
      start,
      "now",
      readDay(exact(unit) ? "now" : "today", ask),
      unit,
      "since",
      ask,
    );
  }
  return null;
}

/** Hours, minutes and seconds are counted from now; other units from today. */
const exact = (unit: string | undefined) =>
  unit !== undefined && /^(?:hours|minutes|seconds)$/i.test(unit);

function span(
  startText: string,
  start: ReadDay | string | null,
  endText: string,
  end: ReadDay | string | null,
  unitText: string | undefined,
  form: "between" | "until" | "since",
  ask: Asked,
): TimeQuestionResult {
  const { words } = ask;
  for (const [read, typed] of [
    [start, startText],
    [end, endText],
  ] as const) {
    if (typeof read === "string") return failure(read);
    if (!read) return failure(words.t("askNotADateSpan", { date: quoted(typed) }));
  }
  const from = (start as ReadDay).input;
  const to = (end as ReadDay).input;
  let totals: Between;
  let parts: { years: number; months: number; days: number };
  try {
    totals = between(from, to, ask.zone);
    const days = (input: DateInput) =>
      input.kind === "date" ? input.date : input.dateTime.toPlainDate();
    const calendar = days(from).until(days(to), { largestUnit: "years" });
    parts = { years: calendar.years, months: calendar.months, days: calendar.days };
  } catch {
    return failure(words.t("askDatesOutOfRange"));
  }
  const unit = unitText?.toLowerCase().replace(/^(?:working days|weekdays)$/, "business days");
  const amount = spanText(totals, parts, unit, words);
  const past = totals.seconds < 0;
  const [startDate, endDate] = [dateText(from, words), dateText(to, words)];
  const answer =
    form === "until"
      ? words.t(past ? "askUntilPast" : "askUntil", { amount, date: endDate })
      : form === "since"
        ? words.t(past ? "askSincePast" : "askSince", { amount, date: startDate })
        : words.t("askBetween", { amount, start: startDate, end: endDate });
  return {
    kind: "duration",
    answer,
    href: pageHref("/date-calculator", [
      ["mode", "between"],
      ["start", isoText(from)],
      ["end", isoText(to)],
    ]),
    dependsOnNow: (start as ReadDay).relative || (end as ReadDay).relative,
    start: isoText(from),
    end: isoText(to),
    zone: ask.zone,
    parts,
    ...totals,
  };
}
