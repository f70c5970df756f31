import { DEFAULT_PRECISION, MAX_PRECISION, MIN_PRECISION } from "./precision";
import type { Rational } from "./rational";

/**
 * How results are written for people (and for JSON). Decisions: docs/decisions/012-number-formatting.md
 * - N significant digits (default 15, 1–30), rounded half away from zero (as school rounding and
 *   JavaScript's toPrecision do), trailing zeros trimmed: 0.3048, 212, 3.28083989501312.
 * - Plain decimals for 1e-6 ≤ |x| < 1e15, scientific outside it, written JavaScript's way
 *   ("1.602176634e-13", "1e21": an "e", no "+"). At 1e15 and above 15 digits could no longer
 *   show every integer digit, so plain notation would pad with zeros that look significant.
 */

export { DEFAULT_PRECISION, MAX_PRECISION, MIN_PRECISION };

/** Smallest and largest magnitude written in plain decimal notation (the upper bound excluded). */
const PLAIN_MIN_EXPONENT = -6;
const PLAIN_MAX_EXPONENT = 14;

export function isValidPrecision(precision: number): boolean {
  return Number.isInteger(precision) && precision >= MIN_PRECISION && precision <= MAX_PRECISION;
}

/** x rounded to `precision` significant digits, e.g. 1/3 → "0.333333333333333". */
export function formatSignificant(x: Rational, precision: number = DEFAULT_PRECISION): string {
  if (!isValidPrecision(precision)) {
    throw new RangeError(
      `Precision must be a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}`,
    );
  }
  if (x.isZero()) return "0";
  const { digits, exponent } = roundToSignificant(x.abs(), precision);
  const sign = x.sign() < 0 ? "-" : "";
  if (exponent >= PLAIN_MIN_EXPONENT && exponent <= PLAIN_MAX_EXPONENT) {
    return sign + plainDecimal(digits, exponent);
  }
  const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${sign}${mantissa}e${exponent}`;
}

/** The JSON number for a result: the nearest double, or null beyond the double range. */
export function toJsonNumber(x: Rational): number | null {
  const value = x.toNumber();
  return Number.isFinite(value) ? value : null;
}

/**
 * The exact decimal of x when it terminates within `maxSignificant` digits ("0.3048",
 * "3.785411784", "-273.15"), else null (1/3, π/180). Used where a figure must not be rounded.
 */
export function exactDecimal(x: Rational, maxSignificant = 30): string | null {
  let rest = x.den;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos++;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives++;
  }
  if (rest !== 1n) return null;
  const places = Math.max(twos, fives);
  const scaled = (x.num * 10n ** BigInt(places)) / x.den;
  const magnitude = (scaled < 0n ? -scaled : scaled).toString();
  if (magnitude.replace(/^0+/, "").replace(/0+$/, "").length > maxSignificant) return null;
  const padded = magnitude.padStart(places + 1, "0");
  const whole = padded.slice(0, padded.length - places);
  const fraction = padded.slice(padded.length - places);
  return (scaled < 0n ? "-" : "") + whole + (fraction ? `.${fraction}` : "");
}

/**
 * The significant digits of x > 0 rounded half away from zero, with trailing zeros removed, and
 * the decimal exponent of the first digit: 0.030485 at 3 digits → { digits: "305", exponent: -2 }.
 */
export function roundToSignificant(
  x: Rational,
  precision: number,
): { digits: string; exponent: number } {
  const { num, den } = x;
  // floor(log10(num/den)) is digits(num) − digits(den) or one less.
  let exponent = num.toString().length - den.toString().length;
  if (!atLeastPowerOfTen(num, den, exponent)) exponent--;
  const shift = precision - 1 - exponent;
  const top = shift >= 0 ? num * pow10(shift) : num;
  const bottom = shift >= 0 ? den : den * pow10(-shift);
  let rounded = top / bottom;
  if ((top % bottom) * 2n >= bottom) rounded++;
  let digits = rounded.toString();
  if (digits.length > precision) {
    // 9.995 → 10.0: rounding carried into a new leading digit.
    exponent++;
    digits = digits.slice(0, precision);
  }
  return { digits: digits.replace(/0+$/, "") || "0", exponent };
}

function atLeastPowerOfTen(num: bigint, den: bigint, exponent: number): boolean {
  return exponent >= 0 ? num >= den * pow10(exponent) : num * pow10(-exponent) >= den;
}

const POWERS_OF_TEN: bigint[] = [];

/** 10^n as a BigInt, kept for the small n that formatting asks for again and again. */
function pow10(n: number): bigint {
  if (n > 400) return 10n ** BigInt(n);
  let power = POWERS_OF_TEN[n];
  if (power === undefined) {
    power = 10n ** BigInt(n);
    POWERS_OF_TEN[n] = power;
  }
  return power;
}

function plainDecimal(digits: string, exponent: number): string {
  if (exponent < 0) return `0.${"0".repeat(-exponent - 1)}${digits}`;
  if (digits.length <= exponent + 1) return digits + "0".repeat(exponent + 1 - digits.length);
  return `${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`;
}
