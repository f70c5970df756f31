import type { CompiledUnit, NumericMap, PairPlan } from "./compiled";
import { exactDecimal, formatSignificant } from "./format";
import { Rational } from "./rational";

/**
 * Human-readable conversion rules, generated from the definitions (never written per unit):
 *   "multiply the value by 0.3048", "divide the value by 3.785411784",
 *   "°F = °C × 9/5 + 32", "°C = (°F − 32) × 5/9", "mpg (US) = 235.214583… ÷ L/100 km",
 *   "dB = 20 × log10(Pa ÷ 0.00002)".
 * A figure that is not exact ends in "…" (it is shown to 15 significant digits).
 */
export function describePlan(plan: PairPlan, baseSymbol: string): string {
  const from = plan.from.unit.symbol;
  const to = plan.to.unit.symbol;
  switch (plan.type) {
    case "affine":
      return plan.b.isZero() ? describeFactor(plan.a) : describeAffine(to, from, plan.a, plan.b);
    case "reciprocal":
      return `${to} = ${figure(plan.k)} ÷ ${from}`;
    case "chain":
      return describeChain(plan.from, plan.to, baseSymbol);
  }
}

/** "multiply the value by x" or "divide the value by 1/x", whichever reads with fewer digits. */
export function describeFactor(a: Rational): string {
  if (a.equals(Rational.ONE)) return "the value stays the same (the units are equal)";
  const inverse = a.inverse();
  const multiplyCost = cost(a);
  const divideCost = cost(inverse);
  const divide =
    divideCost < multiplyCost || (divideCost === multiplyCost && a.abs().compare(Rational.ONE) < 0);
  return divide ? `divide the value by ${figure(inverse)}` : `multiply the value by ${figure(a)}`;
}

/** to = from × a + b, or to = (from + b/a) × a when that reads more simply. */
function describeAffine(to: string, from: string, a: Rational, b: Rational): string {
  if (a.equals(Rational.ONE)) return `${to} = ${from}${signed(b)}`;
  const c = b.div(a);
  const times = ` × ${figure(a, "fraction")}`;
  return cost(c) < cost(b)
    ? `${to} = (${from}${signed(c)})${times}`
    : `${to} = ${from}${times}${signed(b)}`;
}

function describeChain(from: CompiledUnit, to: CompiledUnit, base: string): string {
  const steps: string[] = [];
  if (from.family === "numeric" && !isIdentity(from.map))
    steps.push(toBaseRule(from.map, from.unit.symbol, base));
  if (to.family === "numeric" && !isIdentity(to.map))
    steps.push(fromBaseRule(to.map, to.unit.symbol, base));
  return steps.length > 0 ? steps.join("; then ") : "the value stays the same";
}

function toBaseRule(map: NumericMap, symbol: string, base: string): string {
  switch (map.type) {
    case "scale":
      return map.offset.isZero()
        ? `${base} = ${symbol} × ${figure(map.scale)}`
        : describeAffine(base, symbol, map.scale, map.offset);
    case "reciprocal":
      return `${base} = ${figure(map.factor)} ÷ ${symbol}`;
    case "log":
      return `${base} = ${figure(map.multiplier)} × log10(${symbol} ÷ ${figure(map.reference)})`;
  }
}

function fromBaseRule(map: NumericMap, symbol: string, base: string): string {
  switch (map.type) {
    case "scale":
      return map.offset.isZero()
        ? `${symbol} = ${base} ÷ ${figure(map.scale)}`
        : describeAffine(symbol, base, map.scale.inverse(), map.offset.neg().div(map.scale));
    case "reciprocal":
      return `${symbol} = ${figure(map.factor)} ÷ ${base}`;
    case "log":
      return `${symbol} = ${figure(map.reference)} × 10^(${base} ÷ ${figure(map.multiplier)})`;
  }
}

function isIdentity(map: NumericMap): boolean {
  return map.type === "scale" && map.scale.equals(Rational.ONE) && map.offset.isZero();
}

function signed(x: Rational): string {
  if (x.isZero()) return "";
  return x.sign() < 0 ? ` − ${figure(x.neg())}` : ` + ${figure(x)}`;
}

const SMALL_FRACTION = 1000n;

/** A number for a formula: exact where it can be, else 15 digits and "…". */
export function figure(x: Rational, prefer: "decimal" | "fraction" = "decimal"): string {
  const small = !x.isInteger() && x.abs().num < SMALL_FRACTION && x.den < SMALL_FRACTION;
  if (prefer === "fraction" && small) return `${x.num}/${x.den}`;
  const exact = exactDecimal(x, 15);
  if (exact !== null) return exact;
  if (small) return `${x.num}/${x.den}`;
  const approx = formatSignificant(x, 15);
  const e = approx.indexOf("e");
  return e < 0 ? `${approx}…` : `${approx.slice(0, e)}…${approx.slice(e)}`;
}

/** How many digits a reader has to take in: exact figures their significant digits, others a lot. */
function cost(x: Rational): number {
  const exact = exactDecimal(x, 15);
  if (exact !== null) return exact.replace(/[^0-9]/g, "").replace(/^0+|0+$/g, "").length;
  if (x.abs().num < SMALL_FRACTION && x.den < SMALL_FRACTION) return `${x.num}${x.den}`.length + 1;
  return 100;
}
