import type { Category, Converter, SearchItem, UnitTable } from "./types";
import { normaliseUnitText } from "./unit-index";

export type { SearchItem };

/**
 * Converter search (docs/product.md#search-rules): the query is trimmed and case-insensitive; a
 * converter matches on its name, description or category name, or on a unit it converts (name,
 * plural, symbol or alias: "psi" finds the Pressure Converter, "kelvin" the Temperature Converter).
 * Order: names starting with the query first, then popular converters, then alphabetical by name.
 * An empty query finds nothing. One addition to the product's order
 * (docs/decisions/013-converter-search.md): converters found only through a unit whose name is not
 * exactly the query ("psi·s" for "psi") come after the rest, so "psi" lists Pressure before Dynamic
 * Viscosity. A unit is also called exactly the query when the two are alike once spaces, hyphens
 * and dots are ignored (as the free-text input ignores them) and the word "per" is read as "/":
 * "kwh per 100 km" and "kWh / 100km" name "kWh/100 km", "l per 100 km" names "L/100 km".
 *
 * The index is built on the server (buildSearchIndex) and is small enough to send to the
 * browser, which then searches without the unit tables.
 */

export function buildSearchIndex(
  converters: readonly Converter[],
  categories: readonly Category[],
  tables: readonly UnitTable[],
): SearchItem[] {
  const categoryNames = new Map(categories.map((c) => [c.key, c.name]));
  const tablesByKey = new Map(tables.map((t) => [t.key, t]));
  return converters.map((converter) => {
    const table = tablesByKey.get(converter.key);
    const words = new Set<string>();
    // A unit's names, and an ingredient's (the cooking converter: "butter", "flour").
    const names = [
      ...(table?.units ?? []).map((u) => [u.name, u.plural, u.symbol, ...(u.aliases ?? [])]),
      ...(table?.ingredients ?? []).map((i) => [i.name, ...(i.aliases ?? [])]),
    ];
    for (const texts of names) {
      for (const text of texts) {
        const word = text
          .trim()
          .toLowerCase()
          .replace(/[\s|]+/g, " ");
        if (word) words.add(word);
      }
    }
    return {
      key: converter.key,
      slug: converter.slug,
      name: converter.name,
      description: converter.description,
      category: categoryNames.get(converter.category) ?? converter.category,
      popular: converter.popular,
      keywords: [...words].join("|"),
    };
  });
}

export function searchConverters(
  index: readonly SearchItem[],
  query: string,
  limit = Infinity,
): SearchItem[] {
  const q = query.trim().toLowerCase();
  if (q === "") return [];
  const ranked: Array<{ item: SearchItem; tier: number }> = [];
  for (const item of index) {
    const tier = matchTier(item, q) ?? pairTier(item, q);
    if (tier !== null) ranked.push({ item, tier });
  }
  return ranked
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(b.item.popular) - Number(a.item.popular) ||
        (a.item.name < b.item.name ? -1 : a.item.name > b.item.name ? 1 : 0),
    )
    .slice(0, limit)
    .map((entry) => entry.item);
}

/**
 * "flour to grams", "cups in grams", "1 cup flour in grams": a converter that both sides find,
 * after every converter the whole query finds (tier 3). A side may start with an amount ("1",
 * "1,5", "1/2", "a"), and one a converter doesn't find whole counts when it finds each word of it
 * ("cup flour", "cups of butter"). null when the query is not two parts or one side finds nothing.
 */
function pairTier(item: SearchItem, q: string): 3 | null {
  const parts = q.split(/\s+(?:to|in|into)\s+/).map(withoutAmount);
  if (parts.length !== 2 || parts.some((part) => part === "")) return null;
  const finds = (part: string) =>
    matchTier(item, part) !== null ||
    part
      .split(/\s+/)
      .filter((word) => word !== "of")
      .every((word) => matchTier(item, word) !== null);
  return parts.every(finds) ? 3 : null;
}

/** "1 1/2 cups of flour" → "cups of flour": the amount before a side's units. */
function withoutAmount(part: string): string {
  return part.replace(/^(?:an?\s+|(?:[\d.,/½⅓⅔¼¾⅛]+\s*)+)/, "").trim();
}

/**
 * 0: the name starts with the query; 1: the name, description or category contains it, or a
 * unit is called exactly that (also when written alike: unitSpelling); 2: a word of a unit's name
 * starts with it ("kelv", not "si" in "psi"); null: no match.
 */
function matchTier(item: SearchItem, q: string): 0 | 1 | 2 | null {
  const name = item.name.toLowerCase();
  if (name.startsWith(q)) return 0;
  const keywords = `|${item.keywords}|`;
  if (
    name.includes(q) ||
    item.description.toLowerCase().includes(q) ||
    item.category.toLowerCase().includes(q) ||
    keywords.includes(`|${q}|`) ||
    spelledAlike(item, q)
  ) {
    return 1;
  }
  return keywords.replaceAll("|", " ").includes(` ${q}`) ? 2 : null;
}

/**
 * A unit's name as the search compares it besides its letters: as the free-text input compares it
 * (normaliseUnitText: spaces, hyphens, dots and multiplication signs ignored), lower-case, and
 * with the word "per" read as "/": "kWh per 100 km", "kwh/100km" and "kWh / 100 km" are all
 * "kwh/100km".
 */
function unitSpelling(text: string): string {
  return normaliseUnitText(text.toLowerCase().replace(/(^|\s)per(?=\s|$)/g, "$1/"));
}

/** Whether a unit of the item is written like `q` in unitSpelling ("" is no unit's spelling). */
function spelledAlike(item: SearchItem, q: string): boolean {
  const spelling = unitSpelling(q);
  return spelling !== "" && spelledKeywords(item).includes(`|${spelling}|`);
}

const spellings = new WeakMap<SearchItem, string>();

/** An item's keywords in unitSpelling, "|"-joined and "|"-framed; worked out once per item. */
function spelledKeywords(item: SearchItem): string {
  let spelled = spellings.get(item);
  if (spelled === undefined) {
    spelled = `|${item.keywords.split("|").map(unitSpelling).join("|")}|`;
    spellings.set(item, spelled);
  }
  return spelled;
}
