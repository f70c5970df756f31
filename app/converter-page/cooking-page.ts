import type { Catalogue } from "~/catalogue/effective";
import {
  ingredientView,
  convert,
  DEFAULT_INGREDIENT,
  findIngredient,
  withIngredient,
  formatForLocale,
  type UnitTable,
} from "@unitwise/units";
import type { CookingPanel } from "./page";

/** The cooking converter's page: the ingredient the URL names, laid over the cooking table. */
export const COOKING_TABLE_KEY = "cooking";
const PANEL_AMOUNTS: Array<[amount: string, value: string, unit: string]> = [
  ["1 cup", "1", "us-cup"],
  ["½ cup", "1/2", "us-cup"],
  ["1 tbsp", "1", "us-tablespoon"],
  ["1 tsp", "1", "us-teaspoon"],
];

/**
 * The cooking converter's table with the URL's ingredient laid over it (all-purpose flour when
 * the URL names none, or one it doesn't know: the page says so), and the panel that shows it.
 */
export function cookingPage(
  catalogue: Catalogue,
  params: URLSearchParams,
  locale?: string,
): { table: UnitTable; panel: CookingPanel } | undefined {
  const written = (plain: string) => (locale ? formatForLocale(plain, locale) : plain);
  const own = catalogue.getTable(COOKING_TABLE_KEY);
  const known = own?.ingredients;
  if (!own || !known) return undefined;
  const requested = params.get("ingredient")?.trim().slice(0, 100) ?? "";
  const named = requested ? findIngredient(own, requested) : undefined;
  const ingredient = named ?? known.find((i) => i.id === DEFAULT_INGREDIENT) ?? known[0];
  if (!ingredient) return undefined;
  const table = withIngredient(own, ingredient);
  const view = ingredientView(table, ingredient);
  return {
    table,
    panel: {
      ingredients: known.map(({ id, name }) => ({ id, name })),
      selected: {
        id: view.id,
        name: view.name,
        gramsPerMilliliter: written(view.gramsPerMilliliter),
        source: view.source,
      },
      ...(requested && !named ? { unknown: requested } : {}),
      // Computed exactly, shown to 4 significant digits: a kitchen scale reads no finer.
      rows: PANEL_AMOUNTS.map(([amount, value, unit]) => {
        const grams = convert(table, value, unit, "gram", { precision: 4 });
        return { amount, grams: grams.status === "ok" ? written(grams.result) : "—" };
      }),
    },
  };
}

/**
 * What a question naming an ingredient was converted with, under its answer: "With all-purpose
 * flour, 0.528344104716297 g/mL (USDA FoodData Central, …: 1 cup = 125 g)".
 */
export function usedIngredient(table: UnitTable, locale: string | undefined): string {
  const { name, gramsPerMilliliter, source } = ingredientView(table, table.ingredient!);
  const density = locale ? formatForLocale(gramsPerMilliliter, locale) : gramsPerMilliliter;
  return `With ${name.charAt(0).toLowerCase()}${name.slice(1)}, ${density} g/mL (${source})`;
}
