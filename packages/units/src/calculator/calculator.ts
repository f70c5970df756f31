import { formatSignificant, toJsonNumber } from "../format";
import { DEFAULT_PRECISION } from "../precision";
import { Rational } from "../rational";
import type { UnitTable } from "../types";
import type { UnitIndex } from "../unit-index";
import {
  describeDimension,
  dimensionKey,
  isDimensionless,
  sameDimension,
  type Dimension,
} from "./dimension";
import { evaluateNode, writeNode } from "./evaluate";
import { approximationReason, formulaOf, readingNotes, unitSteps } from "./explanation";
import { CalculationError } from "./limits";
import {
  besideUnits,
  hasAffine,
  isSpecialised,
  naturalUnit,
  ownerTable,
  ownUnit,
  sameUnit,
} from "./natural-unit";
import { parse, type Node } from "./parse";
import { valueIn, type Quantity } from "./quantity";
import { calculationTables, createUnitReader, type Reading, type UnitReader } from "./unit-reader";
import { fractionAnswer, mixedAnswer } from "./written-answers";

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
