import type { Ingredient, UnitDef, UnitTable } from "@unitwise/units";
import type { CatalogueTranslation, UnitTranslation } from "./catalogue-words";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { dataFile } from "./messages.server";

/**
 * The catalogue in a language (docs/decisions/080-languages.md): converter and category names
 * and descriptions (messages/<language>/catalogue.json), unit names, plural forms, symbols where
 * the language writes another, and ingredient names (units.json), about-texts and sources
 * (unit-notes.json). English is the engine's own data. Ids never change: URLs, the API and
 * stored preferences stay the same in every language. A text a translation lacks stays English.
 */

type UnitsFile = Record<
  string,
  Record<string, UnitTranslation | { name: string; aliases?: string[] }>
>;
interface CatalogueFile {
  categories: Record<string, { name: string; description: string }>;
  converters: Record<string, { name: string; description: string }>;
}
interface NotesFile {
  about: Record<string, Record<string, string>>;
  sources: Record<string, string>;
  /** the labels that separate a unit from its namesakes ("US customary, 8 US fl oz") */
  labels?: Record<string, Record<string, string>>;
}

const ENGLISH: CatalogueTranslation = {
  language: DEFAULT_LANGUAGE,
  converter: (converter) => converter,
  category: (category) => category,
  table: (table) => table,
  unit: () => undefined,
  ingredient: () => undefined,
};

const loaded = new Map<Language, Promise<CatalogueTranslation>>();

/** The catalogue's words in `language` (loaded once per isolate and language). */
export function catalogueTranslation(language: Language): Promise<CatalogueTranslation> {
  if (language === DEFAULT_LANGUAGE) return Promise.resolve(ENGLISH);
  let pending = loaded.get(language);
  if (!pending) {
    pending = load(language);
    loaded.set(language, pending);
  }
  return pending;
}

async function load(language: Language): Promise<CatalogueTranslation> {
  const [units = {}, catalogue, notes] = await Promise.all([
    dataFile<UnitsFile>(language, "units"),
    dataFile<CatalogueFile>(language, "catalogue"),
    dataFile<NotesFile>(language, "unit-notes"),
  ]);
  const tables = new WeakMap<UnitTable, UnitTable>();
  const unit = (tableKey: string, unitId: string) => {
    const entry = units[tableKey]?.[unitId];
    return entry && "forms" in entry ? entry : undefined;
  };
  const localizeUnit = (tableKey: string, def: UnitDef): UnitDef => {
    const words = unit(tableKey, def.id);
    const about = notes?.about[tableKey]?.[def.id];
    const source = def.source && notes?.sources[def.source];
    const note = def.note && notes?.labels?.[tableKey]?.[def.id];
    return {
      ...def,
      ...(note ? { note } : {}),
      ...(words
        ? {
            name: words.name,
            plural: words.forms.other ?? words.name,
            symbol: words.symbol ?? def.symbol,
          }
        : {}),
      ...(about ? { about } : {}),
      ...(source ? { source } : {}),
    };
  };
  const localizeIngredient = (ingredient: Ingredient): Ingredient => {
    const words = units["cooking-ingredients"]?.[ingredient.id];
    const source = notes?.sources[ingredient.source];
    return { ...ingredient, ...(words ? { name: words.name } : {}), ...(source ? { source } : {}) };
  };
  return {
    language,
    converter: (converter) => ({ ...converter, ...catalogue?.converters[converter.key] }),
    category: (category) => ({ ...category, ...catalogue?.categories[category.key] }),
    unit,
    ingredient: (id) => units["cooking-ingredients"]?.[id],
    table(table) {
      let localized = tables.get(table);
      if (!localized) {
        localized = {
          ...table,
          units: table.units.map((def) => localizeUnit(table.key, def)),
          ...(table.rates
            ? {
                rates: {
                  ...table.rates,
                  source: notes?.sources[table.rates.source] ?? table.rates.source,
                },
              }
            : {}),
          ...(table.ingredients ? { ingredients: table.ingredients.map(localizeIngredient) } : {}),
          ...(table.ingredient ? { ingredient: localizeIngredient(table.ingredient) } : {}),
        };
        tables.set(table, localized);
      }
      return localized;
    },
  };
}

export type { CatalogueTranslation };
