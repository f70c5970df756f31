import type { ConvertOptions } from "./convert";
import { categories, converters } from "./converters";
import { createQueryEngine, type QueryAnswer, type QueryEngine } from "./query";
import { withRates, type ExchangeRates } from "./rates";
import { buildSearchIndex, type SearchItem } from "./search";
import type { CatalogueReader, Category, Converter, UnitDef, UnitTable } from "./types";
import { createUnitIndex, type UnitEntry } from "./unit-index";
import { validateTables } from "./validate";

/**
 * The one registry of converters and unit tables: the converter page, the search index, the
 * sitemap, the API and the free-text queries all read it. Every file in ./data is a table;
 * Vite collects them, so adding a table is adding a file.
 */
const modules = import.meta.glob<UnitTable>("./data/*.ts", { eager: true, import: "default" });

/** All unit tables, in the order of the converter list (then any others by key). */
export const tables: readonly UnitTable[] = orderTables(Object.values(modules), converters);

export { categories, converters };

const tablesByKey = new Map(tables.map((table) => [table.key, table]));
const convertersByKey = new Map<string, Converter>();
for (const converter of converters) {
  convertersByKey.set(converter.key, converter);
  convertersByKey.set(converter.slug, converter);
}
const unitIndex = createUnitIndex(tables);

/** A converter by its slug ("length-converter") or key ("length"). */
export function getConverter(slugOrKey: string): Converter | undefined {
  return convertersByKey.get(slugOrKey);
}

export function getTable(key: string): UnitTable | undefined {
  return tablesByKey.get(key);
}

export function getCategory(key: string): Category | undefined {
  return categories.find((category) => category.key === key);
}

export function convertersIn(category: string): Converter[] {
  return converters.filter((converter) => converter.category === category);
}

/** The catalogue as the code defines it, before any operator's change. */
export const codeCatalogue: CatalogueReader = {
  categories,
  converters,
  getConverter,
  getTable,
  getCategory,
  convertersIn,
  searchIndex: () => getSearchIndex(),
};

/**
 * A unit by id ("us-gallon"), name, symbol or alias ("gal", "gallons"), with the table it is in.
 * Where a text names several units the documented preference wins (unit-index.ts).
 */
export function findUnit(idOrAlias: string): UnitEntry | undefined {
  for (const table of tables) {
    const unit = table.units.find((u) => u.id === idOrAlias);
    if (unit) return { table, unit };
  }
  return unitIndex.lookup(idOrAlias)[0];
}

/** Every unit the text may mean, best first. */
export function findUnits(text: string): UnitEntry[] {
  return unitIndex.lookup(text);
}

/** Distinct unit ids across the catalogue (a unit serving two converters counts once). */
export const unitCount: number = new Set(
  tables.flatMap((table) => table.units.map((unit: UnitDef) => unit.id)),
).size;

/** Problems in the catalogue, one sentence each; empty when all is well. */
export function validateCatalogue(): string[] {
  return validateTables(tables, converters, categories);
}

function orderTables(found: readonly UnitTable[], order: readonly Converter[]): UnitTable[] {
  const position = new Map(order.map((converter, i) => [converter.key, i]));
  const rank = (table: UnitTable) => position.get(table.key) ?? order.length;
  return [...found].sort((a, b) => rank(a) - rank(b) || a.key.localeCompare(b.key));
}

/**
 * The table of `key` with the rates of another day laid over it (rates.ts), or the shipped
 * table when `rates` is undefined. Undefined for an unknown key.
 */
export function getTableWithRates(key: string, rates?: ExchangeRates): UnitTable | undefined {
  const table = tablesByKey.get(key);
  return table && rates ? withRates(table, rates) : table;
}

let queryEngine: QueryEngine | undefined;
/** Engines over the catalogue with one table replaced, kept per replacement table. */
const replacedEngines = new WeakMap<UnitTable, QueryEngine>();

/**
 * Answers a free-text query ("5 ft 3 in to cm") over the whole catalogue. `replacing` stands in
 * for the catalogue's table of the same key: the currency table with the rates in use.
 */
export function answerQuery(
  text: string,
  options?: ConvertOptions,
  replacing?: UnitTable,
): QueryAnswer {
  if (replacing && replacing !== tablesByKey.get(replacing.key)) {
    let engine = replacedEngines.get(replacing);
    if (!engine) {
      const replaced = tables.map((table) => (table.key === replacing.key ? replacing : table));
      engine = createQueryEngine(replaced, converters);
      replacedEngines.set(replacing, engine);
    }
    return engine.answer(text, options);
  }
  queryEngine ??= createQueryEngine(tables, converters);
  return queryEngine.answer(text, options);
}

let searchIndex: SearchItem[] | undefined;

/** The compact search index of every converter (send this to the browser, not the tables). */
export function getSearchIndex(): SearchItem[] {
  searchIndex ??= buildSearchIndex(converters, categories, tables);
  return searchIndex;
}
