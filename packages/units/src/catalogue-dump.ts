import { categories, converters, getSearchIndex, tables, unitCount } from "./catalogue";
import { convert } from "./convert";
import { defaultValue } from "./converter-defaults";
import { withDefaultIngredient } from "./ingredients";
import type { UnitTable } from "./types";

/**
 * The whole catalogue as one JSON text: every category, converter, table (units, definitions,
 * aliases, sources, ingredients), the search index, and each unit's conversion to and from its
 * table's base unit as displayed. A test keeps it equal to a committed snapshot, so a change to
 * the engine or its data that alters anything a visitor sees shows up as a diff.
 */
export function dumpCatalogue(): string {
  return JSON.stringify(
    {
      unitCount,
      categories,
      converters,
      searchIndex: getSearchIndex(),
      tables: tables.map((table) => ({ table, conversions: conversionsOf(table) })),
    },
    null,
    1,
  );
}

function conversionsOf(shipped: UnitTable) {
  const table = withDefaultIngredient(shipped);
  const value = defaultValue(table);
  return table.units.map((unit) => ({
    unit: unit.id,
    toBase: convert(table, value, unit.id, table.baseUnit),
    fromBase: convert(table, value, table.baseUnit, unit.id),
  }));
}
