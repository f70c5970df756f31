import { Rational } from "../rational";
import {
  DIMENSIONLESS,
  divideDimensions,
  multiplyDimensions,
  sameDimension,
  type Dimension,
} from "./dimension";
import { CalculationError, LIMITS } from "./limits";
import { piPower } from "./pi-power";

/**
 * A value with a dimension, in coherent SI units: value·π^pi. Arithmetic is exact on rationals;
 * `approximate` says a step could not be (π in a sum, an irrational root, a logarithm), and then
 * the value holds 60 significant digits.
 */
export interface Quantity {
  value: Rational;
  pi: number;
  dimension: Dimension;
  approximate: boolean;
}

export function pureNumber(value: Rational): Quantity {
  return { value, pi: 0, dimension: DIMENSIONLESS, approximate: false };
}

/** Names a dimension in messages: "a speed (length/time)", "a time". */
export type DimensionPhrase = (dimension: Dimension) => string;

export function add(a: Quantity, b: Quantity, phrase: DimensionPhrase, subtract = false): Quantity {
  if (!sameDimension(a.dimension, b.dimension)) {
    throw new CalculationError(
      subtract
        ? `I can't subtract ${phrase(b.dimension)} from ${phrase(a.dimension)}`
        : `I can't add ${phrase(a.dimension)} to ${phrase(b.dimension)}`,
    );
  }
  const right = subtract ? b.value.neg() : b.value;
  if (a.pi === b.pi) {
    return checked({
      ...a,
      value: a.value.add(right),
      approximate: a.approximate || b.approximate,
    });
  }
  // π to different powers: add the 60-digit values.
  const value = a.value.mul(piPower(a.pi)).add(right.mul(piPower(b.pi)));
  return checked({ value, pi: 0, dimension: a.dimension, approximate: true });
}

export function multiply(a: Quantity, b: Quantity): Quantity {
  return checked({
    value: a.value.mul(b.value),
    pi: a.pi + b.pi,
    dimension: multiplyDimensions(a.dimension, b.dimension),
    approximate: a.approximate || b.approximate,
  });
}

export function divide(a: Quantity, b: Quantity): Quantity {
  if (b.value.isZero()) throw new CalculationError("That divides by zero");
  return checked({
    value: a.value.div(b.value),
    pi: a.pi - b.pi,
    dimension: divideDimensions(a.dimension, b.dimension),
    approximate: a.approximate || b.approximate,
  });
}

export function negate(a: Quantity): Quantity {
  return { ...a, value: a.value.neg() };
}

/** a^(p/q): whole powers exactly; roots exactly when the root is rational, else to 60 digits. */
export function power(a: Quantity, exponent: Rational, phrase: DimensionPhrase): Quantity {
  const p = exponent.num;
  const q = exponent.den;
  if (p > BigInt(LIMITS.exponent) || p < -BigInt(LIMITS.exponent) || q > BigInt(LIMITS.root)) {
    throw new CalculationError(
      `Exponents go from -${LIMITS.exponent} to ${LIMITS.exponent}, and roots up to the ${LIMITS.root}th`,
    );
  }
  const [pn, qn] = [Number(p), Number(q)];
  if (a.value.isZero() && pn < 0) throw new CalculationError("That divides by zero");
  const bits = bitLength(a.value.num) + bitLength(a.value.den);
  if (bits * Math.abs(pn) > LIMITS.bits * qn) throw tooLarge();
  const dimension = a.dimension.map((e) => (e * pn) / qn);
  if (!dimension.every(Number.isInteger)) {
    throw new CalculationError(
      `${capitalise(phrase(a.dimension))} has no ${ordinal(qn)} root: its units would have fractional powers`,
    );
  }
  if (dimension.some((e) => Math.abs(e) > LIMITS.dimension)) throw tooLarge();
  const raised = a.value.pow(pn);
  if (qn === 1) {
    return checked({ value: raised, pi: a.pi * pn, dimension, approximate: a.approximate });
  }
  if (raised.sign() < 0 && qn % 2 === 0) {
    throw new CalculationError(`A negative number has no real ${ordinal(qn)} root`);
  }
  const exactRoot = rationalRoot(raised, qn);
  const piShare = (a.pi * pn) / qn;
  if (exactRoot && Number.isInteger(piShare)) {
    return checked({ value: exactRoot, pi: piShare, dimension, approximate: a.approximate });
  }
  const whole = raised.mul(piPower(a.pi * pn));
  return checked({ value: approximateRoot(whole, qn), pi: 0, dimension, approximate: true });
}

function checked(q: Quantity): Quantity {
  if (bitLength(q.value.num) + bitLength(q.value.den) > LIMITS.bits) throw tooLarge();
  if (q.dimension.some((e) => Math.abs(e) > LIMITS.dimension)) throw tooLarge();
  return q;
}

function tooLarge(): CalculationError {
  return new CalculationError(
    "The numbers in this calculation grow too large to work out exactly (over 1,000 digits or powers over 24)",
  );
}

function bitLength(x: bigint): number {
  return (x < 0n ? -x : x).toString(16).length * 4;
}

/** The exact q-th root of x when numerator and denominator are perfect powers, else null. */
function rationalRoot(x: Rational, q: number): Rational | null {
  const negative = x.sign() < 0;
  const top = integerRoot(negative ? -x.num : x.num, q);
  const bottom = integerRoot(x.den, q);
  if (top ** BigInt(q) !== (negative ? -x.num : x.num) || bottom ** BigInt(q) !== x.den) {
    return null;
  }
  return Rational.of(negative ? -top : top, bottom);
}

/** floor(n^(1/q)) for n ≥ 0, by Newton's method on BigInt. */
function integerRoot(n: bigint, q: number): bigint {
  if (n < 2n) return n;
  const k = BigInt(q);
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / q) + 1);
  for (;;) {
    const next = ((k - 1n) * x + n / x ** (k - 1n)) / k;
    if (next >= x) return x;
    x = next;
  }
}

/** The q-th root of x to about 60 significant digits. */
function approximateRoot(x: Rational, q: number): Rational {
  const negative = x.sign() < 0;
  const magnitude = negative ? x.neg() : x;
  // Scale so the integer root carries 60+ digits: root(x·10^(q·D)) / 10^D.
  const digits =
    64 +
    Math.max(0, Math.ceil((magnitude.den.toString().length - magnitude.num.toString().length) / q));
  const scaled = (magnitude.num * 10n ** BigInt(q * digits)) / magnitude.den;
  const root = Rational.of(integerRoot(scaled, q), 10n ** BigInt(digits));
  return negative ? root.neg() : root;
}

function ordinal(n: number): string {
  return n === 2 ? "square" : n === 3 ? "cube" : `${n}th`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** quantity ÷ (size·π^pi), with π cancelled where it can be. */
export function valueIn(quantity: Quantity, size: Rational, pi: number): Rational {
  const ratio = quantity.value.div(size);
  return quantity.pi === pi ? ratio : ratio.mul(piPower(quantity.pi - pi));
}
