import { ingredients } from "./ingredient-list";
import type { Ingredient, UnitTable } from "./types";

/**
 * Finding an ingredient by name and laying its density over the cooking table; the list itself,
 * with each figure's source, is ingredient-list.ts (decision 051).
 */

/**
 * How a name is compared: case, hyphens and spacing aside, and a typographic apostrophe read as a
 * plain one ("All-purpose flour" = "all purpose  flour", "confectioners’ sugar").
 */
function nameKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[\s-]+/g, " ");
}

/** Each name of the ingredients of a list, first come first served. */
function namesOf(list: readonly Ingredient[]): Map<string, Ingredient> {
  const byName = new Map<string, Ingredient>();
  for (const ingredient of list) {
    for (const name of [ingredient.id, ingredient.name, ...(ingredient.aliases ?? [])]) {
      const key = nameKey(name);
      if (!byName.has(key)) byName.set(key, ingredient);
    }
  }
  return byName;
}

const codeNames = namesOf(ingredients);
/** A table's own list may name its ingredients otherwise (an app adds a language's words). */
const tableNames = new WeakMap<readonly Ingredient[], Map<string, Ingredient>>();

/**
 * The ingredient of `table` an id, name or alias names ("flour", "All-purpose flour", "all
 * purpose flour"), if any; a plural the list doesn't hold is read without its "s" ("pecans",
 * "lentils" are listed; "almonds" is read as "almond").
 */
export function findIngredient(table: UnitTable, text: string): Ingredient | undefined {
  const own = table.ingredients ?? [];
  const exact = own.find((ingredient) => ingredient.id === text.trim());
  if (exact) return exact;
  const wanted = nameKey(text);
  let byName = own === ingredients ? codeNames : tableNames.get(own);
  if (!byName) tableNames.set(own, (byName = namesOf(own)));
  const named =
    byName.get(wanted) ?? (wanted.endsWith("s") ? byName.get(wanted.slice(0, -1)) : undefined);
  return named && own.includes(named) ? named : undefined;
}

const kept = new WeakMap<UnitTable, Map<string, UnitTable>>();

/**
 * `table` converting across its volumes and masses with `ingredient`'s density. Kept per table
 * and ingredient, so each is compiled once, like the catalogue's own tables.
 */
export function withIngredient(table: UnitTable, ingredient: Ingredient): UnitTable {
  if (!table.ingredients?.includes(ingredient)) {
    throw new RangeError(`The ${table.key} table has no ingredient "${ingredient.id}"`);
  }
  let byId = kept.get(table);
  if (!byId) kept.set(table, (byId = new Map()));
  let replaced = byId.get(ingredient.id);
  if (!replaced) byId.set(ingredient.id, (replaced = { ...table, ingredient }));
  return replaced;
}

/** The ingredient a table converts with when none is named: all-purpose flour, the commonest. */
export const DEFAULT_INGREDIENT = "all-purpose-flour";

/** `table` with its default ingredient laid over it; a table without ingredients as it is. */
export function withDefaultIngredient(table: UnitTable): UnitTable {
  const known = table.ingredients;
  if (!known || table.ingredient) return table;
  const ingredient = known.find((i) => i.id === DEFAULT_INGREDIENT) ?? known[0];
  return ingredient ? withIngredient(table, ingredient) : table;
}
