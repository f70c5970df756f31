import type { Category, Converter, UnitTable } from "@unitwise/units";
import type { Language } from "./languages";

/** The catalogue's words in a language (catalogue.server.ts lays them over the engine's data). */

export interface UnitTranslation {
  name: string;
  /** the unit's name after a number, by Intl.PluralRules category ("one", "other", …) */
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
  symbol?: string;
  /** more words the question box reads in this language */
  aliases?: string[];
}

export interface CatalogueTranslation {
  language: Language;
  converter<T extends Pick<Converter, "key" | "name" | "description">>(converter: T): T;
  category<T extends Pick<Category, "key" | "name" | "description">>(category: T): T;
  table(table: UnitTable): UnitTable;
  unit(tableKey: string, unitId: string): UnitTranslation | undefined;
  /** the cooking converter's ingredient's name and aliases in the language */
  ingredient(id: string): { name: string; aliases?: string[] } | undefined;
}

/** Every word a unit goes by in a language: name, plural forms, symbol and aliases. */
export function unitWords(words: UnitTranslation): string[] {
  return [
    words.name,
    ...Object.values(words.forms),
    words.symbol ?? "",
    ...(words.aliases ?? []),
  ].filter(Boolean);
}
