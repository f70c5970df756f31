import type { Catalogue } from "~/catalogue/effective";
import {
  ingredientView,
  convert,
  DEFAULT_INGREDIENT,
  findIngredient,
  withIngredient,
  formatForLocale,
  type Ingredient,
  type UnitTable,
} from "@unitwise/units";
import type { Language } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages";
import type { CookingPanel, PageWords } from "./page";

/** The cooking converter's page: the ingredient the URL names, laid over the cooking table. */
export const COOKING_TABLE_KEY = "cooking";
const PANEL_AMOUNTS: Array<[amount: MessageKey<"converter-copy">, value: string, unit: string]> = [
  ["ingredientCup", "1", "us-cup"],
  ["ingredientHalfCup", "1/2", "us-cup"],
  ["ingredientTablespoon", "1", "us-tablespoon"],
  ["ingredientTeaspoon", "1", "us-teaspoon"],
];

/**
 * The cooking converter's table with the URL's ingredient laid over it (all-purpose flour when
 * the URL names none, or one it doesn't know), and what the URL asked for.
 */
export function cookingTable(
  catalogue: Catalogue,
  params: URLSearchParams,
):
  | { table: UnitTable; known: readonly Ingredient[]; requested: string; named: boolean }
  | undefined {
  const own = catalogue.getTable(COOKING_TABLE_KEY);
  const known = own?.ingredients;
  if (!own || !known) return undefined;
  const requested = params.get("ingredient")?.trim().slice(0, 100) ?? "";
  const named = requested ? findIngredient(own, requested) : undefined;
  const ingredient = named ?? known.find((i) => i.id === DEFAULT_INGREDIENT) ?? known[0];
  if (!ingredient) return undefined;
  return { table: withIngredient(own, ingredient), known, requested, named: Boolean(named) };
}

/**
 * The cooking converter's page: its table (cookingTable) and the panel that shows the ingredient
 * in the page's language (the page says so when the URL's ingredient is unknown).
 */
export function cookingPage(
  catalogue: Catalogue,
  params: URLSearchParams,
  words: Pick<PageWords, "catalogue" | "copy" | "language">,
  locale?: string,
): { table: UnitTable; panel: CookingPanel } | undefined {
  const written = (plain: string) => (locale ? formatForLocale(plain, locale) : plain);
  const cooking = cookingTable(catalogue, params);
  if (!cooking) return undefined;
  const { table, known, requested, named } = cooking;
  // Names and sources in the page's language (decision 080).
  const shown = words.catalogue.table(table);
  const view = ingredientView(shown, shown.ingredient!);
  return {
    table,
    panel: {
      ingredients: (shown.ingredients ?? known).map(({ id, name }) => ({ id, name })),
      selected: {
        id: view.id,
        name: view.name,
        inText: inText(view.name, words.language),
        gramsPerMilliliter: written(view.gramsPerMilliliter),
        source: view.source,
      },
      ...(requested && !named ? { unknown: requested } : {}),
      // Computed exactly, shown to 4 significant digits: a kitchen scale reads no finer.
      rows: PANEL_AMOUNTS.map(([amount, value, unit]) => {
        const grams = convert(table, value, unit, "gram", { precision: 4 });
        return {
          amount: words.copy(amount),
          grams: grams.status === "ok" ? written(grams.result) : "—",
        };
      }),
    },
  };
}

/**
 * What a question naming an ingredient was converted with, under its answer: "With all-purpose
 * flour, 0.528344104716297 g/mL (USDA FoodData Central, …: 1 cup = 125 g)".
 */
export function usedIngredient(
  table: UnitTable,
  { copy, language }: Pick<PageWords, "copy" | "language">,
  locale: string | undefined,
): string {
  const { name, gramsPerMilliliter, source } = ingredientView(table, table.ingredient!);
  const density = locale ? formatForLocale(gramsPerMilliliter, locale) : gramsPerMilliliter;
  return copy("ingredientUsed", { name: inText(name, language), density, source });
}

/** "All-purpose flour" → "all-purpose flour" in running text; German nouns keep their capital. */
function inText(name: string, language: Language): string {
  return language === "de" ? name : `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}
