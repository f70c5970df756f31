import type { CatalogueReader } from "@unitwise/units/catalogue";
import { type CompiledTable, convert, type UnitDef, type UnitTable } from "@unitwise/units";
import type { WorkedExample } from "./guide";

/** What every part of converterFacts (facts.ts) reads: the table, and what can be stated in it. */

export interface FactContext {
  table: UnitTable;
  compiled: CompiledTable;
  baseUnit: UnitDef;
  catalogue: CatalogueReader;
}

/** Whether the engine can convert with the unit now (a currency with no reference rate can't). */
export function isAvailable(context: FactContext, unit: UnitDef): boolean {
  return context.compiled.unit(unit.id)?.family !== "unavailable";
}

/**
 * Whether a figure in the unit stays true: a currency's daily rate does not (the base currency
 * and units fixed to it do).
 */
function isFixed(context: FactContext, unit: UnitDef): boolean {
  return unit.definition.kind !== "rate" || unit.id === context.table.baseUnit;
}

/** Whether figures in the unit can be stated: available, fixed, with a symbol that reads. */
export function isStatable(context: FactContext, unit: UnitDef): boolean {
  return isAvailable(context, unit) && isFixed(context, unit) && readsAsQuantity(unit.symbol);
}

/**
 * Whether "5 {symbol}" reads as a quantity: a bare number as symbol ("1", the prefix converter's
 * "no prefix") would read as a second number, so facts never state a figure in it.
 */
export function readsAsQuantity(symbol: string): boolean {
  return !/^[\d.,\s]+$/.test(symbol);
}

/**
 * A conversion by the engine and the sentence stating it: "5 ft = 1.524 m". Text styles read
 * "\"hello world\" in snake_case is \"hello_world\"": a phrase followed by a symbol that is itself
 * a phrase ("hello world") would read as one text. Null when the engine gives no result.
 */
export function stated(
  context: FactContext,
  value: string,
  from: UnitDef,
  to: UnitDef,
): WorkedExample | null {
  const conversion = convert(context.table, value, from.id, to.id);
  if (conversion.status !== "ok" || conversion.result === "") return null;
  const statement =
    to.definition.kind === "textual"
      ? `"${value}" in ${to.name} is "${conversion.result}"`
      : `${value} ${from.symbol} = ${conversion.result} ${to.symbol}`;
  return {
    value,
    from: from.id,
    to: to.id,
    result: conversion.result,
    statement,
    ...(conversion.formula ? { formula: conversion.formula } : {}),
  };
}

/** Whether the table reads quantities as levels (sound): its linear units are levels then. */
export function hasLevels(table: UnitTable): boolean {
  return table.units.some((unit) => unit.definition.kind === "logarithmic");
}
