import type { CatalogueQueries } from "~/units/catalogue";
import type { Conversion } from "~/units/convert";
import { roundToSignificant } from "~/units/format";
import { parseNumberInput } from "~/units/number-input";
import type { QueryAnswer } from "~/units/query";
import { Rational } from "~/units/rational";
import type { UnitDef } from "~/units/types";
import { normaliseUnitText, type UnitEntry } from "~/units/unit-index";

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
export interface FactCheckProblem {
  /** the sentence or table row that states the conversion, markdown removed */
  sentence: string;
  /** the figure as the guide states it: "1.7 km" */
  stated: string;
  /** the engine's answer as it displays it: "1.609344 km" */
  computed: string;
}

export interface FactCheckResult {
  /** how many stated conversions the engine read and judged */
  checked: number;
  problems: FactCheckProblem[];
}

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

/** Relative difference an approximate statement may have from the exact result (1 %). */
const TOLERANCE = Rational.of(1, 100);
/** Longest unit phrase tried, in words: "pounds per square inch", "degrees Fahrenheit (difference)". */
const MAX_UNIT_WORDS = 5;
/** Words between a quantity and its verb or figure that change nothing ("by definition"). */
const MAX_FILLER_WORDS = 4;

// ---------------------------------------------------------------------------------------------
// Engine access

interface Context {
  converterKey: string | undefined;
  /** findUnits, remembered per text: a guide names the same units again and again */
  units(text: string): UnitEntry[];
  /** answerQuery, remembered per question; an engine failure reads as "not understood" */
  ask(question: string): QueryAnswer;
}

function createContext(queries: CatalogueQueries, converterKey: string | undefined): Context {
  const units = new Map<string, UnitEntry[]>();
  const answers = new Map<string, QueryAnswer>();
  return {
    converterKey: converterKey?.trim() || undefined,
    units(text) {
      let found = units.get(text);
      if (!found) {
        try {
          found = queries.findUnits(text);
        } catch {
          found = [];
        }
        units.set(text, found);
      }
      return found;
    },
    ask(question) {
      let answer = answers.get(question);
      if (!answer) {
        try {
          answer = queries.answerQuery(question);
        } catch (error) {
          // answerQuery throws on figures it refuses ("1e5000"): for us that is no statement.
          answer = { status: "error", message: String(error) };
        }
        answers.set(question, answer);
      }
      return answer;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Markdown into prose and tables

type Piece =
  { kind: "prose"; text: string } | { kind: "table"; header: string[] | null; rows: string[][] };

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;

/**
 * Paragraphs, headings, list items, block quotes and tables, in order; fenced code is skipped (a
 * code sample is not a claim). The lines of a paragraph are read together, so a statement may
 * wrap after its verb, but a unit phrase or a compound figure never runs across a line end.
 */
function readPieces(markdown: string): Piece[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const pieces: Piece[] = [];
  let paragraph: string[] = [];
  let quoted = false;
  const flush = () => {
    if (paragraph.length > 0) pieces.push({ kind: "prose", text: paragraph.join("\n") });
    paragraph = [];
    quoted = false;
  };
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const fenceMatch = FENCE.exec(line)?.[1];
    if (fence !== null) {
      const closes =
        fenceMatch !== undefined &&
        fenceMatch[0] === fence[0] &&
        fenceMatch.length >= fence.length &&
        line.trim() === fenceMatch.padEnd(line.trim().length, fenceMatch[0]);
      if (closes) fence = null;
      continue;
    }
    if (fenceMatch !== undefined) {
      flush();
      fence = fenceMatch;
      continue;
    }
    if (line.trim() === "") {
      flush();
      continue;
    }
    if (startsTable(lines, i)) {
      flush();
      const block: string[] = [];
      while (i < lines.length && (lines[i] ?? "").includes("|") && (lines[i] ?? "").trim()) {
        block.push(lines[i] ?? "");
        i++;
      }
      i--;
      pieces.push(readTable(block));
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      pieces.push({ kind: "prose", text: (heading[1] ?? "").replace(/\s+#+\s*$/, "") });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      continue;
    }
    const isQuote = /^\s*>/.test(line);
    if (isQuote !== quoted) flush();
    const unquoted = line.replace(/^\s*(?:>\s?)+/, "");
    const item = LIST_ITEM.exec(unquoted);
    if (item) flush();
    quoted = isQuote;
    paragraph.push(item ? (item[1] ?? "") : unquoted.trim());
  }
  flush();
  return pieces;
}

/** A row starting with "|", or a row with pipes whose next line is a separator ("---|---"). */
function startsTable(lines: readonly string[], i: number): boolean {
  const line = lines[i] ?? "";
  if (line.trim().startsWith("|")) return true;
  const next = lines[i + 1] ?? "";
  return (
    line.includes("|") && next.includes("|") && next.includes("-") && TABLE_SEPARATOR.test(next)
  );
}

function readTable(block: readonly string[]): Piece {
  const hasHeader = block.length >= 2 && TABLE_SEPARATOR.test(block[1] ?? "");
  const rows = block.filter((line) => !TABLE_SEPARATOR.test(line)).map(splitCells);
  return hasHeader
    ? { kind: "table", header: rows[0] ?? null, rows: rows.slice(1) }
    : { kind: "table", header: null, rows };
}

function splitCells(line: string): string[] {
  let text = line.trim();
  if (text.startsWith("|")) text = text.slice(1);
  if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
  // An escaped pipe (\|) belongs to its cell, as in GitHub tables.
  const cells: string[] = [];
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === "\\" && text[i + 1] === "|") {
      current += "|";
      i++;
    } else if (char === "|") {
      cells.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  cells.push(current);
  return cells.map(plainText);
}

/** Inline markdown and HTML removed: "**1 mile** is `1.609344 km`" → "1 mile is 1.609344 km". */
function plainText(text: string): string {
  return text
    .replace(/<!--[\s\S]{0,2000}?-->/g, " ")
    .replace(/!?\[([^\]\n]{0,500})\]\([^)\n]{0,500}\)/g, "$1")
    .replace(/\[\^[^\]\n]{0,50}\]/g, "")
    .replace(/<sup>\s*([^<]{0,20}?)\s*<\/sup>/gi, "^$1")
    .replace(/<\/?[a-z][^<>]{0,200}>/gi, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&asymp;/g, "≈")
    .replace(/&deg;/g, "°")
    .replace(/&amp;/g, "&")
    .replace(/`+/g, "")
    .replace(/\*\*|__/g, "")
    .replace(/(^|[\s(["'])[*_](?=\S)/g, "$1")
    .replace(/(?<=\S)[*_](?=$|[\s).,;:!?"'\]])/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!|~])/g, "$1")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .trim();
}

/** Words whose final period is not the end of a sentence: "approx. 1.6 km", "e.g. 5 ft". */
const ABBREVIATION =
  /(?:^|\s)(?:approx|appr|ca|c|e\.g|i\.e|vs|etc|cf|no|fig|resp|u\.s|u\.k|in|ft|fl|sq|cu|oz|lbs?|gal|qt|pt|yd|mi|deg|min|sec|hr|st)\.$/i;

function splitSentences(text: string): string[] {
  const plain = plainText(text);
  if (plain === "") return [];
  const sentences: string[] = [];
  for (const piece of plain.split(/(?<=[.!?])\s+(?=["'“‘(*[]?[A-Z0-9])/)) {
    const last = sentences.length - 1;
    if (last >= 0 && ABBREVIATION.test((sentences[last] ?? "").slice(-12))) {
      sentences[last] = `${sentences[last]} ${piece}`;
    } else {
      sentences.push(piece);
    }
  }
  return sentences;
}

// ---------------------------------------------------------------------------------------------
// Sentences into tokens

/** A number as written, with what its writing says about its precision. */
interface WrittenNumber {
  /** as written: "1,609.344", "1 1/2", "a" */
  text: string;
  /** as the query is given it: "1,609.344", "1 1/2", "1" */
  query: string;
  value: Rational;
  /** significant digits written ("1.60" → 3, "1000" → 4); null for a fraction, which is exact */
  significant: number | null;
  /** the value of one unit in the last written digit ("1.60" → 0.01); null for a fraction */
  lastPlace: Rational | null;
  /** written with "..." after it: cut off rather than rounded */
  truncated: boolean;
  /** "a", "an", "one", "each", "every" */
  word: boolean;
}

interface Token {
  /** the word, punctuation around it removed: "km", "1,609.344", "US" */
  text: string;
  lower: string;
  /** set when the token is a number written in digits */
  number: WrittenNumber | null;
  openParen: boolean;
  closeParen: boolean;
  /** a comma, colon, semicolon, "!", "?" or ")" follows: a unit phrase ends here */
  breakAfter: boolean;
}

const DECIMAL_NUMBER = String.raw`[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?`;
const WHOLE_NUMBER = new RegExp(`^${DECIMAL_NUMBER}$`);
const NUMBER_THEN_UNIT = new RegExp(`^(${DECIMAL_NUMBER})(.+)$`);
const FRACTION = /^[+-]?\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/;
const VULGAR = /^[+-]?\d*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]$/;
/** What may follow digits without being a unit: "1st", "2nd", "1990s", "2x". */
const NOT_A_UNIT_SUFFIX = /^(?:st|nd|rd|th|s|x|×)$/i;

/** Splits a sentence into words and numbers: "212°F = 100 °C." → 212, °F, =, 100, °C. */
function tokenize(sentence: string): Token[] {
  const spaced = sentence
    .normalize("NFC")
    .replace(/[\u00a0\u2007\u2009\u202f]/g, " ")
    .replace(/[−–](?=\d)/g, "-")
    .replace(/º/g, "°")
    .replace(/[’‘]/g, "'")
    .replace(/[”“]/g, '"')
    .replace(/\s*(->|=>|[=≈≃≅→⇒])\s*/g, " $1 ")
    .replace(/~(?=\s*[\d.])/g, " ~ ")
    .replace(/\n/g, " \n ");
  const tokens: Token[] = [];
  let pendingParen = false;
  for (const chunk of spaced.split(" ")) {
    if (chunk === "") continue;
    if (chunk === "\n") {
      const previous = tokens[tokens.length - 1];
      if (previous) previous.breakAfter = true;
      continue;
    }
    const { core, openParen, closeParen, breakAfter: punctuated, truncated } = trimChunk(chunk);
    let breakAfter = punctuated;
    if (core === "") {
      if (openParen && !closeParen) pendingParen = true;
      const previous = tokens[tokens.length - 1];
      if (previous && (breakAfter || truncated)) previous.breakAfter = true;
      continue;
    }
    const parts: Token[] = [];
    const attached = NUMBER_THEN_UNIT.exec(core);
    const unitText = attached?.[2]?.replace(/^-(?=\D)/, "") ?? "";
    if (WHOLE_NUMBER.test(core) || FRACTION.test(core) || VULGAR.test(core)) {
      parts.push(tokenOf(core, readNumber(core, truncated)));
    } else if (
      attached?.[1] &&
      unitText !== "" &&
      !/^[\d.,/]/.test(unitText) &&
      !NOT_A_UNIT_SUFFIX.test(unitText)
    ) {
      parts.push(tokenOf(attached[1], readNumber(attached[1], false)), tokenOf(unitText, null));
    } else {
      parts.push(tokenOf(core, null));
      if (truncated) breakAfter = true;
    }
    const first = parts[0] as Token;
    const last = parts[parts.length - 1] as Token;
    first.openParen = openParen || pendingParen;
    pendingParen = false;
    last.closeParen = closeParen;
    last.breakAfter = breakAfter;
    tokens.push(...parts);
  }
  return mergeMixedNumbers(tokens);
}

interface Trimmed {
  core: string;
  openParen: boolean;
  closeParen: boolean;
  breakAfter: boolean;
  truncated: boolean;
}

/**
 * A chunk of text without the punctuation around it: "(1.524" opens a parenthesis, "m)," closes
 * one and ends a phrase, "5.555..." is cut off. Parentheses that belong to a symbol stay:
 * "W/(m·K)", "(US)/lb".
 */
function trimChunk(chunk: string): Trimmed {
  let core = chunk;
  let openParen = false;
  for (;;) {
    if (/^["'*]/.test(core)) {
      core = core.slice(1);
      continue;
    }
    if (/^[([]/.test(core)) {
      const close = matchingClose(core);
      if (close < 0 || /^[)\].,;:!?"'*]*$/.test(core.slice(close + 1))) {
        openParen = true;
        core = core.slice(1);
        continue;
      }
    }
    break;
  }
  let breakAfter = false;
  let closeParen = false;
  let truncated = false;
  for (;;) {
    const last = core[core.length - 1] ?? "";
    if (/(?:\.\.\.|…)$/.test(core)) {
      truncated = true;
      core = core.replace(/(?:\.\.\.|…)$/, "");
    } else if (",;:!?".includes(last) && last !== "") {
      breakAfter = true;
      core = core.slice(0, -1);
    } else if (
      (last === ")" && count(core, "(") < count(core, ")")) ||
      (last === "]" && count(core, "[") < count(core, "]"))
    ) {
      breakAfter = true;
      closeParen = true;
      core = core.slice(0, -1);
    } else if (`"'*.`.includes(last) && last !== "" && !/^[+-]?\d+(?:\.\d+)?['"]$/.test(core)) {
      core = core.slice(0, -1);
    } else {
      break;
    }
  }
  return { core, openParen, closeParen, breakAfter, truncated };
}

/** The index of the parenthesis closing the one at the start of `text`, or -1. */
function matchingClose(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    if (depth === 0) return i;
  }
  return -1;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function tokenOf(text: string, number: WrittenNumber | null): Token {
  return {
    text,
    lower: text.toLowerCase(),
    number,
    openParen: false,
    closeParen: false,
    breakAfter: false,
  };
}

/** "1" followed by "1/2" is the one number "1 1/2". */
function mergeMixedNumbers(tokens: Token[]): Token[] {
  const merged: Token[] = [];
  for (const token of tokens) {
    const previous = merged[merged.length - 1];
    if (
      previous?.number &&
      !previous.breakAfter &&
      /^\d+$/.test(previous.text) &&
      token.number &&
      !token.openParen &&
      /^\d+\/\d+$/.test(token.text)
    ) {
      const text = `${previous.text} ${token.text}`;
      const number = readNumber(text, false);
      if (number) {
        merged[merged.length - 1] = { ...token, text, lower: text, number };
        continue;
      }
    }
    merged.push(token);
  }
  return merged;
}

function readNumber(text: string, truncated: boolean): WrittenNumber | null {
  let value: Rational | null;
  try {
    value = parseNumberInput(text);
  } catch {
    return null; // an exponent the engine refuses
  }
  if (value === null) return null;
  const decimal = /^[+-]?([\d,]*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  const written = truncated ? `${text}...` : text;
  if (!decimal) {
    return {
      text: written,
      query: text,
      value,
      significant: null,
      lastPlace: null,
      truncated,
      word: false,
    };
  }
  const whole = (decimal[1] ?? "").replaceAll(",", "");
  const fraction = decimal[2] ?? "";
  const exponent = Number(decimal[3] ?? "0");
  const significant = Math.max(1, (whole + fraction).replace(/^0+/, "").length);
  const lastPlace = powerOfTen(exponent - fraction.length);
  return { text: written, query: text, value, significant, lastPlace, truncated, word: false };
}

function powerOfTen(exponent: number): Rational {
  return exponent >= 0
    ? Rational.of(10n ** BigInt(exponent))
    : Rational.of(1n, 10n ** BigInt(-exponent));
}

/** Words that mean 1 before a unit ("a mile", "one US gallon", "each foot"). */
const ONE_BEFORE_VERB = new Set(["a", "an", "one", "each", "every"]);
const ONE_AFTER_VERB = new Set(["a", "an", "one"]);

/** Words before "a"/"one" that make it part of a fraction: "a millionth of a weber". */
const FRACTION_WORDS = new Set(
  "of half quarter third tenth hundredth thousandth millionth billionth twice times".split(" "),
);

function wordNumber(token: Token): WrittenNumber {
  return {
    text: token.text,
    query: "1",
    value: Rational.ONE,
    significant: 1,
    lastPlace: Rational.ONE,
    truncated: false,
    word: true,
  };
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

/** One quantity of a statement: "5 ft", or one part of "5 ft 3 in". */
interface Quantity {
  number: WrittenNumber;
  /** the unit as the engine is asked it: "US gallon", "°F" */
  unit: string;
  /** the quantity as written: "1.7 km" */
  display: string;
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
// Judging a statement

type Judgement =
  | { kind: "right" | "wrong"; stated: string; computed: string }
  /** the engine read it, but a figure can't be judged (a currency amount, a text result) */
  | { kind: "unjudged" };

function record(judgement: Judgement, sentence: string, result: FactCheckResult): void {
  if (judgement.kind === "unjudged") return;
  result.checked++;
  if (judgement.kind === "wrong") {
    result.problems.push({ sentence, stated: judgement.stated, computed: judgement.computed });
  }
}

interface JudgeOptions {
  approximate: boolean;
  /** two table columns in one unit ("Before (°C)", "After (°C)") are not a conversion */
  sameUnitIsNoStatement?: boolean;
  /** the sentence speaks of differences: temperatures may be read as temperature intervals */
  differences?: boolean;
}

/**
 * Asks the engine for `given` in the stated unit and judges the stated figure; null when the
 * engine can't read the pair (then it was not a statement, or another reading is tried).
 */
function judge(
  given: readonly Quantity[],
  stated: readonly Quantity[],
  context: Context,
  { approximate, sameUnitIsNoStatement = false, differences = false }: JudgeOptions,
): Judgement | null {
  const last = stated[stated.length - 1];
  if (!last || given.length === 0) return null;
  for (const { units, byId } of unitReadings([...given, ...stated], context)) {
    const unitOf = (index: number) => units[index] ?? "";
    const target = unitOf(given.length + stated.length - 1);
    const givenText = given.map((q, i) => `${q.number.query} ${unitOf(i)}`).join(" ");
    if (given.length > 1 && !descending(given, units, context)) continue;
    const answer = context.ask(`${givenText} to ${target}`);
    if (answer.status !== "ok") continue;
    const lastGiven = unitOf(given.length - 1);
    if (
      !byId &&
      !(readAsWritten(lastGiven, answer.from, context) && readAsWritten(target, answer.to, context))
    ) {
      continue;
    }
    if (sameUnitIsNoStatement && answer.from === answer.to) return { kind: "unjudged" };
    if (isRateUnit(answer, context)) return { kind: "unjudged" };
    const computed = exactResult(answer.conversion);
    if (!computed) return { kind: "unjudged" };
    let right: boolean;
    if (stated.length === 1) {
      right = figureMatches(last.number, computed, approximate);
      const first = given[0] as Quantity;
      if (!right && differences && given.length === 1) {
        const difference = asDifference(first.number, answer, context);
        right = difference !== null && figureMatches(last.number, difference, approximate);
      }
    } else {
      const statedText = stated
        .map((q, i) => `${q.number.query} ${unitOf(given.length + i)}`)
        .join(" ");
      const total = context.ask(`${statedText} to ${target}`);
      const totalValue = total.status === "ok" ? exactResult(total.conversion) : null;
      if (!totalValue || !descending(stated, units.slice(given.length), context)) continue;
      right = compoundMatches(last.number, totalValue, computed, approximate);
    }
    return {
      kind: right ? "right" : "wrong",
      stated: stated.map((q) => q.display).join(" "),
      computed: answer.answer,
    };
  }
  return null;
}

/**
 * The unit texts to ask the engine with: inside the guide's converter first (each unit by its id
 * there, when every unit has one), then as written.
 */
function unitReadings(
  quantities: readonly Quantity[],
  context: Context,
): Array<{ units: string[]; byId: boolean }> {
  const written = { units: quantities.map((q) => q.unit), byId: false };
  const key = context.converterKey;
  if (!key) return [written];
  const ids: string[] = [];
  for (const quantity of quantities) {
    const id = unitInConverter(quantity.unit, key, context);
    if (!id) return [written];
    ids.push(id);
  }
  return [{ units: ids, byId: true }, written];
}

/**
 * False when the engine read `text` as the unit `id` only by ignoring case while the text, as
 * written, names other units: beside km/h the engine takes "m" for the mach ("M"), but "m" is
 * the meter. A text no unit spells in its case ("Kilometers") may be read in any case.
 */
function readAsWritten(text: string, id: string, context: Context): boolean {
  const spelled = context.units(text).filter((entry) => spells(entry.unit, text));
  return spelled.length === 0 || spelled.some((entry) => entry.unit.id === id);
}

function spells(unit: UnitDef, text: string): boolean {
  const key = normaliseUnitText(text);
  const names = [unit.id, unit.name, unit.plural, unit.symbol, ...(unit.aliases ?? [])];
  return names.some((name) => normaliseUnitText(name) === key);
}

/**
 * The id of the unit `text` names in the converter `key`; when it names none there and that
 * converter's table takes its names from another (temperature-interval from temperature), the
 * unit with the same symbol ("fahrenheit" → °F → the Fahrenheit difference). As resolve-pair.ts.
 */
function unitInConverter(text: string, key: string, context: Context): string | null {
  const entries = context.units(text);
  const own = entries.find((entry) => entry.table.key === key);
  if (own) return own.unit.id;
  for (const entry of entries) {
    for (const namesake of context.units(entry.unit.symbol)) {
      if (
        namesake.table.key === key &&
        namesake.table.namesFrom === entry.table.key &&
        namesake.unit.symbol === entry.unit.symbol
      ) {
        return namesake.unit.id;
      }
    }
  }
  return null;
}

/**
 * The answer's pair read in the table that takes its unit names from the answer's table
 * (temperature → temperature-interval): 1 °C → 1 K as a difference, not 274.15 K.
 */
function asDifference(
  number: WrittenNumber,
  answer: QueryAnswer & { status: "ok" },
  context: Context,
): Rational | null {
  const from = namesake(answer.from, answer.table, context);
  const to = namesake(answer.to, answer.table, context);
  if (!from || !to || from.table !== to.table) return null;
  const reply = context.ask(`${number.query} ${from.id} to ${to.id}`);
  return reply.status === "ok" ? exactResult(reply.conversion) : null;
}

function namesake(
  id: string,
  tableKey: string,
  context: Context,
): { table: string; id: string } | null {
  const entry = context.units(id).find((e) => e.table.key === tableKey);
  if (!entry) return null;
  const match = context
    .units(entry.unit.symbol)
    .find((e) => e.table.namesFrom === tableKey && e.unit.symbol === entry.unit.symbol);
  return match ? { table: match.table.key, id: match.unit.id } : null;
}

/**
 * A currency answer: its figure depends on the day's rates, not on the engine. The base currency
 * and the currencies fixed to it (the lev to the euro) don't move, so those are checked.
 */
function isRateUnit(answer: QueryAnswer & { status: "ok" }, context: Context): boolean {
  return [answer.from, answer.to].some((id) =>
    context
      .units(id)
      .some(
        (entry) =>
          entry.table.key === answer.table &&
          entry.unit.definition.kind === "rate" &&
          entry.unit.id !== entry.table.baseUnit,
      ),
  );
}

/** The engine's result before rounding: exact when it can be, else the nearest double. */
function exactResult(conversion: Conversion & { status: "ok" }): Rational | null {
  if (conversion.exact) return conversion.exact;
  if (conversion.value === null || !Number.isFinite(conversion.value)) return null;
  try {
    return Rational.parse(String(conversion.value));
  } catch {
    return null;
  }
}

/** "5 ft 3 in": each part in a smaller unit than the one before, and less than one of it. */
function descending(
  stated: readonly Quantity[],
  units: readonly string[],
  context: Context,
): boolean {
  for (let i = 1; i < stated.length; i++) {
    const answer = context.ask(`1 ${units[i - 1] ?? ""} to ${units[i] ?? ""}`);
    const ratio = answer.status === "ok" ? exactResult(answer.conversion) : null;
    const part = stated[i]?.number.value.abs();
    if (!ratio || !part || ratio.compare(Rational.ONE) <= 0 || part.compare(ratio) >= 0) {
      return false;
    }
  }
  return true;
}

/** The rule of the module comment, for a figure in one unit. */
function figureMatches(figure: WrittenNumber, computed: Rational, approximate: boolean): boolean {
  const stated = figure.value;
  if (stated.isZero() || computed.isZero()) return stated.equals(computed);
  if (stated.sign() !== computed.sign()) return false;
  if (stated.equals(computed)) return true;
  const near = withinTolerance(stated, computed);
  if (figure.significant === null || figure.lastPlace === null) return approximate && near;
  const rounded =
    roundsTo(stated, computed, figure.significant) ||
    (figure.truncated && cutsTo(stated, computed, figure.lastPlace));
  const precise = figure.significant >= 2;
  return approximate ? near || (rounded && precise) : rounded && (precise || near);
}

/** A compound figure ("5 ft 9 in") passes within half its last written place, in its last unit. */
function compoundMatches(
  lastFigure: WrittenNumber,
  statedTotal: Rational,
  computed: Rational,
  approximate: boolean,
): boolean {
  if (approximate && withinTolerance(statedTotal, computed)) return true;
  if (!lastFigure.lastPlace) return statedTotal.equals(computed);
  const half = lastFigure.lastPlace.div(Rational.of(2));
  return statedTotal.sub(computed).abs().compare(half) <= 0;
}

function withinTolerance(stated: Rational, computed: Rational): boolean {
  return stated.sub(computed).abs().compare(computed.abs().mul(TOLERANCE)) <= 0;
}

/** |computed| rounded half away from zero to `significant` digits is |stated|. */
function roundsTo(stated: Rational, computed: Rational, significant: number): boolean {
  const { digits, exponent } = roundToSignificant(computed.abs(), significant);
  const rounded = Rational.parse(digits).mul(powerOfTen(exponent - digits.length + 1));
  return rounded.equals(stated.abs());
}

/** |computed| cut off after the last written digit is |stated| ("5.555..." for 5.5555…). */
function cutsTo(stated: Rational, computed: Rational, lastPlace: Rational): boolean {
  const low = stated.abs();
  const value = computed.abs();
  return value.compare(low) >= 0 && value.compare(low.add(lastPlace)) < 0;
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
