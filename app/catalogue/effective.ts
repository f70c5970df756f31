import {
  catalogueQueries,
  categories as codeCategories,
  converters as codeConverters,
  getTable as codeTable,
  tables as codeTables,
  type CatalogueReader,
} from "@unitwise/units/catalogue";
import {
  buildSearchIndex,
  type SearchItem,
  type Category,
  type Converter,
  type UnitTable,
} from "@unitwise/units";
import type { CatalogueEdits, ConverterEdit } from "~/models/catalogue-edits";
import { toolSearchItems } from "./site-tools";

/**
 * The catalogue visitors see: the converters and categories defined in code with the operators'
 * changes (app/models/catalogue-edits.ts) laid over them, and the converters operators added,
 * each over units of one built-in table. Pure: built once per version of the edits
 * (catalogue.server.ts).
 */

/** A converter as the dashboard sees it: hidden ones too, with where its fields come from. */
export interface CatalogueEntry extends Converter {
  /** defined in code (hidden, never deleted) rather than added by an operator */
  builtin: boolean;
  hidden: boolean;
  /** an operator has changed it (a built-in converter with a row in D1) */
  edited: boolean;
  /** what cards say of the units ("25+"); null: the units are counted */
  unitCountText: string | null;
  position: number;
  /** its units' ids, in order: the first two are the page's defaults */
  unitIds: string[];
}

export interface CategoryEntry extends Category {
  position: number;
  edited: boolean;
}

export interface Catalogue extends CatalogueReader {
  /** which edits it was built from: changes with every operator's write */
  readonly version: string;
  readonly categories: readonly CategoryEntry[];
  readonly converters: readonly CatalogueEntry[];
  getCategory(key: string): CategoryEntry | undefined;
  /** every converter, hidden ones included, in order */
  readonly entries: readonly CatalogueEntry[];
  /** any converter by key, hidden ones included */
  entry(key: string): CatalogueEntry | undefined;
  getConverter(slugOrKey: string): CatalogueEntry | undefined;
  /** the slug a visitor should be sent to for a slug the converter no longer has */
  redirectFor(oldSlug: string): string | undefined;
  /** the key of the converter an old slug leads to */
  redirectOwner(oldSlug: string): string | undefined;
  /** distinct units across the converters visitors can reach */
  readonly unitCount: number;
}

/** Where the n-th item of a list stands (within its category): gaps of ten leave room. */
const codePosition = (index: number) => (index + 1) * 10;

/** Where each built-in converter stands within its category, as the code lists them. */
const codePositions = new Map<string, number>();
for (const category of codeCategories) {
  codeConverters
    .filter((converter) => converter.category === category.key)
    .forEach((converter, index) => codePositions.set(converter.key, codePosition(index)));
}

/** What a converter is to visitors: its public fields only. */
export function toConverter({
  key,
  slug,
  name,
  description,
  category,
  popular,
}: Converter): Converter {
  return { key, slug, name, description, category, popular };
}

/** What cards say of a converter's units: the operator's text ("25+"), else the count. */
export function unitCountLabel(entry: CatalogueEntry): string {
  return entry.unitCountText ?? String(entry.unitIds.length);
}

export function buildCatalogue(edits: CatalogueEdits): Catalogue {
  const categories: CategoryEntry[] = codeCategories
    .map((category, index) => {
      const edit = edits.categories.find((e) => e.key === category.key);
      return edit
        ? {
            ...category,
            name: edit.name,
            description: edit.description,
            icon: edit.icon,
            position: edit.position,
            edited: true,
          }
        : { ...category, position: codePosition(index), edited: false };
    })
    .sort(byPosition);

  const tables = new Map(codeTables.map((table) => [table.key, table]));
  const entries: CatalogueEntry[] = [];
  for (const converter of codeConverters) {
    const edit = edits.converters.find((e) => e.builtin && e.key === converter.key);
    const table = codeTable(converter.key);
    if (table) entries.push(builtinEntry(converter, table, edit));
  }
  for (const edit of edits.converters) {
    if (edit.builtin) continue;
    const table = addedTable(edit);
    if (!table) {
      console.error(`Catalogue: converter "${edit.key}" names units of no single table; left out`);
      continue;
    }
    tables.set(edit.key, table);
    entries.push(addedEntry(edit));
  }
  const categoryOrder = new Map(categories.map((category, i) => [category.key, i]));
  entries.sort(
    (a, b) =>
      (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0) ||
      byPosition(a, b),
  );

  const visible = entries.filter((entry) => !entry.hidden);
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  // Keys and slugs are looked up apart: an added converter's key is its first slug, and no
  // slug may take another converter's key (admin/catalogue.server.ts), but a map of both
  // would let the later entry win.
  const visibleByKey = new Map(visible.map((entry) => [entry.key, entry]));
  const visibleBySlug = new Map(visible.map((entry) => [entry.slug, entry]));
  const reachableTables = visible.flatMap((entry) => {
    const table = tables.get(entry.key);
    return table ? [table] : [];
  });
  /** old slug → the key of the converter it leads to */
  const redirects = new Map<string, string>();
  for (const { oldSlug, converterKey } of edits.redirects) {
    if (byKey.get(converterKey)?.slug !== oldSlug) redirects.set(oldSlug, converterKey);
  }
  // A built-in converter's slug from the code leads to it whatever it was renamed to.
  for (const converter of codeConverters) {
    const slug = byKey.get(converter.key)?.slug;
    if (slug !== converter.slug && !redirects.has(converter.slug)) {
      redirects.set(converter.slug, converter.key);
    }
  }

  let searchIndex: SearchItem[] | undefined;
  return {
    version: edits.version,
    categories,
    converters: visible,
    entries,
    entry: (key) => byKey.get(key),
    getConverter: (slugOrKey) => visibleBySlug.get(slugOrKey) ?? visibleByKey.get(slugOrKey),
    getTable: (key) => (visibleByKey.has(key) ? tables.get(key) : undefined),
    getCategory: (key) => categories.find((category) => category.key === key),
    convertersIn: (category) => visible.filter((entry) => entry.category === category),
    redirectFor: (oldSlug) => {
      const key = redirects.get(oldSlug);
      const slug = key === undefined ? undefined : visibleByKey.get(key)?.slug;
      return slug === oldSlug ? undefined : slug;
    },
    redirectOwner: (oldSlug) => redirects.get(oldSlug),
    // The converters, then the site's other tools (site-tools.ts).
    searchIndex: () =>
      (searchIndex ??= [
        ...buildSearchIndex(visible, categories, reachableTables),
        ...toolSearchItems(categories),
      ]),
    ...catalogueQueries(reachableTables, visible),
    unitCount: new Set(reachableTables.flatMap((table) => table.units.map((unit) => unit.id))).size,
  };
}

function byPosition(
  a: { position: number; name: string },
  b: { position: number; name: string },
): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}

function builtinEntry(
  converter: Converter,
  table: UnitTable,
  edit: ConverterEdit | undefined,
): CatalogueEntry {
  const position = codePositions.get(converter.key) ?? 0;
  const unitIds = table.units.map((unit) => unit.id);
  if (!edit) {
    return {
      ...converter,
      builtin: true,
      hidden: false,
      edited: false,
      unitCountText: null,
      position,
      unitIds,
    };
  }
  return {
    key: converter.key,
    slug: edit.slug,
    name: edit.name,
    description: edit.description,
    category: edit.category,
    popular: edit.popular,
    builtin: true,
    hidden: edit.hidden,
    edited: true,
    unitCountText: edit.unitCountText,
    position: edit.position ?? position,
    unitIds,
  };
}

function addedEntry(edit: ConverterEdit): CatalogueEntry {
  return {
    key: edit.key,
    slug: edit.slug,
    name: edit.name,
    description: edit.description,
    category: edit.category,
    popular: edit.popular,
    builtin: false,
    hidden: edit.hidden,
    edited: true,
    unitCountText: edit.unitCountText,
    position: edit.position ?? codePosition(codeConverters.length),
    unitIds: edit.unitIds ?? [],
  };
}

/**
 * The built-in table that holds every one of `unitIds`: units of one table share a dimension, so
 * the engine converts between any two of them exactly. Undefined for a mix (or unknown ids).
 */
export function tableHolding(unitIds: readonly string[]): UnitTable | undefined {
  if (unitIds.length === 0) return undefined;
  return codeTables.find((table) => unitIds.every((id) => table.units.some((u) => u.id === id)));
}

/** An added converter's table: its units, in its order, from the one table that holds them. */
function addedTable(edit: ConverterEdit): UnitTable | undefined {
  const source = tableHolding(edit.unitIds ?? []);
  if (!source) return undefined;
  const units = (edit.unitIds ?? []).flatMap((id) => source.units.filter((u) => u.id === id));
  return { ...source, key: edit.key, units };
}
