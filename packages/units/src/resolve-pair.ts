import { findUnits } from "./catalogue";
import { quantityPhrase } from "./query";
import type { UnitDef, UnitTable } from "./types";
import type { CatalogueReader } from "./catalogue";
import type { UnitEntry } from "./unit-index";

export type PairResolution =
  | { status: "ok"; table: UnitTable; from: UnitDef; to: UnitDef }
  | { status: "error"; message: string };

/**
 * Turns what a caller typed for the two units ("ft", "feet", "foot", "us-gallon") into units of
 * one table. With a converter the units are looked up in its table only; without one, the
 * table in which both texts have their best-ranked readings wins. A converter is looked up in
 * `catalogue` (the one visitors see: added and renamed converters).
 */
export function resolveUnitPair(
  catalogue: CatalogueReader,
  fromText: string,
  toText: string,
  converterKey?: string,
): PairResolution {
  if (converterKey) {
    const converter = catalogue.getConverter(converterKey.toLowerCase());
    const table = converter && catalogue.getTable(converter.key);
    if (!converter || !table) {
      return { status: "error", message: `Unknown converter "${converterKey}"` };
    }
    const from = unitIn(table, fromText);
    const to = unitIn(table, toText);
    if (!from) return { status: "error", message: notInTable(fromText, converter.name) };
    if (!to) return { status: "error", message: notInTable(toText, converter.name) };
    return { status: "ok", table, from, to };
  }

  const fromCandidates = catalogue.findUnits(fromText);
  const toCandidates = catalogue.findUnits(toText);
  if (fromCandidates.length === 0) return { status: "error", message: unknown(fromText) };
  if (toCandidates.length === 0) return { status: "error", message: unknown(toText) };

  let best: { entry: PairResolution & { status: "ok" }; score: number } | undefined;
  fromCandidates.forEach((from, fromRank) => {
    const toRank = toCandidates.findIndex((to) => to.table === from.table);
    const to = toCandidates[toRank];
    if (!to) return;
    const score = fromRank + toRank;
    if (!best || score < best.score) {
      best = { entry: { status: "ok", table: from.table, from: from.unit, to: to.unit }, score };
    }
  });
  if (best) return best.entry;

  const quantity = (entry: UnitEntry) =>
    quantityPhrase(catalogue.getConverter(entry.table.key)?.name ?? entry.table.key);
  return {
    status: "error",
    message: `"${fromText}" is ${quantity(fromCandidates[0] as UnitEntry)} and "${toText}" is ${quantity(toCandidates[0] as UnitEntry)}: they can't be converted`,
  };
}

/**
 * The units of one table a text may mean, best first: the unit with that id, then the table's
 * units the text names (id, name, plural, symbol or alias). When it names none of them and the
 * table declares `namesFrom`, the units it names in that table stand for this table's units
 * with the same symbol: inside the Temperature Interval Converter "fahrenheit" (the scale)
 * means the Fahrenheit difference, °F. Names from any other table never count.
 */
export function unitsIn(table: UnitTable, text: string): UnitDef[] {
  const found: UnitDef[] = [];
  const add = (unit: UnitDef | undefined) => {
    if (unit && !found.includes(unit)) found.push(unit);
  };
  add(table.units.find((unit) => unit.id === text));
  // Every name the text has in the code's tables; an added converter's table shares their units.
  const elsewhere = findUnits(text);
  for (const entry of elsewhere) if (table.units.includes(entry.unit)) add(entry.unit);
  if (found.length > 0 || !table.namesFrom) return found;
  for (const entry of elsewhere) {
    if (entry.table.key !== table.namesFrom) continue;
    for (const unit of table.units) if (unit.symbol === entry.unit.symbol) add(unit);
  }
  return found;
}

function unitIn(table: UnitTable, text: string): UnitDef | undefined {
  return unitsIn(table, text)[0];
}

function unknown(text: string): string {
  return `Unknown unit "${text}": use a unit id, symbol or name (GET /api/converters/{id} lists them)`;
}

function notInTable(text: string, converterName: string): string {
  return `The ${converterName} has no unit "${text}"`;
}
