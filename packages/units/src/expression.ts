import { CONSTANTS } from "./constants";
import { Rational } from "./rational";
import type { Expr } from "./types";

/**
 * Evaluates the exact-value expressions of unit definitions (types.ts): numbers, + - * /,
 * integer powers (^), parentheses, unary minus and the named constants of constants.ts.
 *   "0.3048"  "231 * 0.0254^3 * 1000"  "pi/180"  "1000/(4*pi)"  "lb*g0/in^2"
 * "×" and "÷" are accepted for "*" and "/", and "π" for pi. Results are cached per string, so
 * a factor is evaluated once however often it is used.
 */
export function evaluate(expression: Expr): Rational {
  const cached = cache.get(expression);
  if (cached) return cached;
  const value = evaluateUncached(expression, []);
  cache.set(expression, value);
  return value;
}

/**
 * The expression with some constants given other values, uncached: the calculator evaluates a
 * factor with π set to 2 and to 3 to find which power of π it holds (calculator/pi-power.ts).
 */
export function evaluateWith(
  expression: Expr,
  overrides: Readonly<Record<string, Expr>>,
): Rational {
  return evaluateUncached(expression, [], { ...CONSTANTS, ...overrides });
}

/** True when the string is a valid expression; the message of the error otherwise. */
export function checkExpression(expression: Expr): true | string {
  try {
    evaluate(expression);
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export class ExpressionError extends Error {
  override name = "ExpressionError";
}

const cache = new Map<string, Rational>();

// Lexing: numbers, names and single-character operators; whitespace between tokens is free.
type Token =
  | { type: "number"; text: string; at: number }
  | { type: "name"; text: string; at: number }
  | { type: "op"; text: string; at: number }
  | { type: "end"; text: ""; at: number };

const TOKEN =
  /(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*|π)|([-+*/^()×÷])/y;

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  for (;;) {
    while (at < expression.length && /\s/.test(expression.charAt(at))) at++;
    if (at >= expression.length) break;
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(expression);
    if (!match) {
      throw new ExpressionError(
        `Invalid expression "${expression}": unexpected "${expression.charAt(at)}" at position ${at + 1}`,
      );
    }
    if (match[1] !== undefined) tokens.push({ type: "number", text: match[1], at });
    else if (match[2] !== undefined) tokens.push({ type: "name", text: match[2], at });
    else tokens.push({ type: "op", text: normaliseOperator(match[3] ?? ""), at });
    at = TOKEN.lastIndex;
  }
  tokens.push({ type: "end", text: "", at: expression.length });
  return tokens;
}

function normaliseOperator(op: string): string {
  return op === "×" ? "*" : op === "÷" ? "/" : op;
}

/** Recursive descent; `resolving` holds the constants being expanded, to catch cycles. */
function evaluateUncached(
  expression: string,
  resolving: string[],
  constants: Readonly<Record<string, Expr>> = CONSTANTS,
): Rational {
  // The cache holds the catalogue's values only, not those of evaluateWith.
  const cached = constants === CONSTANTS ? cache : new Map<string, Rational>();
  const tokens = tokenize(expression);
  let index = 0;
  const peek = () => tokens[index] as Token;
  const fail = (message: string, token: Token): never => {
    throw new ExpressionError(
      `Invalid expression "${expression}": ${message} at position ${token.at + 1}`,
    );
  };
  const take = (op: string): boolean => {
    const token = peek();
    if (token.type === "op" && token.text === op) {
      index++;
      return true;
    }
    return false;
  };

  // sum := product (("+" | "-") product)*
  const sum = (): Rational => {
    let value = product();
    for (;;) {
      if (take("+")) value = value.add(product());
      else if (take("-")) value = value.sub(product());
      else return value;
    }
  };
  // product := unary (("*" | "/") unary)*
  const product = (): Rational => {
    let value = unary();
    for (;;) {
      if (take("*")) value = value.mul(unary());
      else if (take("/")) {
        const token = peek();
        const divisor = unary();
        if (divisor.isZero()) fail("division by zero", token);
        value = value.div(divisor);
      } else return value;
    }
  };
  // unary := ("-" | "+") unary | power   — so -2^2 is -(2^2), as in mathematics
  const unary = (): Rational => {
    if (take("-")) return unary().neg();
    if (take("+")) return unary();
    return power();
  };
  // power := primary ("^" unary)?   — right-associative, integer exponents only
  const power = (): Rational => {
    const base = primary();
    const token = peek();
    if (!take("^")) return base;
    const exponent = unary();
    if (!exponent.isInteger() || exponent.abs().compare(Rational.of(1000)) > 0) {
      fail("the exponent must be a whole number from -1000 to 1000", token);
    }
    if (base.isZero() && exponent.sign() < 0) fail("division by zero", token);
    return base.pow(Number(exponent.num));
  };
  const primary = (): Rational => {
    const token = peek();
    if (token.type === "number") {
      index++;
      return Rational.parse(token.text);
    }
    if (token.type === "name") {
      index++;
      return constant(token.text === "π" ? "pi" : token.text, token);
    }
    if (take("(")) {
      const value = sum();
      if (!take(")")) fail(`expected ")" but found ${describe(peek())}`, peek());
      return value;
    }
    return fail(`expected a number, a name or "(" but found ${describe(token)}`, token);
  };
  const constant = (name: string, token: Token): Rational => {
    const definition = Object.hasOwn(constants, name) ? constants[name] : undefined;
    if (definition === undefined) {
      return fail(`unknown name "${name}" (known: ${Object.keys(constants).join(", ")})`, token);
    }
    if (resolving.includes(name)) return fail(`the constant "${name}" refers to itself`, token);
    const known = cached.get(definition);
    if (known) return known;
    const value = evaluateUncached(definition, [...resolving, name], constants);
    cached.set(definition, value);
    return value;
  };

  const value = sum();
  if (peek().type !== "end") fail(`unexpected ${describe(peek())}`, peek());
  return value;
}

function describe(token: Token): string {
  return token.type === "end" ? "the end" : `"${token.text}"`;
}
