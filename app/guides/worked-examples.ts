import { convert, defaultValue, isTextTable, referenceValues, type UnitDef } from "@unitwise/units";
import { binaryPrefixPairs } from "./confusions";
import { type FactContext, hasLevels, isStatable, stated } from "./fact-context";
import type { WorkedExample } from "./guide";

/** The worked examples and the table rows of a guide: conversions by the engine. */

/** Worked examples per guide. */
const MAX_EXAMPLES = 6;
/** Rows of the conversion table. */
const MAX_ROWS = 10;

/** Example values by the kind of unit they are typed in: the i-th example takes the i-th value. */
const EXAMPLE_VALUES = {
  amount: ["1", "5", "10", "2", "100", "20"],
  temperature: ["100", "98.6", "0", "32", "-40", "212"],
  /** a level (dB, B, Np) in a table of logarithmic units */
  level: ["60", "94", "100", "40", "120", "20"],
  /** a quantity read as a level (a sound pressure in Pa): above zero */
  logarithmic: ["1", "0.02", "2", "0.2", "20", "10"],
  /** whole numbers, written in the source unit's radix by the engine first */
  whole: ["255", "42", "2024", "100", "16", "1000"],
  text: [
    "The quick brown fox",
    "hello world",
    "user account id",
    "XMLHttpRequest",
    "The Quick Brown Fox",
    "first name",
  ],
} as const;

/** Table values for data sizes: powers of two, where binary prefixes round off. */
const POWERS_OF_TWO = ["1", "2", "4", "8", "16", "32", "64", "128", "256", "1024"];
/** Table values for levels in decibels. */
const LEVELS = ["0", "20", "40", "60", "80", "94", "100", "120"];
/** Table values for a logarithmic source unit: above zero. */
const POSITIVE = ["0.00002", "0.0002", "0.002", "0.02", "0.2", "1", "2", "20"];

/**
 * A value as typed in `unit`: numerals are written in the unit's own radix by the engine
 * ("255" in binary is "11111111"); other values are typed as they are.
 */
function typedIn(context: FactContext, decimal: string, unit: UnitDef): string | null {
  const kind = unit.definition.kind;
  if (kind !== "positional" && kind !== "roman") return decimal;
  const written = convert(context.table, decimal, context.baseUnit.id, unit.id);
  return written.status === "ok" ? written.result : null;
}

/** The i-th example value for a conversion from `unit`. */
function exampleValue(context: FactContext, unit: UnitDef, i: number): string | null {
  const values = exampleValues(context, unit);
  const value = values[i % values.length] ?? "1";
  return typedIn(context, value, unit);
}

function exampleValues(context: FactContext, unit: UnitDef): readonly string[] {
  switch (unit.definition.kind) {
    case "textual":
      return EXAMPLE_VALUES.text;
    case "positional":
    case "roman":
      return EXAMPLE_VALUES.whole;
    case "affine":
      return EXAMPLE_VALUES.temperature;
    case "logarithmic":
      return EXAMPLE_VALUES.logarithmic;
    default:
      return hasLevels(context.table) ? EXAMPLE_VALUES.level : EXAMPLE_VALUES.amount;
  }
}

/**
 * MAX_EXAMPLES worked examples: both ways between the pair, then from the pair to the other
 * units described (a phrase in each style for text), then the pair again with other values.
 */
export function workedExamples(
  context: FactContext,
  chosen: UnitDef[],
  [a, b]: [UnitDef, UnitDef],
): WorkedExample[] {
  const others = chosen.filter((unit) => unit !== a && unit !== b && isStatable(context, unit));
  const plan: Array<[UnitDef, UnitDef]> = isTextTable(context.table)
    ? [b, ...others].map((style) => [a, style])
    : [[a, b], [b, a], ...others.slice(0, 4).map((o, i): [UnitDef, UnitDef] => [i % 2 ? b : a, o])];
  for (let i = 0; plan.length < MAX_EXAMPLES * 2; i++) plan.push(i % 2 ? [b, a] : [a, b]);

  const examples: WorkedExample[] = [];
  const seen = new Set<string>();
  for (const [i, [from, to]] of plan.entries()) {
    if (examples.length === MAX_EXAMPLES) break;
    const value = exampleValue(context, from, i);
    const example = value === null ? null : stated(context, value, from, to);
    if (example && !seen.has(example.statement)) {
      seen.add(example.statement);
      examples.push(example);
    }
  }
  return examples;
}

/**
 * The conversion table between the pair: the quick-reference values (referenceValues), powers
 * of two for data sizes, levels for decibels; for text, one phrase in every style.
 */
export function tableRows(context: FactContext, from: UnitDef, to: UnitDef): WorkedExample[] {
  const { table } = context;
  if (isTextTable(table)) {
    const phrase = defaultValue(table);
    return table.units
      .filter((unit) => unit !== from)
      .slice(0, MAX_ROWS)
      .map((style) => stated(context, phrase, from, style))
      .filter((row): row is WorkedExample => row !== null);
  }
  const rows: WorkedExample[] = [];
  for (const decimal of tableValues(context, from)) {
    const value = typedIn(context, decimal, from);
    const row = value === null ? null : stated(context, value, from, to);
    if (row && rows.length < MAX_ROWS) rows.push(row);
  }
  return rows;
}

function tableValues(context: FactContext, from: UnitDef): readonly string[] {
  if (from.definition.kind === "logarithmic") return POSITIVE;
  if (from.definition.kind === "linear" && hasLevels(context.table)) return LEVELS;
  if (binaryPrefixPairs(context).length > 0) return POWERS_OF_TWO;
  return referenceValues(context.table);
}
