import { parseNumberInput, Rational } from "@unitwise/units";

/** Sentences into words and numbers, each number with what its writing says of its precision. */

/** A number as written, with what its writing says about its precision. */
export interface WrittenNumber {
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

export interface Token {
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
export function tokenize(sentence: string): Token[] {
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

export function powerOfTen(exponent: number): Rational {
  return exponent >= 0
    ? Rational.of(10n ** BigInt(exponent))
    : Rational.of(1n, 10n ** BigInt(-exponent));
}

/** Words that mean 1 before a unit ("a mile", "one US gallon", "each foot"). */
export const ONE_BEFORE_VERB = new Set(["a", "an", "one", "each", "every"]);
export const ONE_AFTER_VERB = new Set(["a", "an", "one"]);

/** Words before "a"/"one" that make it part of a fraction: "a millionth of a weber". */
export const FRACTION_WORDS = new Set(
  "of half quarter third tenth hundredth thousandth millionth billionth twice times".split(" "),
);

export function wordNumber(token: Token): WrittenNumber {
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
