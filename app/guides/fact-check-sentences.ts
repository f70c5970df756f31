import type { Context, FactCheckResult } from "./fact-check-context";
import { matchPhrase, VERBS } from "./fact-check-phrases";
import { readAfter, readBefore } from "./fact-check-sides";
import { judge, record, type Judgement } from "./figure-judgement";
import { ONE_BEFORE_VERB, tokenize, type Token } from "./written-numbers";

/** Statements in a sentence: a quantity, a verb of equality, a stated figure (fact-check.ts). */

interface Verb {
  /** first token of the verb; the quantity before it ends here */
  start: number;
  /** first token after the verb (equal to start for a parenthesis, which takes no token) */
  end: number;
  approximate: boolean;
  /** "12 inches in a foot": the figure stated comes before the verb */
  reversed: boolean;
  /** "10 km (6.2 mi)": the stated quantity must close the parenthesis */
  parenthetical: boolean;
}

/**
 * The verb at token i, if any. `thereAt` is where "there are" starts (-1 without one): after it,
 * "in" joins two quantities ("there are 2.54 cm in 1 in").
 */
function verbAt(tokens: readonly Token[], i: number, thereAt: number): Verb | null {
  const token = tokens[i];
  if (!token || i === 0) return null;
  if (token.openParen && !(tokens[i - 1] as Token).breakAfter) {
    return { start: i, end: i, approximate: true, reversed: false, parenthetical: true };
  }
  const verb = matchPhrase(tokens, i, VERBS);
  if (verb) {
    return {
      start: i,
      end: i + verb.words.length,
      approximate: verb.approximate === true,
      reversed: false,
      parenthetical: false,
    };
  }
  if (token.lower === "in") {
    const next = tokens[i + 1];
    if ((next && ONE_BEFORE_VERB.has(next.lower)) || (thereAt >= 0 && thereAt < i)) {
      return { start: i, end: i + 1, approximate: false, reversed: true, parenthetical: false };
    }
  }
  return null;
}

/**
 * Words that say a sentence is about temperature differences ("a step of 1 °C equals 1 kelvin"):
 * a statement wrong as temperatures is then also tried as differences.
 */
const DIFFERENCE_CUE =
  /\b(?:steps?|differences?|changes?|rises?|drops?|increases?|decreases?|intervals?|delta)\b|Δ/i;

export function checkSentence(sentence: string, context: Context, result: FactCheckResult): void {
  const tokens = tokenize(sentence);
  const differences = DIFFERENCE_CUE.test(sentence);
  const thereAt = tokens.findIndex(
    (t, k) =>
      t.lower === "there's" ||
      (t.lower === "there" && ["are", "is", "'re"].includes(tokens[k + 1]?.lower ?? "")),
  );
  let i = 1;
  while (i < tokens.length) {
    const verb = verbAt(tokens, i, thereAt);
    const found = verb ? checkStatement(tokens, verb, context, differences) : null;
    if (found) {
      record(found.judgement, sentence.replace(/\s*\n\s*/g, " "), result);
      i = Math.max(i + 1, found.next);
    } else {
      i++;
    }
  }
}

function checkStatement(
  tokens: readonly Token[],
  verb: Verb,
  context: Context,
  differences: boolean,
): { judgement: Judgement; next: number } | null {
  const before = readBefore(tokens, verb.start, context);
  if (!before) return null;
  for (const left of before.sides) {
    const after = readAfter(tokens, verb.end, context, left.target, verb.parenthetical);
    if (!after) continue;
    for (const right of after.sides) {
      const approximate =
        verb.approximate || left.approximate || after.approximate || right.approximate;
      let given = left.parts;
      let stated = right.parts;
      if (verb.reversed) [given, stated] = [stated, given];
      // "100 cm is a meter": the figure to judge is the one written in digits.
      if (stated.length === 1 && stated[0]?.number.word && given.every((q) => !q.number.word)) {
        [given, stated] = [stated, given];
      }
      const judgement = judge(given, stated, context, { approximate, differences });
      if (judgement) return { judgement, next: after.start };
    }
  }
  return null;
}
