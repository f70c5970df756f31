import type { CatalogueQueries } from "@unitwise/units/catalogue";
import {
  createContext,
  MAX_FILLER_WORDS,
  MAX_UNIT_WORDS,
  type Context,
  type FactCheckResult,
  type Quantity,
} from "./fact-check-context";
import { judge, record, type Judgement } from "./figure-judgement";
import { readPieces, splitSentences, type Piece } from "./guide-text";
import {
  FRACTION_WORDS,
  ONE_AFTER_VERB,
  ONE_BEFORE_VERB,
  tokenize,
  wordNumber,
  type Token,
} from "./written-numbers";
import type { UnitDef } from "@unitwise/units";

/**
 * The fact-checker for written guides: every conversion a guide states ("1 mile is 1.609344 km",
 * "212 °F = 100 °C", "one US gallon equals 3.785411784 liters", a table row "| 5 ft | 1.524 m |")
 * is found, recomputed with the engine (answerQuery) and judged right or wrong. A writer, however
 * well briefed, can slip an imperial figure into a US sentence; the engine cannot.
 *
 * What counts as a statement: `<number> <unit> <verb> <number> <unit>`, where the verb is "=",
 * "≈", "→", "is" (exactly, about, approximately, equal to, the same as, …), "equals", "makes",
 * "converts to" and the like; a figure in parentheses after a quantity ("10 km (6.2 mi)"); "there
 * are 12 inches in a foot"; "5 ft in meters is 1.524"; compound figures ("5 ft 3 in"); table rows
 * whose cells, or whose columns' headers, name units. "a", "an" and "one" before a unit are 1.
 * The unit phrase is the longest run of words (up to five) the catalogue knows, shortened until
 * the engine reads the pair. A statement counts only when the engine reads both units as written
 * and converts between them, so prose without conversions, formulas ("°F = °C × 9/5 + 32"),
 * arithmetic ("100 °C − 0 °C = 100 °C") and ranges ("between 20 °C and 30 °C is 10 K") are
 * not counted. Amounts in currencies with a daily rate are not checked: they depend on the day.
 *
 * How a stated figure is judged against the engine's exact result:
 * - Exact wording ("=", "is", "equals", a table cell) passes when the figure is the exact result
 *   rounded half away from zero to the significant digits written: 1.609344 km may be written
 *   1.609344, 1.609, 1.61 or 1.6, not 1.7. Every written digit counts, the trailing zeros of a
 *   whole number too, so "1 KiB = 1000 B" is wrong. A one-digit figure must also be within the
 *   tolerance below: "1 yd = 3 ft" is right, "1 mile = 2 km" is not. A figure ending in "..." may
 *   be cut off instead of rounded ("5.555..." for 50/9).
 * - Approximate wording ("≈", "about", "approximately", "roughly", "around", a figure in
 *   parentheses) passes as above or within 1 % of the exact result: "10 kg is about 22 lb".
 * - A stated 0 must be exactly 0 (a relative difference means nothing there), and a fraction
 *   ("1/2 pint") must be exact unless the wording is approximate.
 * - A compound figure ("5 ft 9 in") passes within half its last written place.
 * - A temperature statement that is wrong as temperatures passes as a temperature difference
 *   when the sentence speaks of one ("a step of 1 °C equals 1 kelvin").
 */
export type { FactCheckResult } from "./fact-check-context";

/**
 * Checks every conversion stated in `markdown` against the engine. `converterKey` (optional) is
 * the converter the guide is about: when given, a unit name is read inside that converter first
 * (answerQuery's table), so "fahrenheit" in temperature-interval means the interval unit. Never
 * throws: text it cannot read is simply not counted.
 */
export function checkFacts(
  markdown: string,
  queries: CatalogueQueries,
  converterKey?: string,
): FactCheckResult {
  const result: FactCheckResult = { checked: 0, problems: [] };
  if (typeof markdown !== "string") return result;
  const context = createContext(queries, converterKey);
  try {
    for (const piece of readPieces(markdown)) {
      if (piece.kind === "prose") {
        for (const sentence of splitSentences(piece.text)) checkSentence(sentence, context, result);
      } else {
        checkTable(piece, context, result);
      }
    }
  } catch {
    // A bug in reading must not stop a guide from being stored: what was checked so far stands.
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Statements in a sentence

interface PhraseInfo {
  words: readonly string[];
  approximate?: boolean;
}

/** Phrases written "a b|c d e", longest first where one starts another. */
function phrases(list: string, approximate = false): PhraseInfo[] {
  return list.split("|").map((phrase) => ({ words: phrase.split(" "), approximate }));
}

/** Verbs of equality. */
const VERBS: readonly PhraseInfo[] = [
  ...phrases(
    "works out to|work out to|converts to|convert to|comes to|come to|translates to|" +
      "translate to|corresponds to|correspond to|equates to|amounts to|amount to|is|are|was|" +
      "were|equals|equal|makes|make|gives|give|yields|becomes|means|has|have|contains|contain|" +
      "=|→|->|=>|⇒",
  ),
  ...phrases("≈|≃|≅|~", true),
];

/** Between the verb and the stated figure: "is exactly", "is about", "is the same as". */
const MODIFIERS: readonly PhraseInfo[] = [
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
const FILLERS: readonly PhraseInfo[] = [
  ...phrases(
    "by definition|so|then|thus|therefore|hence|which|that|exactly|exact|precisely|always|" +
      "also|now|still",
  ),
  ...phrases("approximately|approx|roughly|about|around|nearly", true),
];

/** After the stated figure: "1.61 km approximately", "(approx.)", "or so". */
const APPROXIMATE_AFTER: readonly PhraseInfo[] = phrases(
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
function isOperatorAt(tokens: readonly Token[], index: number, context: Context): boolean {
  const token = tokens[index];
  if (!token || !OPERATORS.has(token.text)) return false;
  if (!DASHES.has(token.text)) return true;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  return Boolean(
    before && after?.number && (before.number || context.units(before.text).length > 0),
  );
}

function matchPhrase(
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

/** One way to read one side of a statement. */
interface Side {
  parts: Quantity[];
  approximate: boolean;
}

interface UnitPhrase {
  text: string;
  display: string;
}

/**
 * Words that say a sentence is about temperature differences ("a step of 1 °C equals 1 kelvin"):
 * a statement wrong as temperatures is then also tried as differences.
 */
const DIFFERENCE_CUE =
  /\b(?:steps?|differences?|changes?|rises?|drops?|increases?|decreases?|intervals?|delta)\b|Δ/i;

function checkSentence(sentence: string, context: Context, result: FactCheckResult): void {
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

interface BeforeSide extends Side {
  /** "5 ft in meters is 1.524": the unit the figure after the verb is in */
  target: UnitPhrase | null;
}

/**
 * The quantity just before the verb: the nearest number, its unit phrase (longest first), then
 * only fillers ("so", "by definition") up to the verb. A compound ("5 ft 3 in") is read whole.
 */
function readBefore(
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

/**
 * The ends (exclusive) of the unit phrases starting at `start`, longest first. A phrase may end
 * in a qualifier in parentheses, numbers included: "ft (US survey)", "gallon (US)", "a (365 d)".
 */
function phraseEnds(tokens: readonly Token[], start: number, limit: number): number[] {
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
function unitPhrase(words: readonly Token[], context: Context): UnitPhrase | null {
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
function readAfter(
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

// ---------------------------------------------------------------------------------------------
// Tables

/**
 * A row states that its quantities are equal: "| 5 ft | 1.524 m |", or bare figures under
 * headers that name units ("| Feet (ft) | Meters (m) |" over "| 5 | 1.524 |"). The first
 * quantity of a row is the given one and every later one is judged against it; in a row of
 * three or more, against the first whose column is about the same thing, so "Width (in)" is
 * compared with "Width (mm)", not with "Height (mm)". Cells that are not quantities are read as
 * sentences.
 */
function checkTable(
  table: Extract<Piece, { kind: "table" }>,
  context: Context,
  result: FactCheckResult,
): void {
  const headers = (table.header ?? []).map((cell) => readHeader(cell, context));
  for (const cells of table.rows) {
    const sentence = `| ${cells.join(" | ")} |`;
    const quantities: Array<CellQuantity & { topic: string | null }> = [];
    cells.forEach((cell, column) => {
      const header = headers[column];
      const quantity = readCell(cell, header?.unit ?? null, context);
      if (quantity) quantities.push({ ...quantity, topic: header?.topic ?? null });
      else checkSentence(cell, context, result);
    });
    const strict = quantities.length > 2;
    quantities.forEach((stated, j) => {
      if (j === 0) return;
      const given = strict
        ? quantities.slice(0, j).find((q) => !q.topic || !stated.topic || q.topic === stated.topic)
        : quantities[0];
      if (!given) return;
      const judgement = judge(given.parts, stated.parts, context, {
        approximate: given.approximate || stated.approximate,
        sameUnitIsNoStatement: given.fromHeader || stated.fromHeader,
      });
      if (judgement) record(judgement, sentence, result);
    });
  }
}

interface HeaderUnit extends UnitPhrase {
  approximate: boolean;
}

interface Header {
  /** the unit the column's figures are in, when the header names one */
  unit: HeaderUnit | null;
  /** what the column is about, when the header says it in words that are no unit: "width" */
  topic: string | null;
}

const APPROXIMATE_HEADER = /≈|~|\bapprox|\babout\b|\broughly\b/i;

/**
 * A column header: "Feet (ft)" → ft, "Length in feet" → feet and the topic "length", "Meters",
 * "°C", "Width (mm)" → mm and the topic "width". A bare word counts as a unit only as a unit's
 * symbol, plural or other alias, not its singular name, so a "Year" column is not in years.
 */
function readHeader(cell: string, context: Context): Header {
  const approximate = APPROXIMATE_HEADER.test(cell);
  const inParentheses = /\(([^()]+)\)\s*$/.exec(cell)?.[1]?.trim();
  const bare = cell.replace(/\([^()]*\)/g, "").trim();
  const inUnit = /\b(?:in|to)\s+(.+)$/i.exec(bare);
  const descriptor = (inUnit ? bare.slice(0, inUnit.index) : bare).trim().toLowerCase();
  const topic = descriptor && context.units(descriptor).length === 0 ? descriptor : null;
  const named = (text: string | undefined, strict: boolean): HeaderUnit | null =>
    text && context.units(text).some((entry) => !strict || namesColumn(entry.unit, text))
      ? { text, display: text, approximate }
      : null;
  const unit =
    named(inParentheses, false) ??
    named(inUnit?.[1]?.trim(), false) ??
    named(bare, true) ??
    named(cell, true);
  return { unit, topic };
}

function namesColumn(unit: UnitDef, text: string): boolean {
  const folded = text.toLowerCase();
  if (folded === unit.name.toLowerCase() || folded === unit.id) return false;
  return (
    unit.symbol === text ||
    unit.plural.toLowerCase() === folded ||
    (unit.aliases ?? []).some((alias) => alias.toLowerCase() === folded)
  );
}

interface CellQuantity extends Side {
  /** the unit came from the column header */
  fromHeader: boolean;
}

/** A cell holding only a quantity: "1.524 m", "≈ 5 ft 9 in", or "1.524" under a unit header. */
function readCell(cell: string, header: HeaderUnit | null, context: Context): CellQuantity | null {
  const tokens = tokenize(cell);
  if (tokens.length === 0) return null;
  const after = readAfter(tokens, 0, context, header, false);
  const side = after?.sides.find((s) => s.end === tokens.length);
  if (!after || !side) return null;
  return {
    parts: side.parts,
    approximate: after.approximate || side.approximate || (header?.approximate ?? false),
    fromHeader: side.implied,
  };
}
