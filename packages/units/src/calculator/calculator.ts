import { exactDecimal, formatSignificant, toJsonNumber } from "../format";
import { DEFAULT_PRECISION } from "../precision";
import { gcd, Rational } from "../rational";
import type { UnitTable } from "../types";
import type { UnitIndex } from "../unit-index";
import {
  parseDimension,
  describeDimension,
  dimensionKey,
  isDimensionless,
  sameDimension,
  siUnitOf,
  type Dimension,
} from "./dimension";
import { evaluate } from "../expression";
import { evaluateNode, writeNode } from "./evaluate";
import { CalculationError } from "./limits";
import { parse, type Node } from "./parse";
import { PHYSICAL_CONSTANTS } from "./physical-constants";
import { piPower } from "./pi-power";
import type { Quantity } from "./quantity";
import { TABLE_DIMENSIONS } from "./table-dimensions";
import { calculationTables, createUnitReader, type Reading, type UnitReader } from "./unit-reader";

/**
 * The quantity calculator: "3 kWh/100km to J/m", "60 mph * 2 h", "5 ft + 3 in to cm",
 * "1.2345 h to h min s", "0.4 in to 1/16 in", "G * 5.972e24 kg / (6371 km)^2". Every unit of
 * the catalogue has a dimension and an exact size in SI (table-dimensions.ts), so an expression
 * is worked out on exact rationals and converted to any unit of the same dimension.
 * docs/decisions/073-quantity-calculator.md
 */
export interface Calculation {
  /** the expression as it was read, with the target: "60 mph·2 h → km" */
  parsed: string;
  /** the left side as read: "60 mph·2 h" */
  question: string;
  /** the number of the result, rounded to the precision asked: "108" */
  result: string;
  /** the unit of the result as written: "J/m", "km", "h min s" */
  unit: string;
  /** the catalogue unit id when the result is in one catalogue unit */
  unitId?: string;
  /** "108 J/m", "1 h 14 min 4.2 s" */
  answer: string;
  /** the nearest JSON number to the result (the last part's, for mixed units) */
  value: number | null;
  /** the result before rounding, in `unit` */
  exactValue: Rational;
  /** true when `result` is the exact value: no rounding and nothing irrational */
  exact: boolean;
  /** "mass·length/time²" */
  dimension: string;
  /** "a force", when a converter measures the dimension */
  quantity?: string;
  /** the key of the converter that owns the dimension */
  converter?: string;
  /** a mixed-unit answer, each part */
  parts?: Array<{ unit: string; value: string }>;
  /** the result in the units the question used too: "120 mi" beside "193.12128 km" */
  beside: string[];
  /** how each unit was read, the dimension, the factor, the rounding */
  steps: string[];
  /** what a reader must know: temperatures as differences, a reading chosen, an uncertainty */
  notes: string[];
  /** the rule in one line, as a converter's formula: "1 kWh/(100 km) = 36 J/m" */
  formula: string;
}

export interface Calculator {
  /** Works out `expression`, in `target` when given. Throws CalculationError with a message. */
  calculate(
    expression: string,
    target: string | null,
    options?: { precision?: number },
  ): Calculation;
}

interface CalculatorContext {
  /** "a length": the quantity a table measures */
  quantity: (table: UnitTable) => string;
}

const SEPARATE_TARGETS = /[\s,;]+/;

export function createCalculator(
  tables: readonly UnitTable[],
  context: CalculatorContext,
  /** the query engine's unit index over the same tables, shared rather than built again */
  index?: UnitIndex,
): Calculator {
  const reader = createUnitReader(tables, index);
  const usable = calculationTables(tables);
  // Each table's readings, read when an answer first needs them (a natural unit, a same unit).
  const readings = new Map<UnitTable, Reading[]>();
  const readingsOf = (table: UnitTable): Reading[] => {
    let known = readings.get(table);
    if (!known) {
      known = table.units.flatMap((unit) => reader.readUnit(table, unit) ?? []);
      readings.set(table, known);
    }
    return known;
  };
  const byDimension = new Map<string, UnitTable[]>();
  for (const table of usable) {
    const base = table.units.find((unit) => unit.id === table.baseUnit);
    const dimension = base && reader.readUnit(table, base)?.dimension;
    if (!dimension) continue;
    const key = dimensionKey(dimension);
    byDimension.set(key, [...(byDimension.get(key) ?? []), table]);
  }
  // The general tables first: an area before fuel consumption, an energy before a torque.
  const tablesOf = (dimension: Dimension) =>
    [...(byDimension.get(dimensionKey(dimension)) ?? [])].sort(
      (a, b) => Number(isSpecialised(a)) - Number(isSpecialised(b)),
    );

  const phrase = (dimension: Dimension): string => {
    const table = tablesOf(dimension).find((t) => !hasAffine(t)) ?? tablesOf(dimension)[0];
    const described = describeDimension(dimension);
    const single = dimension.filter((e) => e !== 0).length === 1 && dimension.some((e) => e === 1);
    if (table)
      return single ? context.quantity(table) : `${context.quantity(table)} (${described})`;
    if (isDimensionless(dimension)) return "a pure number";
    return `a quantity of ${described}`;
  };

  return {
    calculate(expression, target, options = {}) {
      const precision = options.precision ?? DEFAULT_PRECISION;
      const tree = parse(expression, reader);
      const { quantity, units } = evaluateNode(tree, phrase);
      const question = writeNode(tree);
      const notes = readingNotes(units);
      const steps = unitSteps(units);
      const same = sameUnit(tree, quantity, tablesOf(quantity.dimension).map(readingsOf));
      const owner =
        usable.find((t) => same && t.key === same.table) ??
        ownerTable(quantity.dimension, units, tablesOf, usable);
      const dimensionText = describeDimension(quantity.dimension);
      steps.push(`Dimension: ${dimensionText}${owner ? `, ${context.quantity(owner)}` : ""}`);
      const shown = shownIn(quantity, target, tree, units, reader, {
        natural: same ?? naturalUnit(quantity, owner ? readingsOf(owner) : [], owner?.baseUnit),
        phrase,
      });
      const base = {
        question,
        parsed: `${question} → ${shown.unit}`,
        dimension: dimensionText,
        ...(owner ? { quantity: context.quantity(owner), converter: owner.key } : {}),
        notes,
        steps,
      };
      if (shown.kind === "parts") {
        return { ...base, ...mixedAnswer(quantity, shown.readings, precision, notes, steps) };
      }
      const { size, pi } = shown;
      const exactValue = valueIn(quantity, size, pi);
      const approximate = quantity.approximate || quantity.pi !== pi;
      if (shown.kind === "fraction") {
        return { ...base, ...fractionAnswer(exactValue, shown, approximate, notes, steps) };
      }
      const result = formatSignificant(exactValue, precision);
      const exact = !approximate && Rational.parse(result).equals(exactValue);
      steps.push(
        exact
          ? `Result: exactly ${result} ${shown.unit}`
          : `Result: rounded to ${precision} significant digits${approximate ? approximationReason(quantity, units) : ""}`,
      );
      const beside = shown.beside.map((r) => {
        const v = valueIn(quantity, r.size, r.pi);
        return `${formatSignificant(v, precision)} ${r.symbol}`;
      });
      return {
        ...base,
        result,
        unit: shown.unit,
        ...(shown.unitId ? { unitId: shown.unitId } : {}),
        answer: `${result} ${shown.unit}`.trim(),
        value: toJsonNumber(exactValue),
        exactValue,
        exact,
        beside,
        formula: formulaOf(tree, shown.unit, quantity, size, pi, precision),
      };
    },
  };
}

type Shown =
  | {
      kind: "unit";
      unit: string;
      unitId?: string;
      size: Rational;
      pi: number;
      beside: Reading[];
    }
  | { kind: "parts"; unit: string; readings: Reading[] }
  | { kind: "fraction"; unit: string; size: Rational; pi: number; denominator: bigint | null };

/** The unit the answer is written in: the target, or the natural unit of the dimension. */
function shownIn(
  quantity: Quantity,
  target: string | null,
  tree: Node,
  units: ReadonlyArray<{ reading: Reading }>,
  reader: UnitReader,
  { natural, phrase }: { natural: Reading; phrase: (d: Dimension) => string },
): Shown {
  const wrongDimension = (d: Dimension, what: string) =>
    new CalculationError(`I can't convert ${phrase(quantity.dimension)} to ${what} (${phrase(d)})`);
  if (target === null || /^fractions?$/i.test(target.trim())) {
    const chosen = (target === null ? null : ownUnit(tree)) ?? natural;
    if (target !== null) {
      return {
        kind: "fraction",
        unit: chosen.symbol,
        size: chosen.size,
        pi: chosen.pi,
        denominator: null,
      };
    }
    const beside = besideUnits(quantity, units, reader).filter(
      (r) => !(r.size.equals(chosen.size) && r.pi === chosen.pi),
    );
    return {
      kind: "unit",
      unit: chosen.symbol,
      ...(chosen.unitId && chosen.table ? { unitId: chosen.unitId } : {}),
      size: chosen.size,
      pi: chosen.pi,
      beside: beside.slice(0, 1),
    };
  }
  const fraction = /^(\d+)\s*\/\s*(\d+)\s+(.+)$/.exec(target.trim());
  if (fraction) {
    const [, top, bottom, unitText] = fraction;
    if (top !== "1" || BigInt(bottom ?? "0") < 2n || BigInt(bottom ?? "0") > 1000n) {
      throw new CalculationError(`Round to a fraction such as "1/16 in": 1 over 2 to 1000`);
    }
    const node = parse(unitText ?? "", reader);
    const { quantity: unit } = evaluateNode(node, phrase);
    if (!sameDimension(unit.dimension, quantity.dimension))
      throw wrongDimension(unit.dimension, `"${unitText}"`);
    return {
      kind: "fraction",
      unit: writeNode(node),
      size: unit.value,
      pi: unit.pi,
      denominator: BigInt(bottom ?? "1"),
    };
  }
  // One word with several readings ("C": Celsius or coulomb) means the one that fits.
  const fitting = reader
    .read(target.trim())
    .find((r) => sameDimension(r.dimension, quantity.dimension));
  if (fitting && !/\s/.test(target.trim())) {
    return {
      kind: "unit",
      unit: fitting.symbol,
      ...(fitting.table ? { unitId: fitting.unitId } : {}),
      size: fitting.size,
      pi: fitting.pi,
      beside: [],
    };
  }
  let single: { node: Node; quantity: Quantity } | null = null;
  let singleError: unknown = null;
  try {
    const node = parse(target, reader);
    single = { node, quantity: evaluateNode(node, phrase).quantity };
  } catch (error) {
    singleError = error;
  }
  if (single && sameDimension(single.quantity.dimension, quantity.dimension)) {
    const { node } = single;
    return {
      kind: "unit",
      unit: writeNode(node),
      ...(node.type === "unit" && node.reading.table ? { unitId: node.reading.unitId } : {}),
      size: single.quantity.value,
      pi: single.quantity.pi,
      beside: [],
    };
  }
  // "h min s", "ft in", "° ' \"": a list of units of the answer's dimension.
  const words = target.trim().split(SEPARATE_TARGETS);
  if (words.length > 1) {
    const readings = words.map((word) =>
      reader.read(word).find((r) => sameDimension(r.dimension, quantity.dimension)),
    );
    if (readings.every((r) => r !== undefined)) {
      const list = readings as Reading[];
      return { kind: "parts", unit: list.map((r) => r.symbol).join(" "), readings: list };
    }
  }
  if (!single) throw singleError;
  throw wrongDimension(single.quantity.dimension, `"${target.trim()}"`);
}

/**
 * "3 kWh/100km", "1 kg·m/s²": one amount of a unit expression that a catalogue unit equals
 * (kWh/100 km, N) is shown in that unit.
 */
function sameUnit(
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
function leadingAmount(tree: Node): { amount: Rational; unit: Node } | null {
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
function ownUnit(tree: Node): Reading | null {
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
function naturalUnit(
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
function besideUnits(
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
function ownerTable(
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

function isSpecialised(table: UnitTable): boolean {
  return TABLE_DIMENSIONS[table.key]?.specialised === true;
}

function hasAffine(table: UnitTable): boolean {
  return table.units.some((u) => u.definition.kind === "affine");
}

/** quantity ÷ (size·π^pi), with π cancelled where it can be. */
function valueIn(quantity: Quantity, size: Rational, pi: number): Rational {
  const ratio = quantity.value.div(size);
  return quantity.pi === pi ? ratio : ratio.mul(piPower(quantity.pi - pi));
}

function mixedAnswer(
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

function fractionAnswer(
  value: Rational,
  shown: Extract<Shown, { kind: "fraction" }>,
  approximate: boolean,
  notes: string[],
  steps: string[],
) {
  const negative = value.sign() < 0;
  const magnitude = value.abs();
  let fraction: Rational;
  let exact: boolean;
  if (shown.denominator !== null) {
    const steps16 = roundHalfAway(magnitude.mul(Rational.of(shown.denominator)));
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

function roundHalfAway(x: Rational): bigint {
  const whole = x.truncate();
  const rest = x.sub(Rational.of(whole)).abs();
  return rest.compare(Rational.of(1n, 2n)) >= 0 ? whole + (x.sign() < 0 ? -1n : 1n) : whole;
}

function formulaOf(
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
function unitSteps(units: ReadonlyArray<{ reading: Reading }>): string[] {
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
function readingNotes(
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

function approximationReason(
  quantity: Quantity,
  units: ReadonlyArray<{ reading: Reading }>,
): string {
  if (quantity.pi !== 0) return " (π is irrational)";
  if (units.some((u) => u.reading.approximate)) return " (a logarithm enters)";
  return " (an irrational root or π enters)";
}
