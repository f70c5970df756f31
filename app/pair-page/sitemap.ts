import type { Catalogue } from "~/catalogue/effective";
import { indexedPairs } from "./indexed-pairs";

/**
 * The pair pages of a category's sitemap (/sitemaps/{category}.xml): the indexed pairs of each
 * converter visitors can reach in it, in the catalogue's order.
 */
export function categoryPairPaths(catalogue: Catalogue, category: string): string[] {
  return catalogue.convertersIn(category).flatMap((converter) => {
    const table = catalogue.getTable(converter.key);
    return table ? indexedPairs(table).map((pair) => `/${converter.slug}/${pair.slug}`) : [];
  });
}

/** The categories whose sitemap lists any pair (an empty sitemap is not a valid one). */
export function categoriesWithPairs(catalogue: Catalogue): string[] {
  return catalogue.categories
    .map((category) => category.key)
    .filter((key) => categoryPairPaths(catalogue, key).length > 0);
}
