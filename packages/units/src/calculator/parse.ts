import { Rational } from "../rational";
import { CalculationError, LIMITS } from "./limits";
import { tokenize, type Token } from "./tokenize";
import type { Reading, UnitReader } from "./unit-reader";

/**
 * The grammar of a calculation, loosest first:
 *   sum     := product (("+" | "-") product)*
 *   product := signed (("*" | "×" | "·" | "/" | "÷" | "per") signed)*
 *   signed  := ("-" | "+") signed | run
 *   run     := power power*             juxtaposition: "3 kWh", "N m", "5 ft 3 in"
 *   power   := primary (("^" | "**") exponent | "²" | "³" | "⁻¹" | "squared" | "cubed")*
 *   primary := number | unit | "(" sum ")" | "sqrt(" sum ")" | ("square" | "cubic") power
 * Juxtaposition binds tighter than "*" and "/", so "kWh/100 km" is kWh/(100 km) and "W/m K" is
 * W/(m·K). In a run, a number after a unit starts a new amount that is added: "5 ft 3 in" is
 * 5 ft + 3 in, and "1 1/2 cups" is 1½ cups. Exponents are rational numbers: "m^2", "m^-1",
 * "m^(1/2)". docs/decisions/073-quantity-calculator.md has the reasons.
 */
export type Node =
  | { type: "number"; value: Rational; text: string }
  | { type: "unit"; reading: Reading; alternatives: Reading[] }
  | { type: "add" | "sub"; left: Node; right: Node }
  | { type: "mul" | "div"; left: Node; right: Node; implicit?: boolean }
  | { type: "neg"; operand: Node }
  | { type: "pow"; base: Node; exponent: Rational }
  | { type: "sqrt"; operand: Node };

/** Words that are operators: "per" divides, "squared" and "cubed" raise the unit before. */
const PER = /^per$/i;
const POSTFIX_POWERS: Readonly<Record<string, number>> = { squared: 2, cubed: 3 };
const PREFIX_POWERS: Readonly<Record<string, number>> = { square: 2, sq: 2, cubic: 3, cu: 3 };
/** Words that qualify the unit after them, so the two are one name even where both are symbols ("us pt"). */
const QUALIFIERS = new Set([
  "us",
  "uk",
  "imp",
  "imperial",
  "fl",
  "fluid",
  "dry",
  "liquid",
  "survey",
]);
/** The longest run of words read as one unit ("US fluid ounce", "nautical miles"). */
const MAX_WORDS = 4;

export function parse(text: string, reader: UnitReader): Node {
  if (text.length > LIMITS.length) {
    throw new CalculationError(
      `That is too long to calculate: at most ${LIMITS.length} characters`,
    );
  }
  const tokens = tokenize(text);
  let index = 0;
  let depth = 0;
  const peek = (offset = 0) => tokens[Math.min(index + offset, tokens.length - 1)] as Token;
  const isOp = (op: string, token = peek()) => token.type === "op" && token.text === op;
  const describe = (token: Token) => (token.type === "end" ? "the end" : `"${token.text}"`);
  const fail = (message: string): never => {
    throw new CalculationError(message);
  };

  const sum = (): Node => {
    let node = product();
    for (;;) {
      if (isOp("+")) {
        index++;
        node = { type: "add", left: node, right: product() };
      } else if (isOp("-")) {
        index++;
        node = { type: "sub", left: node, right: product() };
      } else return node;
    }
  };

  const product = (): Node => {
    let node = signed();
    for (;;) {
      const token = peek();
      if (isOp("*")) {
        index++;
        node = { type: "mul", left: node, right: signed() };
      } else if (isOp("/") || (token.type === "word" && PER.test(token.text))) {
        index++;
        node = { type: "div", left: node, right: signed() };
      } else return node;
    }
  };

  const signed = (): Node => {
    if (isOp("-")) {
      index++;
      return { type: "neg", operand: signed() };
    }
    if (isOp("+")) {
      index++;
      return signed();
    }
    return run();
  };

  const startsTerm = (token: Token) =>
    token.type === "number" ||
    isOp("(", token) ||
    (token.type === "word" && !PER.test(token.text) && !(token.text in POSTFIX_POWERS));

  // Juxtaposed terms multiply; a number after a unit starts an amount that is added.
  const run = (): Node => {
    let amounts: Node[] = [];
    let current = power();
    let lastHasUnit = hasUnit(current);
    while (startsTerm(peek())) {
      const token = peek();
      if (token.type === "number" && lastHasUnit) {
        amounts.push(current);
        current = power();
      } else if (token.type === "number" && token.fraction && current.type === "number") {
        // "1 1/2": a whole number and a fraction
        current = { type: "add", left: current, right: power() };
      } else {
        current = { type: "mul", left: current, right: power(), implicit: true };
      }
      lastHasUnit = hasUnit(current);
    }
    amounts.push(current);
    const [first, ...rest] = amounts;
    amounts = [];
    return rest.reduce<Node>((left, right) => ({ type: "add", left, right }), first as Node);
  };

  const power = (): Node => {
    let node = primary();
    for (;;) {
      const token = peek();
      if (token.type === "power") {
        index++;
        node = { type: "pow", base: node, exponent: token.exponent };
      } else if (isOp("^")) {
        index++;
        node = { type: "pow", base: node, exponent: exponent() };
      } else if (token.type === "word" && token.text.toLowerCase() in POSTFIX_POWERS) {
        index++;
        node = {
          type: "pow",
          base: node,
          exponent: Rational.of(POSTFIX_POWERS[token.text.toLowerCase()] ?? 1),
        };
      } else return node;
    }
  };

  /** A rational exponent: "2", "-1", "(1/2)", "(-3)", "1/2" written as one number. */
  const exponent = (): Rational => {
    let sign = 1;
    while (isOp("-") || isOp("+")) {
      if (isOp("-")) sign = -sign;
      index++;
    }
    const token = peek();
    let value: Rational;
    if (token.type === "number") {
      index++;
      value = token.value;
    } else if (isOp("(")) {
      index++;
      let inner = 1;
      if (isOp("-")) {
        inner = -1;
        index++;
      }
      const top = peek();
      if (top.type !== "number") return fail(`An exponent must be a number, not ${describe(top)}`);
      index++;
      value = top.value;
      if (isOp("/")) {
        index++;
        const bottom = peek();
        if (bottom.type !== "number" || bottom.value.isZero()) {
          return fail(`An exponent must be a number, not ${describe(bottom)}`);
        }
        index++;
        value = value.div(bottom.value);
      }
      if (!isOp(")")) return fail(`Expected ")" after the exponent, found ${describe(peek())}`);
      index++;
      value = inner < 0 ? value.neg() : value;
    } else {
      return fail(`An exponent must be a number, not ${describe(token)}`);
    }
    if (peek().type === "op" && peek().text === "^") {
      return fail(`Write a power of a power with parentheses: "(x^a)^b"`);
    }
    return sign < 0 ? value.neg() : value;
  };

  const primary = (): Node => {
    const token = peek();
    if (token.type === "number") {
      index++;
      return { type: "number", value: token.value, text: token.text };
    }
    if (isOp("(")) {
      index++;
      if (++depth > LIMITS.depth) {
        fail(`That nests too deep to calculate: at most ${LIMITS.depth} parentheses`);
      }
      const node = sum();
      if (!isOp(")")) fail(`Expected ")" but found ${describe(peek())}`);
      index++;
      depth--;
      return node;
    }
    if (token.type === "word") {
      const lower = token.text.toLowerCase();
      if (lower === "sqrt" && isOp("(", peek(1))) {
        index++;
        return { type: "sqrt", operand: primary() };
      }
      const unit = unitWords();
      if (unit) return unit;
      if (lower in PREFIX_POWERS && startsTerm(peek(1))) {
        index++;
        return { type: "pow", base: power(), exponent: Rational.of(PREFIX_POWERS[lower] ?? 1) };
      }
      return fail(unknownWord(token.text));
    }
    if (token.type === "end") return fail("Something is missing at the end");
    return fail(`Expected a number, a unit or "(" but found ${describe(token)}`);
  };

  /**
   * A catalogue unit written as one name with a slash and no space ("kcal/h", "km/h", "N/m"):
   * read whole, as the converters read it, not word by word (the converters' kcal/h is the
   * IT kilocalorie's, a lone "kcal" the thermochemical one).
   */
  const compoundName = (): Node | null => {
    let end = index;
    while (end + 1 < tokens.length) {
      const previous = tokens[end] as Token;
      const next = tokens[end + 1] as Token;
      const touching = next.at === previous.at + previous.text.length;
      const part = next.type === "word" || next.type === "number" || next.type === "power";
      if (!touching || !(part || isOp("/", next) || isOp("^", next))) break;
      end++;
    }
    for (let last = end; last > index; last--) {
      const lastToken = tokens[last] as Token;
      const written = text.slice(peek().at, lastToken.at + lastToken.text.length);
      if (!written.includes("/") || lastToken.type === "op") continue;
      // "m/s s" is m/(s·s): a term right after the name keeps the reading word by word.
      if (startsTerm(tokens[last + 1] as Token)) continue;
      const [reading, ...alternatives] = reader.read(written);
      if (!reading || reading.match !== undefined || reading.table === undefined) continue;
      index = last + 1;
      return { type: "unit", reading, alternatives };
    }
    return null;
  };

  /** The longest run of words that names one unit or constant; then "m2" as m². */
  const unitWords = (): Node | null => {
    const compound = compoundName();
    if (compound) return compound;
    for (let n = MAX_WORDS; n >= 1; n--) {
      const words = tokens.slice(index, index + n);
      if (
        words.length < n ||
        words.some((w, i) => w.type !== "word" || (i > 0 && !w.spaceBefore))
      ) {
        continue;
      }
      // Symbols side by side multiply ("kg m" is kg·m, not a catalogue alias of kgf·m); names
      // may make one unit together ("fl oz", "nautical miles", "degree Celsius").
      if (
        n > 1 &&
        !QUALIFIERS.has(words[0]?.text.toLowerCase() ?? "") &&
        words.every((w) => reader.read(w.text).some((r) => r.symbol === w.text))
      ) {
        continue;
      }
      const text = words.map((w) => w.text).join(" ");
      const readings = reader.read(text);
      const [reading, ...alternatives] = readings;
      if (!reading) continue;
      index += n;
      return { type: "unit", reading, alternatives };
    }
    const token = peek();
    const withDigits = /^(.*?\D)(\d)$/u.exec(token.text);
    if (withDigits) {
      const [reading, ...alternatives] = reader.read(withDigits[1] ?? "");
      if (reading) {
        index++;
        return {
          type: "pow",
          base: { type: "unit", reading, alternatives },
          exponent: Rational.parse(withDigits[2] ?? "1"),
        };
      }
    }
    return null;
  };

  if (peek().type === "end") fail("There is nothing to calculate");
  const node = sum();
  if (peek().type !== "end") fail(`I can't read ${describe(peek())} where it stands`);
  return node;
}

function unknownWord(word: string): string {
  return `I don't know the unit "${word}"`;
}

function hasUnit(node: Node): boolean {
  switch (node.type) {
    case "number":
      return false;
    case "unit":
      return true;
    case "neg":
    case "sqrt":
      return hasUnit(node.operand);
    case "pow":
      return hasUnit(node.base);
    default:
      return hasUnit(node.left) || hasUnit(node.right);
  }
}
