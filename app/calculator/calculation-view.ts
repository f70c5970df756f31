import type { Calculation } from "@unitwise/units";
export { MAX_EXPRESSION_LENGTH } from "@unitwise/units";
import type { CatalogueReader } from "@unitwise/units/catalogue";

/**
 * What a page shows of a worked-out expression (the question box, the calculator page, the
 * search page): plain data the loader sends, without the exact Rational.
 */
export interface CalculationView {
  /** the expression as read: "60 mph·2 h → km" */
  parsed: string;
  question: string;
  answer: string;
  exact: boolean;
  /** "mass·length/time²" and, when a converter measures it, "a force" */
  dimension: string;
  quantity?: string;
  /** the converter that owns the dimension, for a link */
  converter?: { slug: string; name: string };
  beside: string[];
  steps: string[];
  notes: string[];
  formula: string;
}

export function calculationView(
  calculation: Calculation,
  catalogue: CatalogueReader,
): CalculationView {
  const converter = calculation.converter
    ? catalogue.getConverter(calculation.converter)
    : undefined;
  return {
    parsed: calculation.parsed,
    question: calculation.question,
    answer: calculation.answer,
    exact: calculation.exact,
    dimension: calculation.dimension,
    ...(calculation.quantity ? { quantity: calculation.quantity } : {}),
    ...(converter ? { converter: { slug: converter.slug, name: converter.name } } : {}),
    beside: calculation.beside,
    steps: calculation.steps,
    notes: calculation.notes,
    formula: calculation.formula,
  };
}

/** The calculator page's address for an expression: shareable, and what the search links to. */
export function calculatorHref(expression: string): string {
  return `/calculator?${new URLSearchParams({ q: expression }).toString()}`;
}
