import { Rational } from "../rational";
import { fromSuperscript } from "../superscript";
import { CalculationError, LIMITS } from "./limits";

/**
 * The tokens of a calculation: numbers ("1,500", "3/8", "½", "1.5e3"), words (units, names,
 * "per"), operators and superscript powers. parse.ts reads them.
 */
export type Token =
  | { type: "number"; text: string; value: Rational; fraction: boolean; at: number }
  | { type: "word"; text: string; at: number; spaceBefore: boolean }
  | { type: "op"; text: string; at: number }
  | { type: "power"; exponent: Rational; text: string; at: number }
  | { type: "end"; text: ""; at: number };

const VULGAR: Readonly<Record<string, [number, number]>> = {
  "½": [1, 2],
  "⅓": [1, 3],
  "⅔": [2, 3],
  "¼": [1, 4],
  "¾": [3, 4],
  "⅕": [1, 5],
  "⅛": [1, 8],
  "⅜": [3, 8],
  "⅝": [5, 8],
  "⅞": [7, 8],
};

const NUMBER =
  /(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?(?:[eE][+-]?\d+(?![\p{L}_]))?(?:\/\d+(?![.\d]))?|\.\d+(?:[eE][+-]?\d+)?/uy;
const WORD = /[\p{L}_°'"%‰$€£¥][\p{L}\p{Nd}_]*/uy;
const SUPERSCRIPT = /⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/uy;
const OPERATOR = /\*\*|[-+*/^()×÷·⋅−]/y;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  let space = true;
  while (at < text.length) {
    const char = text.charAt(at);
    if (/\s/.test(char)) {
      at++;
      space = true;
      continue;
    }
    if (tokens.length >= LIMITS.tokens) {
      throw new CalculationError(`That is too long to calculate: at most ${LIMITS.tokens} terms`);
    }
    const vulgar = VULGAR[char];
    if (vulgar) {
      tokens.push({
        type: "number",
        text: char,
        value: Rational.of(vulgar[0], vulgar[1]),
        fraction: true,
        at,
      });
      at++;
      space = false;
      continue;
    }
    const number = match(NUMBER, text, at);
    if (number !== null) {
      tokens.push({ type: "number", text: number, ...readNumber(number), at });
      at += number.length;
    } else if (match(SUPERSCRIPT, text, at) !== null) {
      const sup = match(SUPERSCRIPT, text, at) ?? "";
      const exponent = fromSuperscript(sup);
      if (exponent === null || !Number.isSafeInteger(exponent)) {
        throw new CalculationError(`The power "${sup}" is too large`);
      }
      tokens.push({
        type: "power",
        exponent: Rational.of(exponent),
        text: sup,
        at,
      });
      at += sup.length;
    } else if (match(WORD, text, at) !== null) {
      const word = match(WORD, text, at) ?? "";
      tokens.push({ type: "word", text: word, at, spaceBefore: space });
      at += word.length;
    } else if (match(OPERATOR, text, at) !== null) {
      const op = match(OPERATOR, text, at) ?? "";
      tokens.push({ type: "op", text: normaliseOperator(op), at });
      at += op.length;
    } else {
      throw new CalculationError(`I can't read "${char}" at position ${at + 1} of "${text}"`);
    }
    space = false;
  }
  tokens.push({ type: "end", text: "", at: text.length });
  return tokens;
}

function match(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? null;
}

function normaliseOperator(op: string): string {
  if (op === "×" || op === "·" || op === "⋅") return "*";
  if (op === "÷") return "/";
  if (op === "−") return "-";
  if (op === "**") return "^";
  return op;
}

function readNumber(text: string): { value: Rational; fraction: boolean } {
  const exponent = /e([+-]?\d+)/i.exec(text);
  if (exponent && Math.abs(Number(exponent[1])) > LIMITS.inputExponent) {
    throw new CalculationError(
      `"${text}" is too large or too small to convert: exponents go from -${LIMITS.inputExponent} to ${LIMITS.inputExponent}`,
    );
  }
  const plain = text.replaceAll(",", "");
  const slash = plain.indexOf("/");
  if (slash < 0) return { value: Rational.parse(plain), fraction: false };
  const bottom = Rational.parse(plain.slice(slash + 1));
  if (bottom.isZero()) throw new CalculationError(`"${text}" divides by zero`);
  return { value: Rational.parse(plain.slice(0, slash)).div(bottom), fraction: true };
}
