import { Temporal } from "temporal-polyfill";
import type { DateInput } from "../date-math";
import { quoted } from "../zone-names";
import { dateText, pageHref } from "./answer-text";
import { nowIn, readDay } from "./read-date";
import { failure, type Asked, type TimeQuestionResult } from "./reader";

/** Unix times: "1700000000 unix to date", "2026-11-28 to unix", "now to unix". */

const UNIX_WORD = "(?:unix|epoch|posix)(?: time)?(?: ?stamp)?|timestamp";
const TO_DATE = "(?:to|in|as) (?:a )?(?:date|date and time|utc|time|local time|readable date)";
const UNIX_FIRST = new RegExp(`^(?:${UNIX_WORD}) (-?\\d{1,16})(?: ${TO_DATE})?$`, "i");
// A number without the word is a Unix time only with nine digits or more ("1700000000 to date").
const NUMBER_FIRST = new RegExp(
  `^(?:(-?\\d{1,16}) (?:${UNIX_WORD})(?: ${TO_DATE})?|(-?\\d{9,16}) ${TO_DATE})$`,
  "i",
);
const DATE_TO_UNIX = new RegExp(`^(.+?) (?:to|in|as) (?:a )?(?:${UNIX_WORD})$`, "i");
const UNIX_NOW = new RegExp(
  `^(?:(?:the )?current (?:${UNIX_WORD})|(?:${UNIX_WORD})(?: now| right now)?)$`,
  "i",
);

export function readUnix(ask: Asked): TimeQuestionResult | null {
  if (UNIX_NOW.test(ask.text)) {
    return dateToUnix({ kind: "dateTime", dateTime: nowIn(ask.now, ask.zone) }, ask, true);
  }
  const number = UNIX_FIRST.exec(ask.text) ?? NUMBER_FIRST.exec(ask.text);
  if (number) return unixToDate(number[1] ?? number[2]!, ask);
  const toUnix = DATE_TO_UNIX.exec(ask.text);
  if (toUnix) {
    const read = readDay(toUnix[1]!, ask);
    if (typeof read === "string") return failure(read);
    if (!read) return failure(ask.words.t("askNotADateUnix", { date: quoted(toUnix[1]!) }));
    return dateToUnix(read.input, ask, read.relative);
  }
  return null;
}

function unixToDate(digits: string, ask: Asked): TimeQuestionResult {
  const { words } = ask;
  // Twelve digits or more are milliseconds: in seconds they would be past the year 5000.
  const milliseconds = digits.replace("-", "").length >= 12;
  const value = Number(digits);
  let instant: Temporal.Instant;
  let utc: Temporal.PlainDateTime;
  let local: Temporal.PlainDateTime;
  try {
    instant = Temporal.Instant.fromEpochMilliseconds(milliseconds ? value : value * 1000);
    // At the ends of Temporal's range a zone ahead of or behind UTC has no date.
    utc = instant.toZonedDateTimeISO("UTC").toPlainDateTime();
    local = instant.toZonedDateTimeISO(ask.zone).toPlainDateTime();
  } catch {
    return failure(words.t("askUnixOutOfRange", { unix: digits }));
  }
  const inUtc = words.t(milliseconds ? "askUnixMilliseconds" : "askUnix", {
    unix: digits,
    date: dateText(utc, words),
  });
  const unix = Math.floor(instant.epochMilliseconds / 1000);
  return {
    kind: "unix",
    answer:
      ask.zone === "UTC"
        ? inUtc
        : words.t("askUnixThere", {
            answer: inUtc,
            date: dateText(local, words),
            zone: ask.zone,
          }),
    href: pageHref("/date-calculator", [
      ["mode", "unix"],
      ["unix", String(unix)],
    ]),
    dependsOnNow: false,
    unix,
    instant: instant.toString({ smallestUnit: "second" }),
    local: local.toString({ smallestUnit: "second" }),
    zone: ask.zone,
  };
}

function dateToUnix(input: DateInput, ask: Asked, relative: boolean): TimeQuestionResult {
  const { words } = ask;
  let local: Temporal.PlainDateTime;
  let instant: Temporal.Instant;
  try {
    // The first day of Temporal's range has no midnight: a date there throws.
    local = input.kind === "date" ? input.date.toPlainDateTime() : input.dateTime;
    instant = local.toZonedDateTime(ask.zone).toInstant();
  } catch {
    return failure(words.t("askDateOutOfRange"));
  }
  const unix = Math.floor(instant.epochMilliseconds / 1000);
  return {
    kind: "unix",
    answer: words.t("askToUnix", {
      date: dateText(local, words),
      zone: ask.zone,
      unix: String(unix),
    }),
    href: pageHref("/date-calculator", [
      ["mode", "unix"],
      ["date", local.toString({ smallestUnit: "minute" })],
      ...(ask.zone === "UTC" ? [] : [["zone", ask.zone] as [string, string]]),
    ]),
    dependsOnNow: relative,
    unix,
    instant: instant.toString({ smallestUnit: "second" }),
    local: local.toString({ smallestUnit: "second" }),
    zone: ask.zone,
  };
}
