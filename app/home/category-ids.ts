// What the server-rendered category cards and the browser's 'View All' toggle both name.

/** Converters shown per category before expansion (docs/product.md#display-constants). */
export const CARDS_BEFORE_EXPANSION = 8;

/** The query parameter that shows a category expanded without JavaScript. */
export const EXPAND_PARAM = "expand";

/** The id of a category's heading: the target of the category links of the home page. */
export const categoryHeadingId = (categoryKey: string) => `category-${categoryKey}`;

/** The URL that shows a category expanded without JavaScript (on the home page at `home`). */
export function expandedCategoryHref(categoryKey: string, home = "/"): string {
  return `${home}?${EXPAND_PARAM}=${encodeURIComponent(categoryKey)}#${categoryHeadingId(categoryKey)}`;
}

/** The section that the hero's buttons lead to. */
export const CATEGORIES_ANCHOR = "categories";
