import { CASE_STYLE_RULES, convert, exactDecimal, formulaFor, type UnitDef } from "@unitwise/units";
import type { ConverterFacts, UnitFact } from "./guide";
import { type FactContext, readsAsQuantity } from "./fact-context";

/** A unit in words, as converterFacts (facts.ts) describes it, and the kind of converter it is. */

/** How facts.ts words the definitions that tell the kinds of converter apart (converterKind). */
const TEXT_RULE = "text with ";
const WHOLE_NUMBERS = "whole numbers written in ";
const BASE_CURRENCY = "the base currency";

/** The kinds of converter a guide is written differently for. */
export type ConverterKind = "text" | "numerals" | "currency" | "measure";

/**
 * The kind of converter facts describe, read from the facts themselves (a writer is handed only
 * the facts): the base unit's definition, as converterFacts words it, says it.
 */
export function converterKind(facts: ConverterFacts): ConverterKind {
  const definition = facts.base.definition;
  if (definition.startsWith(TEXT_RULE)) return "text";
  if (definition.startsWith(WHOLE_NUMBERS)) return "numerals";
  if (definition.startsWith(BASE_CURRENCY)) return "currency";
  return "measure";
}

/** "an ounce-force", "a US gallon", "an ohm": the article a unit's name takes. */
export function withArticle(name: string): string {
  return `${/^(?:[aio]|e(?!u)|u(?!s|ni))/i.test(name) ? "an" : "a"} ${name}`;
}

export function unitFact(context: FactContext, unit: UnitDef): UnitFact {
  return {
    id: unit.id,
    name: unit.name,
    plural: unit.plural,
    symbol: unit.symbol,
    definition: definitionInWords(context, unit),
    inBase: inBase(context, unit),
    ...(unit.source ? { source: unit.source } : {}),
    ...(unit.about ? { about: unit.about } : {}),
    ...(unit.note ? { note: unit.note } : {}),
  };
}

/** One of the unit in the base unit, as the engine displays it; null when not linear. */
function inBase(context: FactContext, unit: UnitDef): string | null {
  if (unit.definition.kind !== "linear") return null;
  const conversion = convert(context.table, "1", unit.id, context.table.baseUnit);
  return conversion.status === "ok" ? conversion.result : null;
}

/**
 * How the unit is defined, in words: "exactly 0.3048 m", "K = °C + 273.15",
 * "dB = 20 × log10(Pa ÷ 0.00002), 20 × log10 of the amplitude ratio",
 * "US dollars per euro (European Central Bank euro reference rates of 2025-05-09)".
 */
function definitionInWords(context: FactContext, unit: UnitDef): string {
  const { table, baseUnit } = context;
  const d = unit.definition;
  if (d.kind === "textual") return `${TEXT_RULE}${CASE_STYLE_RULES[d.style]}`;
  if (d.kind === "positional") return `${WHOLE_NUMBERS}base ${d.radix}`;
  if (d.kind === "roman") return `${WHOLE_NUMBERS}Roman numerals`;
  if (unit.id === baseUnit.id) {
    return d.kind === "rate"
      ? `${BASE_CURRENCY}: every rate is quoted per ${baseUnit.name}`
      : "the base unit of this converter: every other unit is defined from it";
  }
  switch (d.kind) {
    case "linear":
      return linearDefinition(context, unit);
    case "affine":
      return asEquation(formulaFor(table, baseUnit.id, unit.id), unit.symbol, baseUnit.symbol);
    case "reciprocal":
      return `the reciprocal of a value in ${baseUnit.plural}: ${formulaFor(table, unit.id, baseUnit.id)}`;
    case "logarithmic": {
      const ratio = d.multiplier === 10 ? "power" : "amplitude";
      return `a level: ${formulaFor(table, unit.id, baseUnit.id)}, ${d.multiplier} × log10 of the ${ratio} ratio`;
    }
    case "rate": {
      const rates = table.rates ? ` (${table.rates.source} of ${table.rates.date})` : "";
      return d.perBase === null
        ? `no reference rate is available`
        : `${unit.plural} per ${baseUnit.name}${rates}`;
    }
  }
}

/**
 * A rule as an equation: the engine writes a scale without offset as "multiply the value by 0.8";
 * a definition reads better as "°Ré = °C × 0.8".
 */
function asEquation(rule: string, symbol: string, baseSymbol: string): string {
  const scale = /^(multiply|divide) the value by (.+)$/.exec(rule);
  if (!scale) return rule;
  return `${symbol} = ${baseSymbol} ${scale[1] === "multiply" ? "×" : "÷"} ${scale[2]}`;
}

/**
 * Whether the unit's value in the base unit (inBase) is exact: converterFacts words such a
 * definition "exactly {inBase} {base symbol}".
 */
export function isExactInBase(unit: UnitFact, base: UnitFact): boolean {
  const symbol = readsAsQuantity(base.symbol) ? ` ${base.symbol}` : "";
  return unit.inBase !== null && unit.definition === `exactly ${unit.inBase}${symbol}`;
}

/** "exactly 0.3048 m", "exactly 1/1.95583 €", or the 15-digit value ending in "…". */
function linearDefinition(context: FactContext, unit: UnitDef): string {
  const { table, baseUnit } = context;
  const forward = convert(table, "1", unit.id, baseUnit.id);
  if (forward.status !== "ok") return `a fixed multiple of the ${baseUnit.name}`;
  // A plain number as base ("no prefix") is written without its symbol: "exactly 1000".
  const base = readsAsQuantity(baseUnit.symbol) ? ` ${baseUnit.symbol}` : "";
  if (forward.exact && exactDecimal(forward.exact, 15) !== null) {
    return `exactly ${forward.result}${base}`;
  }
  const inverse = forward.exact?.inverse();
  if (inverse && exactDecimal(inverse, 15) !== null) {
    return `exactly 1/${convertedInverse(context, unit)}${base}`;
  }
  return `${forward.result}…${base}`;
}

/** How many of the unit make one base unit, as displayed: the "1.95583" of "1/1.95583 €". */
function convertedInverse(context: FactContext, unit: UnitDef): string {
  const back = convert(context.table, "1", context.baseUnit.id, unit.id);
  return back.status === "ok" ? back.result : "";
}
