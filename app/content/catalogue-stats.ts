import { categories, converters, type Category, type Converter } from "@unitwise/units";

/**
 * Figures the About and Features pages quote, counted from the catalogue rather than written
 * down, so the copy stays true as converters and units are added.
 */
export const converterCount = converters.length;
export const categoryCount = categories.length;

/**
 * A count rounded down to a whole `step`, as copy says it: 1131 → "1,100+" ("1.100+" in German).
 * Never overstates.
 */
export function atLeastLabel(count: number, step = 100, tag = "en-US"): string {
  const floor = Math.max(step, Math.floor(count / step) * step);
  return count < step ? String(count) : `${floor.toLocaleString(tag)}+`;
}

/** Each category with its converters, popular ones first, in catalogue order otherwise. */
export function categoriesWithConverters(): Array<{ category: Category; converters: Converter[] }> {
  return categories.map((category) => ({
    category,
    converters: converters
      .filter((converter) => converter.category === category.key)
      .sort((a, b) => Number(b.popular) - Number(a.popular)),
  }));
}
