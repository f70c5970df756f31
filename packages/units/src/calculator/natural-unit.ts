import { Rational } from "../rational";
import { type UnitTable } from "../types";
import { type Dimension, sameDimension, siUnitOf } from "./dimension";
import { type Node } from "./parse";
import { type Quantity, valueIn } from "./quantity";
import { TABLE_DIMENSIONS } from "./table-dimensions";
import { type Reading, type UnitReader } from "./unit-reader";

/**
 * Which unit an answer is shown in when the question names none, and which converter owns
 * it: a catalogue unit the expression equals ("1 kg·m/s²" is 1 N), else the owner's largest
 * metric unit that keeps the number at 1 or more, with the question's own units beside.
 */
/**
 * "3 kWh/100km", "1 kg·m/s²": one amount of a unit expression that a catalogue unit equals
 * (kWh/100 km, N) is shown in that unit.
 */
export function sameUnit(
  tree: Node,
  quantity: Quantity,
  tableReadings: readonly Reading[][],
): Reading | null {
  const lead = leadingAmount(tree);
  if (!lead || lead.unit.type === "unit" || lead.amount.isZero()) return null;
  const size = quantity.value.div(lead.amount);
  for (const readings of tableReadings) {
    const same = readings.find(
      (r) =>
        !r.temperature &&
        r.pi === quantity.pi &&
        r.size.equals(size) &&
        sameDimension(r.dimension, quantity.dimension),
    );
    if (same) return same;
  }
  return null;
}

/**
 * The number an expression starts with and the units it multiplies: "3 kWh/100 km" is 3 of
 * kWh/(100 km). Null when the expression is not one amount (a sum, a power, no number first).
 */
export function leadingAmount(tree: Node): { amount: Rational; unit: Node } | null {
  if (tree.type === "mul" && tree.left.type === "number") {
    return { amount: tree.left.value, unit: tree.right };
  }
  if (tree.type === "mul" || tree.type === "div") {
    const inner = leadingAmount(tree.left);
    if (!inner) return null;
    return { amount: inner.amount, unit: { ...tree, left: inner.unit } };
  }
  return null;
}

/** The unit a fraction is written in: the expression's own when it has one ("1.5 cup"). */
export function ownUnit(tree: Node): Reading | null {
  if (tree.type === "unit") return tree.reading;
  if (tree.type === "mul" && tree.right.type === "unit") return tree.right.reading;
  if (tree.type === "add") return ownUnit(tree.right);
  return null;
}

/**
 * The unit an answer without a target is shown in: of the owning converter's metric units
 * (the base and its multiples by 1000), the largest that keeps the number at 1 or more; with no
 * converter, the coherent SI unit.
 */
export function naturalUnit(
  quantity: Quantity,
  readings: readonly Reading[],
  baseUnit: string | undefined,
): Reading {
  const same = readings.filter((r) => sameDimension(r.dimension, quantity.dimension));
  const base = same.find((r) => r.unitId === baseUnit) ?? same[0];
  const metric = same
    .filter((r) => r.pi === 0 && !r.temperature && isPowerOfThousand(r.size, base?.size))
    .sort((a, b) => a.size.compare(b.size));
  const magnitude = valueIn(quantity, Rational.ONE, 0).abs();
  const fits = metric.filter((r) => magnitude.compare(r.size) >= 0);
  const chosen = fits[fits.length - 1] ?? metric[0] ?? base;
  if (chosen) return chosen;
  return {
    text: "",
    name: "",
    symbol: siUnitOf(quantity.dimension) === "1" ? "" : siUnitOf(quantity.dimension),
    size: Rational.ONE,
    pi: 0,
    approximate: false,
    dimension: quantity.dimension,
    kind: "unit",
  };
}

function isPowerOfThousand(size: Rational, baseSize: Rational | undefined): boolean {
  if (!baseSize) return false;
  const ratio = size.div(baseSize);
  const n = ratio.num === 1n ? ratio.den : ratio.den === 1n ? ratio.num : 0n;
  let m = n;
  while (m > 1n && m % 1000n === 0n) m /= 1000n;
  return n !== 0n && m === 1n;
}

/**
 * Units of the question that measure what the answer measures, or whose name says it does
 * ("miles per hour" holds miles): the answer is shown in them too.
 */
export function besideUnits(
  quantity: Quantity,
  units: ReadonlyArray<{ reading: Reading }>,
  reader: UnitReader,
): Reading[] {
  const found: Reading[] = [];
  for (const { reading } of units) {
    const per = / per /.exec(reading.name);
    const candidates = [
      reading,
      ...(per ? reader.read(reading.name.slice(0, per.index)).slice(0, 1) : []),
    ];
    for (const candidate of candidates) {
      if (
        candidate.kind === "constant" ||
        candidate.temperature ||
        !sameDimension(candidate.dimension, quantity.dimension)
      )
        continue;
      if (found.some((f) => f.size.equals(candidate.size))) continue;
      found.push(candidate);
    }
  }
  return found;
}

/** The converter that owns a dimension: one whose unit the question used, else the first. */
export function ownerTable(
  dimension: Dimension,
  units: ReadonlyArray<{ reading: Reading }>,
  tablesOf: (d: Dimension) => UnitTable[],
  allTables: readonly UnitTable[],
): UnitTable | undefined {
  const tables = tablesOf(dimension);
  // A calculated temperature is a difference: the interval converter, not the thermometer.
  const used = tables.find((t) => !hasAffine(t) && units.some((u) => u.reading.table === t.key));
  // mpg measures distance per volume, the inverse of the table it is in (fuel consumption).
  const inverse = units.find((u) => sameDimension(u.reading.dimension, dimension))?.reading.table;
  return (
    used ??
    tables.find((t) => !hasAffine(t)) ??
    tables[0] ??
    (inverse === undefined ? undefined : allTables.find((t) => t.key === inverse))
  );
}

export function isSpecialised(table: UnitTable): boolean {
  return TABLE_DIMENSIONS[table.key]?.specialised === true;
}

export function hasAffine(table: UnitTable): boolean {
  return table.units.some((u) => u.definition.kind === "affine");
}
