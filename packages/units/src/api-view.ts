import { evaluate } from "./expression";
import { formatSignificant, MAX_PRECISION } from "./format";
import { densityOf } from "./compiled";
import type { Category, Converter, Ingredient, UnitDef, UnitTable } from "./types";
import type { CatalogueReader } from "./catalogue";

/**
 * How the public API presents a catalogue (the code's, or the one visitors see with the
 * operators' changes): plain JSON objects. The same shapes back the /api documentation page, so
 * its examples are the real answers.
 */

export interface CategoryView {
  id: string;
  name: string;
  description: string;
  icon: string;
  converters: number;
}

export interface ConverterSummaryView {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: string;
  popular: boolean;
  unitCount: number;
  units: string[];
}

export interface UnitView {
  id: string;
  name: string;
  symbol: string;
  /** the unit in base units, for linear units only ("0.3048"); null for others */
  factor: string | null;
  kind: UnitDef["definition"]["kind"];
  /** in a table of volumes and masses (cooking): what the unit measures; its factor is against the mass base for masses */
  quantity?: "volume" | "mass";
}

/** An ingredient of the cooking converter, with its density and where the figure comes from. */
export interface IngredientView {
  id: string;
  name: string;
  /** grams per milliliter, to 15 significant digits (exact from the source's figure) */
  gramsPerMilliliter: string;
  /** the source's own figure: "1 cup = 125 g" as grams and the unit weighed */
  grams: string;
  per: string;
  source: string;
}

export interface ConverterView extends Omit<ConverterSummaryView, "units"> {
  baseUnit: string;
  units: UnitView[];
  rates?: { date: string; source: string };
  reference?: string;
  /** the mass units' base, in a table of volumes and masses */
  massBaseUnit?: string;
  /** the ingredients volumes and masses convert with (the `ingredient` of POST /api/convert) */
  ingredients?: IngredientView[];
}

export function categoryView(catalogue: CatalogueReader, category: Category): CategoryView {
  return {
    id: category.key,
    name: category.name,
    description: category.description,
    icon: category.icon,
    converters: catalogue.convertersIn(category.key).length,
  };
}

export function converterSummaryView(
  catalogue: CatalogueReader,
  converter: Converter,
): ConverterSummaryView {
  const units = catalogue.getTable(converter.key)?.units ?? [];
  return {
    id: converter.key,
    slug: converter.slug,
    name: converter.name,
    description: converter.description,
    category: converter.category,
    popular: converter.popular,
    unitCount: units.length,
    units: units.map((unit) => unit.id),
  };
}

/** One converter with its units; `table` replaces the catalogue's (the day's currency rates). */
export function converterView(
  catalogue: CatalogueReader,
  converter: Converter,
  table: UnitTable | undefined = catalogue.getTable(converter.key),
): ConverterView {
  const summary = converterSummaryView(catalogue, converter);
  return {
    ...summary,
    baseUnit: table?.baseUnit ?? "",
    units: (table?.units ?? []).map((unit) => unitView(unit, table)),
    ...(table?.rates ? { rates: table.rates } : {}),
    ...(table?.reference ? { reference: table.reference } : {}),
    ...(table?.masses ? { massBaseUnit: table.masses.baseUnit } : {}),
    ...(table?.ingredients
      ? { ingredients: table.ingredients.map((i) => ingredientView(table, i)) }
      : {}),
  };
}

function unitView(unit: UnitDef, table: UnitTable | undefined): UnitView {
  const factor =
    unit.definition.kind === "linear"
      ? formatSignificant(evaluate(unit.definition.factor), MAX_PRECISION)
      : null;
  const quantity = table?.masses && (table.masses.units.includes(unit.id) ? "mass" : "volume");
  return {
    id: unit.id,
    name: unit.name,
    symbol: unit.symbol,
    factor,
    kind: unit.definition.kind,
    ...(quantity ? { quantity } : {}),
  };
}

export function ingredientView(table: UnitTable, ingredient: Ingredient): IngredientView {
  const units = new Map(table.units.map((unit) => [unit.id, unit]));
  return {
    id: ingredient.id,
    name: ingredient.name,
    gramsPerMilliliter: formatSignificant(densityOf(ingredient, units)),
    grams: ingredient.grams,
    per: ingredient.per,
    source: ingredient.source,
  };
}
