import { findIngredient } from "./ingredients";
import { QueryError, type NamedIngredient, type Part, type QueryContext } from "./query-parts";
import type { Ingredient, UnitTable } from "./types";

/** Ingredients named in a query ("1 cup flour in grams") and the messages about them. */

/**
 * `text` read as a unit followed by an ingredient: "cup flour", "cups of brown sugar",
 * "g butter". The longest unit wins ("fl oz honey"). Null when no start of the text is a unit of a
 * table with ingredients; a QueryError when one is but the rest names no ingredient it knows.
 */
export function unitWithIngredient(context: QueryContext, text: string): NamedIngredient | null {
  const words = text.trim().split(/\s+/);
  let unknown: { rest: string; table: UnitTable } | undefined;
  let elsewhere: { unit: string; rest: string; table: UnitTable } | undefined;
  for (let split = words.length - 1; split >= 1; split--) {
    const unitText = words.slice(0, split).join(" ");
    const rest = words
      .slice(split)
      .join(" ")
      .replace(/^of\s+/i, "");
    if (rest === "") continue;
    const readings = context.index.lookup(unitText);
    for (const table of context.kitchens) {
      const candidates = readings.filter((entry) => entry.table === table);
      const ingredient = findIngredient(table, rest);
      if (candidates.length === 0) {
        // "1 m flour": an ingredient after a unit it is never measured in.
        if (ingredient && readings.length > 0) elsewhere ??= { unit: unitText, rest, table };
        continue;
      }
      if (ingredient) return { ingredient, text: rest, candidates, table };
      unknown ??= { rest, table };
    }
  }
  if (elsewhere) {
    throw new QueryError(
      `An ingredient ("${elsewhere.rest}") is converted between the ${context.name(elsewhere.table)}'s volumes and masses: "${elsewhere.unit}" is not one of them`,
    );
  }
  if (unknown) {
    throw new QueryError(
      `I don't know the ingredient "${unknown.rest}": the ${context.name(unknown.table)} lists the ones it knows (flour, sugar, butter, honey…)`,
    );
  }
  return null;
}

/** "all-purpose flour", "brown sugar (packed)": an ingredient's name inside a sentence. */
export function ingredientPhrase(ingredient: Ingredient): string {
  return ingredient.name.charAt(0).toLowerCase() + ingredient.name.slice(1);
}

/** '"flour" is measured in the Cooking Converter's volumes and masses: "ft" is neither' */
export function notInKitchenMessage(
  context: QueryContext,
  named: NamedIngredient,
  parts: Part[],
  right: string,
): string {
  const inTable = (text: string) =>
    context.index.lookup(text).some((entry) => entry.table === named.table);
  const odd =
    parts.find((part) => !part.candidates.some((c) => c.table === named.table))?.unitText ??
    (inTable(right) ? undefined : right);
  return `An ingredient ("${named.text}") is converted between the ${context.name(named.table)}'s volumes and masses${odd ? `: "${odd}" is not one of them` : ""}`;
}
