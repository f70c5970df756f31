import type { ConvertOptions } from "./convert";
import { categories, converters } from "./converters";
import { createQueryEngine, type QueryAnswer, type QueryEngine } from "./query";
import { withRates, type ExchangeRates } from "./rates";
import { buildSearchIndex, type SearchItem } from "./search";
import type { Category, Converter, UnitDef, UnitTable } from "./types";
import { createUnitIndex, type UnitEntry, type UnitIndex } from "./unit-index";
import { unitTables } from "./unit-tables";
import { validateTables } from "./validate";

/**
 * The one registry of converters and unit tables: the converter page, the search index, the
 * sitemap, the API and the free-text queries all read it. Every file in ./data is a table,
 * listed in unit-tables.ts (plain imports, so any bundler or Node runtime can load the package).
 */

/** All unit tables, in the order of the converter list (then any others by key). */
export const tables: readonly UnitTable[] = orderTables(unitTables, converters);

export { categories, converters };

const tablesByKey = new Map(tables.map((table) => [table.key, table]));
const convertersByKey = new Map<string, Converter>();
for (const converter of converters) {
  convertersByKey.set(converter.key, converter);
  convertersByKey.set(converter.slug, converter);
}

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

/**
 * A unit by id ("us-gallon"), name, symbol or alias ("gal", "gallons"), with the table it is in.
 * Where a text names several units the documented preference wins (unit-index.ts).
 */
export function findUnit(idOrAlias: string): UnitEntry | undefined {
  for (const table of tables) {
    const unit = table.units.find((u) => u.id === idOrAlias);
    if (unit) return { table, unit };
  }
  return codeQueries.findUnits(idOrAlias)[0];
}

/** Every unit the text may mean, best first. */
export function findUnits(text: string): UnitEntry[] {
  return codeQueries.findUnits(text);
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

/** Free-text answers and unit lookups over a set of tables: a catalogue's reachable ones. */
export interface CatalogueQueries {
  /** Every unit the text may mean, best first (unit-index.ts). */
  findUnits(text: string): UnitEntry[];
  /**
   * Answers a free-text query ("5 ft 3 in to cm"). `replacing` stands in for the table of the
   * same key: the currency table with the rates in use.
   */
  answerQuery(text: string, options?: ConvertOptions, replacing?: UnitTable): QueryAnswer;
}

/** Queries over `tables`, ordered by `converters`; the engines are built when first asked. */
export function catalogueQueries(
  tables: readonly UnitTable[],
  converters: readonly Converter[],
): CatalogueQueries {
  const byKey = new Map(tables.map((table) => [table.key, table]));
  let index: UnitIndex | undefined;
  let engine: QueryEngine | undefined;
  /** Engines with one table replaced, kept per replacement table. */
  const replacedEngines = new WeakMap<UnitTable, QueryEngine>();
  return {
    findUnits: (text) => (index ??= createUnitIndex(tables)).lookup(text),
    answerQuery(text, options, replacing) {
      if (replacing && byKey.has(replacing.key) && replacing !== byKey.get(replacing.key)) {
        let replaced = replacedEngines.get(replacing);
        if (!replaced) {
          const swapped = tables.map((table) => (table.key === replacing.key ? replacing : table));
          replaced = createQueryEngine(swapped, converters);
          replacedEngines.set(replacing, replaced);
        }
        return replaced.answer(text, options);
      }
      engine ??= createQueryEngine(tables, converters);
      return engine.answer(text, options);
    },
  };
}

const codeQueries = catalogueQueries(tables, converters);

/** A free-text answer over the code's catalogue (CatalogueQueries.answerQuery). */
export const answerQuery = codeQueries.answerQuery;

let searchIndex: SearchItem[] | undefined;

/** The compact search index of every converter (send this to the browser, not the tables). */
export function getSearchIndex(): SearchItem[] {
  searchIndex ??= buildSearchIndex(converters, categories, tables);
  return searchIndex;
}

/**
 * What pages and the API read of a catalogue: the converters defined in code (codeCatalogue),
 * or those with the operators' changes laid over them (app/catalogue/). Units and answers come
 * only from the converters visitors can reach.
 */
export interface CatalogueReader extends CatalogueQueries {
  /** the categories, in the order pages show them */
  readonly categories: readonly Category[];
  /** the converters visitors can reach, in order */
  readonly converters: readonly Converter[];
  /** a reachable converter by its slug or key */
  getConverter(slugOrKey: string): Converter | undefined;
  /** the unit table of a converter key */
  getTable(key: string): UnitTable | undefined;
  getCategory(key: string): Category | undefined;
  convertersIn(category: string): Converter[];
  /** the search dialog's index of the reachable converters */
  searchIndex(): SearchItem[];
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
  findUnits,
  answerQuery,
};

// A unit pair named in a URL or a query, read against the catalogue.
