import { Rational } from "./rational";

/**
 * Natural and decimal logarithms and powers of ten for the logarithmic units (decibel levels),
 * computed in BigInt fixed point with 70 decimal digits, so results are good to well over the 40
 * significant digits we promise (and the 30 a user can ask to see). Exact cases stay exact:
 * log10 of a power of ten and 10 to a whole power.
 */

const DIGITS = 70n;
const ONE = 10n ** DIGITS; // fixed point: the integer v stands for v / 10^70

/** ln(x) for x > 0 (about 65 significant digits). */
export function ln(x: Rational): Rational {
  return Rational.of(lnFixed(x), ONE);
}

/** log10(x) for x > 0: exact for powers of ten, otherwise about 65 significant digits. */
export function log10(x: Rational): Rational {
  const exact = exactLog10(x);
  if (exact !== null) return Rational.of(exact);
  return Rational.of((lnFixed(x) * ONE) / ln10Fixed(), ONE);
}

/** 10^x: exact for whole x, otherwise about 65 significant digits. |x| is capped at 10000. */
export function pow10(x: Rational): Rational {
  if (x.abs().compare(Rational.of(10_000)) > 0) {
    throw new RangeError("The result is too large or too small to show");
  }
  const whole = floor(x);
  const power = Rational.of(10n).pow(Number(whole));
  const fraction = x.sub(Rational.of(whole)); // in [0, 1)
  if (fraction.isZero()) return power;
  // 10^f = e^(f·ln10) = 2^j · e^r with r = f·ln10 − j·ln2 in [0, ln2): the series converges fast.
  const t = (fraction.num * ln10Fixed()) / fraction.den;
  const j = t / ln2Fixed();
  const r = t - j * ln2Fixed();
  return Rational.of(expFixed(r) << j, ONE).mul(power);
}

function floor(x: Rational): bigint {
  const q = x.num / x.den;
  return x.num < 0n && q * x.den !== x.num ? q - 1n : q;
}

/** The exponent k when x is exactly 10^k, else null. */
function exactLog10(x: Rational): bigint | null {
  if (x.den === 1n) return powerOfTenExponent(x.num);
  const k = x.num === 1n ? powerOfTenExponent(x.den) : null;
  return k === null ? null : -k;
}

function powerOfTenExponent(n: bigint): bigint | null {
  const digits = n.toString();
  return /^10*$/.test(digits) ? BigInt(digits.length - 1) : null;
}

function lnFixed(x: Rational): bigint {
  if (x.sign() <= 0) throw new RangeError("The logarithm needs a value greater than zero");
  // x = m · 2^k with m in [1/√2, √2): then z = (m−1)/(m+1) is below 0.18 and the series is quick.
  const { num, den } = x;
  const mantissa = (k: bigint) => (k >= 0n ? (num * ONE) / (den << k) : ((num << -k) * ONE) / den);
  let k = BigInt(bitLength(num) - bitLength(den)); // now m is in (1/2, 2)
  let m = mantissa(k);
  if (m >= sqrt2Fixed()) m = mantissa(++k);
  else if (m * 2n < sqrt2Fixed()) m = mantissa(--k);
  return atanhSeries(m - ONE, m + ONE) * 2n + k * ln2Fixed();
}

/** atanh(p/q) in fixed point, by the series z + z³/3 + z⁵/5 + … (|p/q| < 1). */
function atanhSeries(p: bigint, q: bigint): bigint {
  const z = (p * ONE) / q;
  const z2 = (z * z) / ONE;
  let power = z;
  let sum = 0n;
  for (let n = 1n; power !== 0n; n += 2n) {
    sum += power / n;
    power = (power * z2) / ONE;
  }
  return sum;
}

/** e^r for 0 ≤ r < 1 in fixed point, by the Taylor series. */
function expFixed(r: bigint): bigint {
  let term = ONE;
  let sum = ONE;
  for (let n = 1n; term > 0n; n++) {
    term = (term * r) / (ONE * n);
    sum += term;
  }
  return sum;
}

let sqrt2Cache: bigint | undefined;
let ln2Cache: bigint | undefined;
let ln10Cache: bigint | undefined;

function sqrt2Fixed(): bigint {
  sqrt2Cache ??= integerSqrt(2n * ONE * ONE);
  return sqrt2Cache;
}

function ln2Fixed(): bigint {
  ln2Cache ??= atanhSeries(1n, 3n) * 2n; // ln 2 = 2·atanh(1/3)
  return ln2Cache;
}

function ln10Fixed(): bigint {
  ln10Cache ??= 3n * ln2Fixed() + atanhSeries(1n, 9n) * 2n; // ln 10 = 3·ln 2 + ln 1.25
  return ln10Cache;
}

/** floor(√n) by Newton's method. */
function integerSqrt(n: bigint): bigint {
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const next = (x + n / x) >> 1n;
    if (next >= x) return x;
    x = next;
  }
}

function bitLength(x: bigint): number {
  return (x < 0n ? -x : x).toString(2).length;
}
