import { evaluate, evaluateWith } from "../expression";
import { Rational } from "../rational";
import type { Expr } from "../types";

/**
 * A definition's value as r·π^k with r rational, so π cancels exactly where it cancels in
 * mathematics (degrees to arcminutes, ħ·2π = h) and a result says it is rounded only when π is
 * left in it. A factor that is not such a product (one with ln10, or π in a sum) is null.
 */
export interface PiMonomial {
  rational: Rational;
  pi: number;
}

const cache = new Map<string, PiMonomial | null>();

export function piMonomial(expression: Expr): PiMonomial | null {
  const known = cache.get(expression);
  if (known !== undefined) return known;
  const found = findMonomial(expression);
  cache.set(expression, found);
  return found;
}

function findMonomial(expression: Expr): PiMonomial | null {
  if (/ln10/.test(expression)) return null;
  if (!/pi|π/.test(expression)) return { rational: evaluate(expression), pi: 0 };
  // With π set to 2, 3 and 5, r·π^k gives r·2^k, r·3^k and r·5^k: find k, then check it.
  const at = (value: number) => evaluateWith(expression, { pi: String(value) });
  const two = at(2);
  if (two.isZero()) return { rational: two, pi: 0 };
  const ratio = at(3).div(two);
  for (let k = -8; k <= 8; k++) {
    if (!Rational.of(3n, 2n).pow(k).equals(ratio)) continue;
    const rational = two.div(Rational.of(2).pow(k));
    return rational.mul(Rational.of(5).pow(k)).equals(at(5)) ? { rational, pi: k } : null;
  }
  return null;
}

/** π to the 60 digits the catalogue's constants carry, to the power k. */
export function piPower(k: number): Rational {
  return evaluate("pi").pow(k);
}
