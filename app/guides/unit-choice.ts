import { convert, exactDecimal, type UnitDef } from "@unitwise/units";
import { type FactContext, isAvailable, isStatable } from "./fact-context";

/** Which units a guide talks about, and the pair its examples and table convert between. */

/** At most this many units are described: the default pair first (ConverterFacts.units). */
const MAX_UNITS = 12;

/**
 * The units a guide describes, at most MAX_UNITS: the converter's default pair (its first two
 * units, converter-defaults.ts), the base unit, then the units a reader most likely meets. A
 * unit counts as more likely the more ways people write it (its aliases), when the catalogue
 * says something about it, and the closer it is in size to the default pair (a length guide
 * about meters and feet needs inches and kilometers before femtometers). Those follow the pair
 * in table order.
 */
export function chooseUnits(context: FactContext): UnitDef[] {
  const available = context.table.units.filter((unit) => isAvailable(context, unit));
  const defaults = available.slice(0, 2);
  const first = [...defaults];
  if (!first.includes(context.baseUnit) && isAvailable(context, context.baseUnit)) {
    first.push(context.baseUnit);
  }
  const sizes = defaults.map((unit) => linearSize(context, unit));
  const rest = available
    .filter((unit) => !first.includes(unit))
    .map((unit, index) => ({ unit, index, score: likelihood(context, unit, sizes) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, MAX_UNITS - first.length))
    .sort((a, b) => a.index - b.index)
    .map(({ unit }) => unit);
  return [...first, ...rest];
}

function likelihood(context: FactContext, unit: UnitDef, sizes: Array<number | null>): number {
  const size = linearSize(context, unit);
  const distances = sizes
    .filter((other): other is number => other !== null && size !== null)
    .map((other) => Math.abs(Math.log10(size as number) - Math.log10(other)));
  const distance = distances.length > 0 ? Math.min(...distances) : 0;
  return (unit.aliases?.length ?? 0) + (unit.about ? 3 : 0) - distance / 3;
}

/** One unit in the base unit as a float, for ranking only; null when the unit is not linear. */
function linearSize(context: FactContext, unit: UnitDef): number | null {
  const compiled = context.compiled.unit(unit.id);
  if (unit.definition.kind !== "linear" || compiled?.family !== "numeric") return null;
  if (compiled.map.type !== "scale") return null;
  const size = Math.abs(compiled.map.scale.toNumber());
  return size > 0 && Number.isFinite(size) ? size : null;
}

/**
 * The pair the examples and the table convert between: the first two units that can be stated
 * (for most converters its default pair). Null when fewer than two can be (a currency table
 * with no fixed rate).
 */
export function statedPair(context: FactContext, chosen: UnitDef[]): [UnitDef, UnitDef] | null {
  const candidates = [
    ...chosen,
    ...context.table.units.filter((unit) => !chosen.includes(unit)),
  ].filter((unit) => isStatable(context, unit));
  const [from, to] = candidates;
  return from && to ? [from, to] : null;
}

/**
 * The table's pair: the stated pair, unless its units are the same size (kelvin and degree
 * Celsius as differences), when a table of equal values would say nothing: then the first unit
 * and the next one of another size.
 */
export function tabledPair(
  context: FactContext,
  chosen: UnitDef[],
  [from, to]: [UnitDef, UnitDef],
): [UnitDef, UnitDef] {
  const equal = (other: UnitDef) => {
    const one = convert(context.table, "1", from.id, other.id);
    return one.status === "ok" && one.exact !== undefined && exactDecimal(one.exact) === "1";
  };
  if (!equal(to)) return [from, to];
  const other = chosen.find((unit) => unit !== from && isStatable(context, unit) && !equal(unit));
  return [from, other ?? to];
}

/** The default pair, for naming the (empty) table when no pair can be stated. */
export function defaultPair(context: FactContext, chosen: UnitDef[]): [UnitDef, UnitDef] {
  const [from = context.baseUnit, to = from] = chosen;
  return [from, to];
}
