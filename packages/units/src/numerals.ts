import { parseNumberInput } from "./number-input";

/**
 * Whole numbers written in a radix (2–36) or as Roman numerals, for the numbers converter.
 * Values are BigInts, so size is unlimited (up to MAX_DIGITS digits of input). As docs/product.md says,
 * base conversions use whole numbers: a fraction is dropped (truncated toward zero).
 */

/** Longest digit string accepted: the work grows with the square of the length. */
export const MAX_DIGITS = 10_000;

const DIGIT_CHARS = "0123456789abcdefghijklmnopqrstuvwxyz";
const PREFIXES: Readonly<Record<string, number>> = { "0x": 16, "0o": 8, "0b": 2 };

/**
 * Reads "ff", "-1010", "0xFF" (a prefix only where it matches the radix), "1111 0000" (spaces
 * and underscores group digits) and drops a fraction ("12.75" → 12). Radix 10 also takes what
 * the numeric input takes ("1,234", "1e3", "3/2"). Throws a RangeError naming a bad digit.
 */
export function parseInRadix(text: string, radix: number): bigint {
  checkRadix(radix);
  const trimmed = text.trim().replace(/^[−–]/, "-");
  if (radix === 10) {
    const value = parseNumberInput(trimmed);
    if (value) return value.truncate();
  }
  const match = /^([+-]?)(.*)$/s.exec(trimmed);
  const negative = match?.[1] === "-";
  let body = (match?.[2] ?? "").replace(/[\s_]/g, "").toLowerCase();
  const prefix = body.slice(0, 2);
  if (PREFIXES[prefix] === radix && body.length > 2) body = body.slice(2);
  const [whole = "", fraction = "", ...extra] = body.split(".");
  if (extra.length > 0) throw new RangeError(`"${text.trim()}" has more than one point`);
  if (whole.length + fraction.length === 0) throw new RangeError(`"${text.trim()}" has no digits`);
  if (whole.length > MAX_DIGITS)
    throw new RangeError(`Numbers are limited to ${MAX_DIGITS} digits`);
  for (const char of whole + fraction) {
    const digit = DIGIT_CHARS.indexOf(char);
    if (digit < 0 || digit >= radix) {
      throw new RangeError(
        `"${char.toUpperCase()}" is not a digit in base ${radix}${digitHint(radix)}`,
      );
    }
  }
  const value = whole === "" ? 0n : digitsToBigInt(whole, radix);
  return negative ? -value : value;
}

/** The number in the radix with upper-case letter digits: 255 → "FF" in base 16. */
export function formatInRadix(value: bigint, radix: number): string {
  checkRadix(radix);
  return value.toString(radix).toUpperCase();
}

const ROMAN: ReadonlyArray<readonly [number, string]> = [
  [1000, "M"],
  [900, "CM"],
  [500, "D"],
  [400, "CD"],
  [100, "C"],
  [90, "XC"],
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];
const ROMAN_RANGE = "Roman numerals go from 1 (I) to 3999 (MMMCMXCIX)";
const CANONICAL_ROMAN = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

/** 1994 → "MCMXCIV". */
export function toRoman(value: bigint): string {
  if (value < 1n || value > 3999n)
    throw new RangeError(`${value} can't be written: ${ROMAN_RANGE}`);
  let rest = Number(value);
  let out = "";
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
}

/** "mcmxciv" → 1994n. Only standard (subtractive) forms are accepted: "IIII" is refused. */
export function fromRoman(text: string): bigint {
  const letters = text.trim().toUpperCase();
  if (letters === "" || !CANONICAL_ROMAN.test(letters)) {
    throw new RangeError(
      `"${text.trim()}" is not a Roman numeral (${ROMAN_RANGE}, written the standard way)`,
    );
  }
  let value = 0;
  let at = 0;
  for (const [amount, symbol] of ROMAN) {
    while (letters.startsWith(symbol, at)) {
      value += amount;
      at += symbol.length;
    }
  }
  return BigInt(value);
}

function checkRadix(radix: number): void {
  if (!Number.isInteger(radix) || radix < 2 || radix > 36) {
    throw new RangeError(`Radix ${radix} is not supported (2 to 36)`);
  }
}

function digitHint(radix: number): string {
  const last = DIGIT_CHARS.charAt(radix - 1).toUpperCase();
  return radix <= 10 ? ` (digits 0–${last})` : ` (digits 0–9 and A–${last})`;
}

/** Divide and conquer keeps long inputs fast: value = high · radix^len(low) + low. */
function digitsToBigInt(digits: string, radix: number): bigint {
  if (digits.length <= 40) {
    let value = 0n;
    const r = BigInt(radix);
    for (const char of digits) value = value * r + BigInt(DIGIT_CHARS.indexOf(char));
    return value;
  }
  const split = digits.length >> 1;
  const lowLength = digits.length - split;
  return (
    digitsToBigInt(digits.slice(0, split), radix) * BigInt(radix) ** BigInt(lowLength) +
    digitsToBigInt(digits.slice(split), radix)
  );
}
