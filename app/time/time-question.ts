import { readAdd, readFacts } from "./question/date-questions";
import { todayIn } from "./question/read-date";
import type { Asked, QuestionContext, Reader, TimeQuestionResult } from "./question/reader";
import { readSpan } from "./question/span-questions";
import { mayBeTimeQuestion } from "./question/time-hint";
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
 * each of which knows one kind, and names what the rest of the app uses. It and the readers are
 * imported at the first question asked, not with the server build: they need Temporal and the
 * place list (docs/decisions/089-time-code-on-demand.md). What loads with every isolate is
 * imported from question/ directly: the API's schemas (ask-schemas.ts) and the check for a text
 * that cannot be a time question (time-hint.ts).
 */

export type { QuestionContext, TimeQuestionResult } from "./question/reader";

/** In this order: "now in unix" is not a zone question, "days until" not a date plus days. */
const READERS: readonly Reader[] = [readUnix, readFacts, readSpan, readAdd, readZoneQuestion];

const NONE: TimeQuestionResult = { kind: "none" };

/** Reads a question and answers it; `{ kind: "none" }` when it is not about time. */
export function answerTimeQuestion(question: string, context: QuestionContext): TimeQuestionResult {
  // Checked first, as most queries are not about time.
  if (!mayBeTimeQuestion(question)) return NONE;
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
