import { readAdd, readFacts } from "./question/date-questions";
import { todayIn } from "./question/read-date";
import {
  MAX_QUESTION_LENGTH,
  type Asked,
  type QuestionContext,
  type Reader,
  type TimeQuestionResult,
} from "./question/reader";
import { readSpan } from "./question/span-questions";
import { readUnix } from "./question/unix-questions";
import { readZoneQuestion } from "./question/zone-questions";
import { englishTimeText } from "./time-text";
import { canonicalZone } from "./zone-time";

/**
 * Time questions in words ("3pm PST to CET", "90 days from today", "weeks until 2026-12-25",
 * "1700000000 unix to date", "what day is 2026-12-25"), answered by the zone and date arithmetic
 * of this folder (docs/decisions/074-time-zones.md): a line to show, the data, whether the answer
 * depends on now, and the page that shows it in full. Today, now, tomorrow and a time without a
 * date are read in the visitor's zone. Questions are read in English; answers and refusals are
 * written in the asker's language (`context.words`, English by default). Anything else is
 * `{ kind: "none" }`, found cheaply: the search box asks about every query with a digit in it
 * ("5 ft to cm").
 *
 * This module is the feature's one entry: it hands the question to the readers of question/,
 * each of which knows one kind, and names what the rest of the app uses.
 */

export type { QuestionContext, TimeQuestionResult } from "./question/reader";
export { timeAskParamsSchema, timeAskResponseSchema } from "./question/ask-schemas";

/** Any of these, or the question is not about time: checked first, as most queries are not. */
const TIME_HINT =
  /\d:\d\d|\d{4}-\d\d-\d\d|\d\s*(?:a\.?m|p\.?m)\b|\b(?:noon|midday|midnight|now|today|tonight|tomorrow|yesterday|time|unix|epoch|timestamp|until|till|til|since|between|ago|from|after|before|later|day|week)\b|\b(?:days|weeks|months|years)\s*$|[+-]\s*\d+\s*(?:days?|weeks?|months?|years?)\b/i;

/** In this order: "now in unix" is not a zone question, "days until" not a date plus days. */
const READERS: readonly Reader[] = [readUnix, readFacts, readSpan, readAdd, readZoneQuestion];

const NONE: TimeQuestionResult = { kind: "none" };

/** Reads a question and answers it; `{ kind: "none" }` when it is not about time. */
export function answerTimeQuestion(question: string, context: QuestionContext): TimeQuestionResult {
  if (question.length > MAX_QUESTION_LENGTH || !TIME_HINT.test(question)) return NONE;
  const text = question
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[?!.]+$/, "")
    .replace(/^(?:what(?:'s| is)|whats|when is|calculate|convert)\s+/i, "")
    .trim();
  const zone = canonicalZone(context.zone) ?? "UTC";
  const ask: Asked = {
    text,
    now: context.now,
    zone,
    today: todayIn(context.now, zone),
    words: context.words ?? englishTimeText,
  };
  for (const reader of READERS) {
    const result = reader(ask);
    if (result) return result;
  }
  return NONE;
}
