import { exactDecimal, formatSignificant, toJsonNumber } from "../format";
import { Rational, gcd } from "../rational";
import { CalculationError } from "./limits";
import { piPower } from "./pi-power";
import { type Quantity, valueIn } from "./quantity";
import { type Reading } from "./unit-reader";

/** Answers written in parts: a mixed amount ("1 h 14 min 4.2 s") or a fraction ("3/8 in"). */
export function mixedAnswer(
  quantity: Quantity,
  readings: Reading[],
  precision: number,
  notes: string[],
  steps: string[],
) {
  // With π to the same power in the value and every unit (degrees, minutes, seconds of arc),
  // π cancels and the parts are exact; otherwise they are worked out on its 60 digits.
  const samePi = readings.every((r) => r.pi === quantity.pi);
  const sizeOf = (r: Reading) => (samePi ? r.size : r.size.mul(piPower(r.pi)));
  const total = samePi ? quantity.value : valueIn(quantity, Rational.ONE, 0);
  const negative = total.sign() < 0;
  let rest = total.abs();
  const parts: Array<{ unit: string; value: string }> = [];
  const last = readings.length - 1;
  let lastValue = Rational.ZERO;
  let exact = !quantity.approximate && samePi;
  for (const [i, reading] of readings.entries()) {
    const inUnit = rest.div(sizeOf(reading));
    if (i < last) {
      const whole = inUnit.truncate();
      parts.push({ unit: reading.symbol, value: whole.toString() });
      rest = rest.sub(Rational.of(whole).mul(sizeOf(reading)));
    } else {
      lastValue = inUnit;
      const text = formatSignificant(inUnit, precision);
      exact = exact && Rational.parse(text).equals(inUnit);
      parts.push({ unit: reading.symbol, value: text });
    }
  }
  const shownParts = parts.filter(
    (p, i) => p.value !== "0" || i === last || parts.slice(0, i).some((q) => q.value !== "0"),
  );
  // Marks of arc and feet-and-inches primes follow the number: 10° 30′ 45″.
  const written = (p: { unit: string; value: string }) =>
    /^[°′″'"]$/.test(p.unit) ? `${p.value}${p.unit}` : `${p.value} ${p.unit}`;
  const answer = (negative ? "-" : "") + shownParts.map(written).join(" ");
  if (!exact) notes.push(`The last part is rounded to ${precision} significant digits`);
  steps.push(
    `Whole ${readings
      .slice(0, -1)
      .map((r) => r.symbol)
      .join(", ")}, then the rest in ${readings[last]?.symbol ?? ""}`,
  );
  return {
    result: (negative ? "-" : "") + (parts[last]?.value ?? ""),
    unit: readings.map((r) => r.symbol).join(" "),
    answer,
    value: toJsonNumber(negative ? lastValue.neg() : lastValue),
    exactValue: negative ? lastValue.neg() : lastValue,
    exact,
    parts: shownParts,
    beside: [],
    formula: readings
      .slice(0, -1)
      .map(
        (r, i) =>
          `1 ${r.symbol} = ${formatSignificant(r.size.div(readings[i + 1]?.size ?? Rational.ONE))} ${readings[i + 1]?.symbol ?? ""}`,
      )
      .join("; "),
  };
}

export function fractionAnswer(
  value: Rational,
  shown: { unit: string; denominator: bigint | null },
  approximate: boolean,
  notes: string[],
  steps: string[],
) {
  const negative = value.sign() < 0;
  const magnitude = value.abs();
  let fraction: Rational;
  let exact: boolean;
  if (shown.denominator !== null) {
    const steps16 = magnitude.mul(Rational.of(shown.denominator)).roundHalfAway();
    fraction = Rational.of(steps16, shown.denominator);
    exact = !approximate && fraction.equals(magnitude);
    if (!exact) notes.push(`Rounded to the nearest 1/${shown.denominator} ${shown.unit}`);
  } else {
    if (approximate || magnitude.den > 1_000_000n) {
      throw new CalculationError(
        `That is not a simple fraction: round it to one, e.g. "to 1/16 ${shown.unit}"`,
      );
    }
    fraction = magnitude;
    exact = true;
  }
  const whole = fraction.truncate();
  const rest = fraction.sub(Rational.of(whole));
  const g = gcd(rest.num, rest.den);
  const restText = rest.isZero() ? "" : `${rest.num / g}/${rest.den / g}`;
  const number =
    (negative && !fraction.isZero() ? "-" : "") +
    (whole === 0n ? restText || "0" : restText ? `${whole} ${restText}` : `${whole}`);
  steps.push(`Written as a whole number and a fraction of ${shown.unit || "one"}`);
  const signed = negative ? fraction.neg() : fraction;
  return {
    result: number,
    unit: shown.unit,
    answer: `${number} ${shown.unit}`.trim(),
    value: toJsonNumber(signed),
    exactValue: signed,
    exact,
    beside: [],
    formula: exactDecimal(signed)
      ? `${exactDecimal(signed)} = ${number}`
      : `${signed.toString()} = ${number}`,
  };
}
