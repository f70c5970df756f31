/**
 * Bounds that keep a calculation from anyone within a few milliseconds of CPU: an expression
 * beyond them is refused with a message, never left to run (`10^10^10`, `(m^1000)^1000`).
 * bench/bench-units.mjs prints the slowest accepted expression's time.
 */
export const LIMITS = {
  /** characters of an expression */
  length: 300,
  /** tokens of an expression */
  tokens: 120,
  /** parentheses inside each other */
  depth: 16,
  /** |exponent| of a power, and the largest root */
  exponent: 64,
  root: 12,
  /** |exponent| of a base dimension in any value ("m^24") */
  dimension: 24,
  /** bits of a numerator plus its denominator: about 1,200 decimal digits each */
  bits: 8192,
  /** |e| of a number written with an exponent ("1e300") */
  inputExponent: 1000,
} as const;

/** The longest expression the calculator reads, in characters. */
export const MAX_EXPRESSION_LENGTH = LIMITS.length;

/** A calculation that cannot be done, with a message for the person who asked. */
export class CalculationError extends Error {
  override name = "CalculationError";
}
