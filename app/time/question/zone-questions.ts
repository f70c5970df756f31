import type { Temporal } from "temporal-polyfill";
import { placeProblem } from "../place-problems";
import { convertTime } from "../time-convert";
import type { TimeText } from "../time-text";
import { quoted, resolvePlace } from "../zone-names";
import { conversionAnswer, nowAnswer, pageHref } from "./answer-text";
import { CLOCK, readClock } from "./read-clock";
import { day, MONTH, readDay, type ReadDay } from "./read-date";
import {
  namesZone,
  placeList,
  splitPlaces,
  typedPlace,
  visitor,
  type NamedPlace,
} from "./read-places";
import { failure, type Asked, type TimeQuestionResult } from "./reader";

/** Times in other zones: "3pm PST to CET", "10:00 Tokyo in London", "now in Sydney". */

const DATE_AHEAD = new RegExp(
  `^(?:on )?(\\d{4}-\\d{1,2}-\\d{1,2}|today|tonight|tomorrow|yesterday|${MONTH}\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}(?:st|nd|rd|th)? ${MONTH}\\.?(?: \\d{4})?)(?= |$)`,
  "i",
);
const NOW_IN =
  /^(?:(?:the )?(?:current |local )?time(?: is it)?(?: now| right now)?|now|right now|what time is it)(?: (?:in|at))? (.+?)(?: now| right now)?$/i;

export function readZoneQuestion(ask: Asked): TimeQuestionResult | null {
  const nowIn = NOW_IN.exec(ask.text);
  if (nowIn) {
    const targets = placeList(nowIn[1]!);
    return convertQuestion(ask, null, null, visitor(ask.zone, ask.words.language), targets, "now");
  }
  const found = CLOCK.exec(ask.text);
  if (!found) return null;
  const before = ask.text
    .slice(0, found.index)
    .trim()
    .replace(/ (?:at|on)$|^(?:at|on)$/i, "")
    .trim();
  let after = ask.text.slice(found.index + found[0].length).trim();
  let dateTyped = before;
  const ahead = DATE_AHEAD.exec(after);
  if (ahead) {
    if (dateTyped) return null;
    dateTyped = ahead[1]!;
    after = after.slice(ahead[0].length).trim();
  }
  // "3pm PST to CET", "10:00 Tokyo in London", "3pm to Tokyo" (from here), "3pm in Tokyo"
  // and "3pm PST" (to here).
  let [fromText, targetText] = splitPlaces(after.replace(/^at /i, ""));
  if (!fromText && /^in /i.test(after)) {
    // "3pm in Tokyo" is 3 pm there, shown here; "3pm in Tokyo to London" is from Tokyo.
    [fromText, targetText] = splitPlaces(targetText);
  }
  fromText = fromText.replace(/ time$/i, "").trim();
  const targets = placeList(targetText);
  if (!fromText && targets.length === 0) return null;
  const time = readClock(found, ask.words);
  let date: ReadDay | string | null = dateTyped ? readDay(dateTyped, ask, "thisYear") : null;
  if (dateTyped && !date) return null;
  if (typeof date === "string") return failure(date);
  if (typeof time === "string") {
    return [fromText, ...targets].some((text) => text && namesZone(text)) ? failure(time) : null;
  }
  date ??= { input: day(ask.today), relative: true };
  const onDay = date.input.kind === "date" ? date.input.date : date.input.dateTime.toPlainDate();
  const at = onDay.toPlainDateTime(time);
  const from = fromText
    ? typedPlace(fromText, ask.words.language)
    : visitor(ask.zone, ask.words.language);
  return convertQuestion(ask, at, date.relative, from, targets.length ? targets : [ask.zone], "at");
}

function convertQuestion(
  ask: Asked,
  at: Temporal.PlainDateTime | null,
  relative: boolean | null,
  from: NamedPlace,
  targetTexts: string[],
  form: "now" | "at",
): TimeQuestionResult | null {
  if (targetTexts.length === 0) return null;
  const typed = [...(from.text === ask.zone ? [] : [from.text]), ...targetTexts];
  const unknown = typed.filter((text) => !resolvePlace(text));
  // A time and nothing that names a zone ("5:30 pace to km/h") is a question for the
  // calculator; "time in Gotham" is a zone question with a place this does not know.
  if (unknown.length > 0 && form === "at" && !typed.some(namesZone)) return null;
  if (unknown.length > 0) return failure(placeProblem(unknown[0]!, ask.words));
  const atText = at?.toString({ smallestUnit: at.second ? "second" : "minute" });
  const outcome = convertTime(
    { ...(atText ? { at: atText } : {}), from: from.text, to: targetTexts.join(",") },
    ask.now,
  );
  if (!outcome.ok) return failure(convertProblem(outcome.error, atText, ask.words));
  const body = outcome.body;
  const targets = targetTexts.map((text) => typedPlace(text, ask.words.language));
  const answer =
    form === "now"
      ? nowAnswer(body, targets, ask.words)
      : conversionAnswer(body, from, targets, at!, ask.words);
  return {
    kind: "time",
    answer,
    href: pageHref("/time-zone-converter", [
      ...(at ? [["at", at.toString({ smallestUnit: "minute" })] as [string, string]] : []),
      ["from", from.text],
      ...targetTexts.map((text) => ["to", text] as [string, string]),
    ]),
    dependsOnNow: outcome.dependsOnNow || relative === true,
    ...body,
  };
}

/**
 * Why convertTime refused, in the asker's words: its refusals are the API's, in English, and
 * with every place known the ones left are these (the English messages are the same words).
 */
function convertProblem(error: string, at: string | undefined, words: TimeText): string {
  const tooMany = /^to names (\d+) places: at most (\d+)$/.exec(error);
  if (tooMany) return words.t("convertTooMany", { count: tooMany[1]!, max: tooMany[2]! });
  if (at && error.startsWith("at ")) return words.t("convertBadAt", { at: quoted(at) });
  if (/outside the range/.test(error)) return words.t("convertOutOfRange");
  return error;
}
