/**
 * Exact rational numbers on BigInt. Every conversion factor and every intermediate value of the
 * engine is one of these, so "1 ft = 0.3048 m" stays 0.3048 and 100 °C is 212 °F, not
 * 211.99999999999997. Instances are immutable and always normalised: the denominator is
 * positive and shares no factor with the numerator (so equal values have equal fields).
 */
export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  /** The only way in from outside the class: divides out the gcd and fixes the sign. */
  private static normalised(num: bigint, den: bigint): Rational {
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num, den);
    return g === 1n ? new Rational(num, den) : new Rational(num / g, den / g);
  }

  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  /** num/den, normalised. Numbers must be safe integers (a float here would smuggle in error). */
  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    const n = toBigInt(num);
    const d = toBigInt(den);
    if (d === 0n) throw new RangeError("Division by zero");
    return Rational.normalised(n, d);
  }

  /**
   * Parses "12", "-0.5", ".5", "1.602176634e-19", "1E3", "+7" and fractions of those
   * ("3/8", "1200/3937", "-1.5/2e3"). Throws on anything else.
   */
  static parse(text: string): Rational {
    const slash = text.indexOf("/");
    if (slash >= 0) {
      return parseDecimal(text.slice(0, slash), text).div(
        parseDecimal(text.slice(slash + 1), text),
      );
    }
    return parseDecimal(text, text);
  }

  add(other: Rational): Rational {
    if (this.den === other.den) return Rational.normalised(this.num + other.num, this.den);
    return Rational.normalised(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Rational): Rational {
    return this.add(other.neg());
  }

  mul(other: Rational): Rational {
    // Cross-cancel first so the products stay small.
    const g1 = gcd(this.num, other.den);
    const g2 = gcd(other.num, this.den);
    return new Rational((this.num / g1) * (other.num / g2), (this.den / g2) * (other.den / g1));
  }

  div(other: Rational): Rational {
    return this.mul(other.inverse());
  }

  neg(): Rational {
    return new Rational(-this.num, this.den);
  }

  abs(): Rational {
    return this.num < 0n ? this.neg() : this;
  }

  inverse(): Rational {
    if (this.num === 0n) throw new RangeError("Division by zero");
    return this.num < 0n ? new Rational(-this.den, -this.num) : new Rational(this.den, this.num);
  }

  /** Integer powers only: a fractional power is not rational in general. */
  pow(exponent: number): Rational {
    if (!Number.isInteger(exponent)) throw new RangeError(`Exponent ${exponent} is not an integer`);
    if (exponent < 0) return this.inverse().pow(-exponent);
    const e = BigInt(exponent);
    return new Rational(this.num ** e, this.den ** e);
  }

  /** -1, 0 or 1 as this is less than, equal to or greater than other. */
  compare(other: Rational): -1 | 0 | 1 {
    const left = this.num * other.den;
    const right = other.num * this.den;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  equals(other: Rational): boolean {
    return this.num === other.num && this.den === other.den;
  }

  sign(): -1 | 0 | 1 {
    return this.num < 0n ? -1 : this.num > 0n ? 1 : 0;
  }

  isZero(): boolean {
    return this.num === 0n;
  }

  isInteger(): boolean {
    return this.den === 1n;
  }

  /** The integer part, rounding toward zero (how whole-number conversions drop a fraction). */
  truncate(): bigint {
    return this.num / this.den;
  }

  /** The nearest integer, halves away from zero (school rounding): 2.5 → 3, -2.5 → -3. */
  roundHalfAway(): bigint {
    const whole = this.truncate();
    const twiceRest = (this.num - whole * this.den) * 2n;
    const magnitude = twiceRest < 0n ? -twiceRest : twiceRest;
    return magnitude >= this.den ? whole + (this.num < 0n ? -1n : 1n) : whole;
  }

  /** The nearest double (ties to even), like parsing the exact decimal with Number(). */
  toNumber(): number {
    return rationalToNumber(this.num, this.den);
  }

  /** "n" or "n/d": exact and re-parseable by Rational.parse. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /** JSON.stringify can't write BigInts: a Rational goes out as its exact "n/d" string. */
  toJSON(): string {
    return this.toString();
  }
}

function toBigInt(value: bigint | number): bigint {
  if (typeof value === "bigint") return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe integer`);
  return BigInt(value);
}

/** Greatest common divisor of |a| and |b| (gcd(0, b) = |b|). */
export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function parseDecimal(text: string, whole: string): Rational {
  const match = DECIMAL.exec(text.trim());
  const intDigits = match?.[2] ?? "";
  const fracDigits = match?.[3] ?? "";
  if (!match || intDigits.length + fracDigits.length === 0) {
    throw new SyntaxError(`"${whole}" is not a number`);
  }
  const exponent = Number(match[4] ?? "0") - fracDigits.length;
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 100_000) {
    throw new RangeError(`The exponent of "${whole}" is out of range`);
  }
  let num = BigInt(intDigits + fracDigits || "0");
  if (match[1] === "-") num = -num;
  return exponent >= 0
    ? Rational.of(num * 10n ** BigInt(exponent))
    : Rational.of(num, 10n ** BigInt(-exponent));
}

const MANTISSA_BITS = 53n;
const MAX_EXACT = 2n ** 53n;

/** Correctly rounded (half to even) conversion of num/den to a double, subnormals included. */
function rationalToNumber(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  // Both exact as doubles: one IEEE division is then correctly rounded.
  if (num <= MAX_EXACT && num >= -MAX_EXACT && den <= MAX_EXACT) return Number(num) / Number(den);
  const negative = num < 0n;
  if (negative) num = -num;
  // Choose a binary exponent e so that q = num / (den * 2^e) has exactly 53 bits.
  // The first guess gives 53 or 54 bits; subnormals (e clamped at -1074) get fewer.
  let e = BigInt(bitLength(num) - bitLength(den)) - MANTISSA_BITS;
  if (e < -1074n) e = -1074n;
  let q = scaledQuotient(num, den, e);
  if (q.quotient >> MANTISSA_BITS !== 0n) {
    e += 1n;
    q = scaledQuotient(num, den, e);
  }
  let mantissa = q.quotient;
  const twiceRest = q.remainder * 2n;
  if (twiceRest > q.divisor || (twiceRest === q.divisor && (mantissa & 1n) === 1n)) mantissa += 1n;
  if (e > 971n) return negative ? -Infinity : Infinity;
  const value = Number(mantissa) * 2 ** Number(e);
  return negative ? -value : value;
}

function scaledQuotient(num: bigint, den: bigint, e: bigint) {
  const n = e < 0n ? num << -e : num;
  const d = e > 0n ? den << e : den;
  return { quotient: n / d, remainder: n % d, divisor: d };
}

function bitLength(x: bigint): number {
  return x.toString(2).length;
}
