import { MAX_QUESTION_LENGTH } from "./reader";

/**
 * Whether a text may be a time question, checked before any reader runs: most queries are not
 * ("5 ft to cm"). A module of its own, without Temporal or the place list, so the search page can
 * ask it before it imports the readers (docs/decisions/089-time-code-on-demand.md).
 */

/** Any of these, or the question is not about time. */
const TIME_HINT =
  /\d:\d\d|\d{4}-\d\d-\d\d|\d\s*(?:a\.?m|p\.?m)\b|\b(?:noon|midday|midnight|now|today|tonight|tomorrow|yesterday|time|unix|epoch|timestamp|until|till|til|since|between|ago|from|after|before|later|day|week)\b|\b(?:days|weeks|months|years)\s*$|[+-]\s*\d+\s*(?:days?|weeks?|months?|years?)\b/i;

/** False for a text that cannot be a time question; true for one the readers should read. */
export function mayBeTimeQuestion(question: string): boolean {
  return question.length <= MAX_QUESTION_LENGTH && TIME_HINT.test(question);
}
