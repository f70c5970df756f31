import { evaluate } from "../expression";
import { formatSignificant } from "../format";
import { Rational } from "../rational";
import { parseDimension, sameDimension, siUnitOf } from "./dimension";
import { writeNode } from "./evaluate";
import { leadingAmount } from "./natural-unit";
import { type Node } from "./parse";
import { PHYSICAL_CONSTANTS } from "./physical-constants";
import { type Quantity, valueIn } from "./quantity";
import { type Reading } from "./unit-reader";

/** What an answer says about itself: its formula, how each unit was read, its notes. */
export function formulaOf(
  tree: Node,
  unit: string,
  quantity: Quantity,
  size: Rational,
  pi: number,
  precision: number,
): string {
  // "3 kWh/(100 km)": one amount of a unit expression, so the formula is its factor.
  const lead = leadingAmount(tree);
  if (lead && !lead.amount.isZero()) {
    const factorQuantity = { ...quantity, value: quantity.value.div(lead.amount) };
    const factor = valueIn(factorQuantity, size, pi);
    return `1 ${writeNode(lead.unit)} = ${formatSignificant(factor, precision)} ${unit}`.trim();
  }
  return `${writeNode(tree)} = ${formatSignificant(valueIn(quantity, size, pi), precision)} ${unit}`.trim();
}

/** How each unit and constant was read: its name and size in SI. */
export function unitSteps(units: ReadonlyArray<{ reading: Reading }>): string[] {
  const seen = new Set<string>();
  const steps: string[] = [];
  for (const { reading } of units) {
    if (seen.has(reading.text)) continue;
    seen.add(reading.text);
    const size =
      reading.pi === 0
        ? formatSignificant(reading.size, 30)
        : `${formatSignificant(reading.size, 30)}·π${reading.pi === 1 ? "" : `^${reading.pi}`}`;
    const si = siUnitOf(reading.dimension);
    steps.push(
      `"${reading.text}" is the ${reading.name}: ${size}${si === "1" ? "" : ` ${si}`}${reading.approximate ? " (rounded)" : ""}`,
    );
  }
  return steps;
}

/** Temperatures read as differences, choices between readings, measured constants. */
export function readingNotes(
  units: ReadonlyArray<{ reading: Reading; alternatives: Reading[] }>,
): string[] {
  const notes: string[] = [];
  const add = (note: string) => {
    if (!notes.includes(note)) notes.push(note);
  };
  for (const { reading, alternatives } of units) {
    if (reading.temperature) {
      add(
        `${reading.symbol} is a temperature difference here (1 ${reading.symbol} = ${formatSignificant(reading.size)} K): to convert a temperature, write it alone, e.g. "20 °C to °F"`,
      );
    }
    const other = alternatives.find(
      (a) => a.match === undefined && !sameDimension(a.dimension, reading.dimension),
    );
    if (other) {
      add(
        `"${reading.text}" is read as the ${reading.name}; it can also mean the ${other.name}${other.kind === "constant" ? ` (write ${longName(other.name)})` : ""}`,
      );
    }
    // A unit named like a constant it is not ("h": the hour, not Planck's constant).
    const shadowed = PHYSICAL_CONSTANTS.find(
      (c) =>
        c.symbol === reading.text &&
        reading.kind === "unit" &&
        !(
          sameDimension(parseDimension(c.dimension), reading.dimension) &&
          evaluate(c.value).equals(reading.size)
        ),
    );
    if (shadowed) {
      add(
        `"${reading.text}" is read as the ${reading.name}; for the ${shadowed.name} write ${shadowed.names[0] ?? shadowed.symbol}`,
      );
    }
    if (reading.uncertainty) {
      const relative = Rational.parse(reading.uncertainty).div(reading.size);
      add(
        `The ${reading.name} is measured, not defined: ${formatSignificant(reading.size, 12)} ± ${formatSignificant(Rational.parse(reading.uncertainty), 2)} ${siUnitOf(reading.dimension)} (${reading.source ?? "CODATA 2022"}), a relative uncertainty of ${formatSignificant(relative, 2)} that the result carries too`,
      );
    }
  }
  return notes;
}

function longName(name: string): string {
  return PHYSICAL_CONSTANTS.find((c) => c.name === name)?.names[0] ?? name;
}

export function approximationReason(
  quantity: Quantity,
  units: ReadonlyArray<{ reading: Reading }>,
): string {
  if (quantity.pi !== 0) return " (π is irrational)";
  if (units.some((u) => u.reading.approximate)) return " (a logarithm enters)";
  return " (an irrational root or π enters)";
}
