import { MAX_UNIT_WORDS, type Context, type Quantity } from "./fact-check-context";
import type { Token } from "./written-numbers";

/** The words of a stated conversion: its verbs and modifiers, operators, and unit phrases. */

interface PhraseInfo {
  words: readonly string[];
  approximate?: boolean;
}

/** Phrases written "a b|c d e", longest first where one starts another. */
function phrases(list: string, approximate = false): PhraseInfo[] {
  return list.split("|").map((phrase) => ({ words: phrase.split(" "), approximate }));
}

/** Verbs of equality. */
export const VERBS: readonly PhraseInfo[] = [
  ...phrases(
    "works out to|work out to|converts to|convert to|comes to|come to|translates to|" +
      "translate to|corresponds to|correspond to|equates to|amounts to|amount to|is|are|was|" +
      "were|equals|equal|makes|make|gives|give|yields|becomes|means|has|have|contains|contain|" +
      "=|→|->|=>|⇒",
  ),
  ...phrases("≈|≃|≅|~", true),
];

/** Between the verb and the stated figure: "is exactly", "is about", "is the same as". */
export const MODIFIERS: readonly PhraseInfo[] = [
  ...phrases(
    "exactly|precisely|equal to|equivalent to|the same as|defined as|by definition|therefore|" +
      "thus|then|also|always|just|=",
  ),
  ...phrases(
    "approximately equal to|roughly equal to|about the same as|roughly the same as|" +
      "more or less|close to|about|approximately|approx|roughly|around|nearly|almost|circa|ca|" +
      "some|~|≈|≃|≅",
    true,
  ),
];

/** Between a quantity and its verb: "1 mile, by definition, is", "100 °C, which is". */
export const FILLERS: readonly PhraseInfo[] = [
  ...phrases(
    "by definition|so|then|thus|therefore|hence|which|that|exactly|exact|precisely|always|" +
      "also|now|still",
  ),
  ...phrases("approximately|approx|roughly|about|around|nearly", true),
];

/** After the stated figure: "1.61 km approximately", "(approx.)", "or so". */
export const APPROXIMATE_AFTER: readonly PhraseInfo[] = phrases(
  "approximately|approx|roughly|or so",
  true,
);

/** Signs that make a number part of arithmetic rather than a quantity ("100 °C − 0 °C = …"). */
const OPERATORS = new Set(["+", "-", "−", "–", "×", "x", "*", "/", "÷", "·"]);
/** Operators that are more often dashes in prose ("Example – 1 ft = 0.3048 m"). */
const DASHES = new Set(["-", "–"]);
/** Tokens a unit phrase never runs into. */
const PHRASE_STOPS = new Set(["=", "≈", "≃", "≅", "~", "→", "->", "=>", "⇒", ...OPERATORS]);

/**
 * An operator at `index` that makes the quantity beside it arithmetic. A dash counts only
 * between a quantity and a number ("100 °C - 0 °C", "212 °F – 32"), not after a word.
 */
export function isOperatorAt(tokens: readonly Token[], index: number, context: Context): boolean {
  const token = tokens[index];
  if (!token || !OPERATORS.has(token.text)) return false;
  if (!DASHES.has(token.text)) return true;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  return Boolean(
    before && after?.number && (before.number || context.units(before.text).length > 0),
  );
}

export function matchPhrase(
  tokens: readonly Token[],
  at: number,
  phrases: readonly PhraseInfo[],
  limit = tokens.length,
): PhraseInfo | null {
  for (const phrase of phrases) {
    if (at + phrase.words.length > limit) continue;
    if (phrase.words.every((word, k) => tokens[at + k]?.lower === word)) return phrase;
  }
  return null;
}

/** One way to read one side of a statement. */
export interface Side {
  parts: Quantity[];
  approximate: boolean;
}

export interface UnitPhrase {
  text: string;
  display: string;
}

/**
 * The ends (exclusive) of the unit phrases starting at `start`, longest first. A phrase may end
 * in a qualifier in parentheses, numbers included: "ft (US survey)", "gallon (US)", "a (365 d)".
 */
export function phraseEnds(tokens: readonly Token[], start: number, limit: number): number[] {
  const ends: number[] = [];
  const last = Math.min(limit, start + MAX_UNIT_WORDS);
  for (let end = start; end < last; end++) {
    const token = tokens[end] as Token;
    if (token.openParen) {
      if (end === start) break;
      let close = end;
      while (close < last && !(tokens[close] as Token).closeParen) close++;
      const group = tokens.slice(end, close + 1);
      if (close < last && !group.some((t) => PHRASE_STOPS.has(t.text))) ends.push(close + 1);
      break;
    }
    if (token.number || PHRASE_STOPS.has(token.text)) break;
    ends.push(end + 1);
    if (token.breakAfter) break;
  }
  return ends.reverse();
}

/** A unit phrase the catalogue knows, or null: "US gallons", "gallon (US)", "°F". */
export function unitPhrase(words: readonly Token[], context: Context): UnitPhrase | null {
  if (words.length === 0) return null;
  // Parentheses are written back only around a group that opens inside the phrase.
  const groupStart = words.findIndex((w) => w.openParen);
  const display = words
    .map((w, i) => {
      const inGroup = groupStart >= 0 && i >= groupStart;
      return `${w.openParen ? "(" : ""}${w.text}${inGroup && w.closeParen ? ")" : ""}`;
    })
    .join(" ");
  const variants = [display];
  if (groupStart > 0) {
    // "gallon (US)" is also "US gallon"
    const qualifier = words.slice(groupStart).map((w) => w.text);
    const head = words.slice(0, groupStart).map((w) => w.text);
    variants.push([...qualifier, ...head].join(" "));
  }
  for (const text of variants) {
    if (context.units(text).length > 0) return { text, display };
  }
  return null;
}
