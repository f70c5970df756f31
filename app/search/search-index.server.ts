import type { SearchItem } from "@unitwise/units";
import type { Catalogue } from "~/catalogue/effective";
import { SITE_TOOLS } from "~/catalogue/site-tools";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { unitWords, type CatalogueTranslation } from "~/i18n/catalogue-words";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { siteToolTexts } from "~/home/site-tools-text.server";
import { catalogueMemo } from "~/utils/memo/per-catalogue";

/** Each catalogue's index per language, built once. */
const indexes = catalogueMemo<Promise<readonly SearchItem[]>>();

/**
 * The search index in a language (docs/decisions/080-languages.md): converters, categories and
 * tools named and described in it, found by its unit names, plurals, symbols and aliases, and
 * still by their English names and words, since English queries work on every language's pages.
 * English is the catalogue's own index.
 */
export function searchIndexIn(
  catalogue: Catalogue,
  language: Language,
): Promise<readonly SearchItem[]> {
  if (language === DEFAULT_LANGUAGE) return Promise.resolve(catalogue.searchIndex());
  return indexes.getOrBuild(catalogue, language, async () => {
    const [names, tools] = await Promise.all([
      catalogueTranslation(language),
      siteToolTexts(language),
    ]);
    return catalogue.searchIndex().map((item) => localizedItem(catalogue, item, names, tools));
  });
}

function localizedItem(
  catalogue: Catalogue,
  item: SearchItem,
  names: CatalogueTranslation,
  tools: Awaited<ReturnType<typeof siteToolTexts>>,
): SearchItem {
  const tool = SITE_TOOLS.find((entry) => entry.slug === item.slug && entry.key === item.key);
  const entry = tool ? undefined : catalogue.entry(item.key);
  const categoryKey = tool?.category ?? entry?.category;
  const category = catalogue.categories.find((c) => c.key === categoryKey);
  const own = tool
    ? { ...item, ...tools.get(tool.slug) }
    : names.converter({ key: item.key, name: item.name, description: item.description });
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    const word = text
      ?.trim()
      .toLowerCase()
      .replace(/[\s|]+/g, " ");
    if (word) words.add(word);
  };
  // The language's words first, then the English ones (names included).
  if (tool) for (const word of tools.get(tool.slug)?.keywords ?? []) add(word);
  const table = tool ? undefined : catalogue.getTable(item.key);
  if (table) {
    const localized = names.table(table);
    for (const unit of localized.units) {
      const words = names.unit(table.key, unit.id);
      for (const text of words ? unitWords(words) : [unit.name, unit.plural, unit.symbol])
        add(text);
    }
    for (const ingredient of localized.ingredients ?? []) add(ingredient.name);
  }
  add(item.name);
  for (const word of item.keywords.split("|")) add(word);
  return {
    ...item,
    name: own.name,
    description: own.description,
    category: category ? names.category(category).name : item.category,
    keywords: [...words].join("|"),
  };
}
