import {
  MAX_FILLER_WORDS,
  MAX_UNIT_WORDS,
  type Context,
  type Quantity,
} from "./fact-check-context";
import {
  APPROXIMATE_AFTER,
  FILLERS,
  isOperatorAt,
  matchPhrase,
  MODIFIERS,
  phraseEnds,
  type Side,
  unitPhrase,
  type UnitPhrase,
} from "./fact-check-phrases";
import {
  FRACTION_WORDS,
  ONE_AFTER_VERB,
  ONE_BEFORE_VERB,
  wordNumber,
  type Token,
} from "./written-numbers";

/** The two sides of a statement: the quantity before its verb and the figure after it. */

interface BeforeSide extends Side {
  /** "5 ft in meters is 1.524": the unit the figure after the verb is in */
  target: UnitPhrase | null;
}

/**
 * The quantity just before the verb: the nearest number, its unit phrase (longest first), then
 * only fillers ("so", "by definition") up to the verb. A compound ("5 ft 3 in") is read whole.
 */
export function readBefore(
  tokens: readonly Token[],
  verbStart: number,
  context: Context,
): { sides: BeforeSide[] } | null {
  const farthest = Math.max(0, verbStart - MAX_UNIT_WORDS - MAX_FILLER_WORDS - 1);
  for (let k = verbStart - 1; k >= farthest; k--) {
    const token = tokens[k] as Token;
    const isWord = token.number === null && ONE_BEFORE_VERB.has(token.lower);
    if (token.number === null && !isWord) continue;
    const sides = readGivenAt(tokens, k, verbStart, context);
    if (sides.length > 0) return { sides };
    if (!isWord) return null; // the nearest number written in digits decides
  }
  return null;
}

/**
 * The number at token k closes a range or pair: "between 20 °C and 30 °C is 10 K", "from 5 ft
 * to 10 ft is 5 ft". The quantity before the verb is then the span, not the number.
 */
function endsRange(tokens: readonly Token[], k: number): boolean {
  const joiner = tokens[k - 1]?.lower ?? "";
  if (!["and", "to", "-", "–"].includes(joiner)) return false;
  return tokens
    .slice(Math.max(0, k - 8), k - 1)
    .some((t) => t.lower === "between" || t.lower === "from");
}

function readGivenAt(
  tokens: readonly Token[],
  k: number,
  verbStart: number,
  context: Context,
): BeforeSide[] {
  const numberToken = tokens[k] as Token;
  if (numberToken.breakAfter) return [];
  if (isOperatorAt(tokens, k - 1, context)) return [];
  if (endsRange(tokens, k)) return [];
  // "a thousandth of an inch (25.4 µm)", "half a mile": the word is not the amount.
  if (!numberToken.number && FRACTION_WORDS.has(tokens[k - 1]?.lower ?? "")) return [];
  const number = numberToken.number ?? wordNumber(numberToken);
  const sides: BeforeSide[] = [];
  for (const end of phraseEnds(tokens, k + 1, verbStart)) {
    const phrase = unitPhrase(tokens.slice(k + 1, end), context);
    if (!phrase) continue;
    const tail = readTail(tokens, end, verbStart, context);
    if (!tail) continue;
    const part: Quantity = {
      number,
      unit: phrase.text,
      display: `${number.text} ${phrase.display}`,
    };
    const earlier =
      numberToken.number && !numberToken.openParen ? partsBefore(tokens, k, context) : [];
    if (earlier.length > 0) sides.push({ parts: [...earlier, part], ...tail });
    sides.push({ parts: [part], ...tail });
  }
  return sides;
}

/** The words between a quantity and its verb: fillers, or "in meters" naming the target unit. */
function readTail(
  tokens: readonly Token[],
  from: number,
  to: number,
  context: Context,
): { approximate: boolean; target: UnitPhrase | null } | null {
  let approximate = false;
  let target: UnitPhrase | null = null;
  let i = from;
  while (i < to) {
    const token = tokens[i] as Token;
    if (token.openParen) {
      // "1 calorie (cal) is", "1 mile (exact) =": a parenthesis without figures changes nothing.
      let close = i;
      while (close < to - 1 && !(tokens[close] as Token).closeParen) close++;
      const group = tokens.slice(i, close + 1);
      if (!(tokens[close] as Token).closeParen || group.some((t) => t.number)) return null;
      i = close + 1;
      continue;
    }
    if (target === null && ["in", "to", "into"].includes(token.lower) && i + 1 < to) {
      const end = phraseEnds(tokens, i + 1, to).find((e) => e === to);
      target = end === undefined ? null : unitPhrase(tokens.slice(i + 1, end), context);
      if (!target) return null;
      i = to;
      continue;
    }
    const filler = matchPhrase(tokens, i, FILLERS, to);
    if (!filler) return null;
    approximate ||= filler.approximate ?? false;
    i += filler.words.length;
  }
  return { approximate, target };
}

/** Earlier parts of a compound quantity ending at token k: "5 ft" of "5 ft 3 in". */
function partsBefore(tokens: readonly Token[], k: number, context: Context): Quantity[] {
  const parts: Quantity[] = [];
  let end = k;
  while (parts.length < 2) {
    let found = false;
    for (let j = end - 2; j >= 0 && end - j - 1 <= 3; j--) {
      const token = tokens[j] as Token;
      const words = tokens.slice(j + 1, end);
      if (words.some((w) => w.number || w.breakAfter || w.openParen || w.closeParen)) break;
      if (!token.number) continue;
      if (token.breakAfter) break;
      const phrase = unitPhrase(words, context);
      if (!phrase) break;
      parts.unshift({
        number: token.number,
        unit: phrase.text,
        display: `${token.number.text} ${phrase.display}`,
      });
      end = j;
      found = true;
      break;
    }
    if (!found) break;
  }
  if (isOperatorAt(tokens, end - 1, context)) return [];
  return parts;
}

interface After {
  sides: StatedSide[];
  approximate: boolean;
  /** the token of the stated number: where the next statement may start */
  start: number;
}

interface StatedSide extends Side {
  /** the token after the side (after an "approximately" that follows it) */
  end: number;
  /** the unit was not written after the figure but taken from "in meters" or a column header */
  implied: boolean;
}

/**
 * The quantity after the verb: modifiers ("exactly", "about"), a number, then the longest unit
 * phrase the catalogue knows (a shorter one is tried when the engine can't read the longer).
 * Without a unit phrase, `target` (from "in meters" or a column header) is the unit.
 */
export function readAfter(
  tokens: readonly Token[],
  from: number,
  context: Context,
  target: UnitPhrase | null,
  parenthetical: boolean,
): After | null {
  let i = from;
  let approximate = false;
  for (let n = 0; n < MAX_FILLER_WORDS; n++) {
    const modifier = matchPhrase(tokens, i, MODIFIERS);
    if (!modifier) break;
    approximate ||= modifier.approximate ?? false;
    i += modifier.words.length;
  }
  const numberToken = tokens[i];
  if (!numberToken) return null;
  const number =
    numberToken.number ?? (ONE_AFTER_VERB.has(numberToken.lower) ? wordNumber(numberToken) : null);
  if (!number) return null;
  const sides: StatedSide[] = [];
  const add = (parts: Quantity[], end: number, implied: boolean) => {
    const side = closeSide(tokens, parts, end, { parenthetical, implied }, context);
    if (side) sides.push(side);
  };
  if (!numberToken.breakAfter) {
    for (const end of phraseEnds(tokens, i + 1, tokens.length)) {
      const phrase = unitPhrase(tokens.slice(i + 1, end), context);
      if (!phrase) continue;
      const part: Quantity = {
        number,
        unit: phrase.text,
        display: `${number.text} ${phrase.display}`,
      };
      const later = numberToken.number ? partsAfter(tokens, end, context) : null;
      if (later && later.parts.length > 0) add([part, ...later.parts], later.end, false);
      add([part], end, false);
    }
  }
  if (sides.length === 0 && target && numberToken.number) {
    add([{ number, unit: target.text, display: `${number.text} ${target.display}` }], i + 1, true);
  }
  return sides.length > 0 ? { sides, approximate, start: i } : null;
}

/**
 * A stated side ending before token `end`, or null when it is arithmetic ("= 1.524 m × 2") or
 * an unclosed parenthesis. "or so", "approximately" after it make it approximate.
 */
function closeSide(
  tokens: readonly Token[],
  parts: Quantity[],
  end: number,
  { parenthetical, implied }: { parenthetical: boolean; implied: boolean },
  context: Context,
): StatedSide | null {
  if (isOperatorAt(tokens, end, context)) return null;
  const marker = matchPhrase(tokens, end, APPROXIMATE_AFTER);
  const markerEnd = end + (marker?.words.length ?? 0);
  if (parenthetical) {
    const closed = tokens[end - 1]?.closeParen || (marker && tokens[markerEnd - 1]?.closeParen);
    if (!closed) return null;
  }
  return { parts, approximate: marker !== null, end: markerEnd, implied };
}

/** Later parts of a compound figure after token `start`: "3 in" of "5 ft 3 in". */
function partsAfter(
  tokens: readonly Token[],
  start: number,
  context: Context,
): { parts: Quantity[]; end: number } {
  const parts: Quantity[] = [];
  let end = start;
  while (parts.length < 2) {
    const previous = tokens[end - 1];
    const token = tokens[end];
    if (!token?.number || token.openParen || previous?.breakAfter) break;
    const phraseEnd = phraseEnds(tokens, end + 1, Math.min(tokens.length, end + 4)).find(
      (e) => unitPhrase(tokens.slice(end + 1, e), context) !== null,
    );
    if (phraseEnd === undefined) break;
    const phrase = unitPhrase(tokens.slice(end + 1, phraseEnd), context) as UnitPhrase;
    parts.push({
      number: token.number,
      unit: phrase.text,
      display: `${token.number.text} ${phrase.display}`,
    });
    end = phraseEnd;
  }
  return { parts, end };
}
