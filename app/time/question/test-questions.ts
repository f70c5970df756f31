import {
  answerTimeQuestion,
  type QuestionContext,
  type TimeQuestionResult,
} from "../time-question";

/**
 * For the tests of time questions: each asks through answerTimeQuestion, as the search box and
 * GET /api/time/ask do, so the order of the readers is tested too.
 */

// Saturday 28 November 2026, 20:30 UTC: 21:30 in Berlin, already Sunday in Tokyo.
export const NOW = Date.parse("2026-11-28T20:30:00Z");
const BERLIN: QuestionContext = { now: NOW, zone: "Europe/Berlin" };

export function ask(question: string, context: QuestionContext = BERLIN) {
  return answerTimeQuestion(question, context);
}

/** The answer to a question that has one (anything else fails the test, saying what came). */
export function answered(
  question: string,
  context: QuestionContext = BERLIN,
): Exclude<TimeQuestionResult, { kind: "none" | "error" }> {
  const result = ask(question, context);
  if (result.kind === "none" || result.kind === "error") {
    throw new Error(`${question}: ${JSON.stringify(result)}`);
  }
  return result;
}

export const lineOf = (question: string, context?: QuestionContext) =>
  answered(question, context).answer;
