/**
 * The shape of the unit catalogue. Units are data: the engine (convert.ts) reads these
 * definitions and nothing in the UI special-cases a unit.
 *
 * Exact values are written as strings in a tiny expression language (see expression.ts) so
 * that no factor ever passes through a binary float:
 *   numbers  "0.3048", "1e-10", "1.602176634e-19"
 *   ops      + - * / ^ (integer powers only) and parentheses: "231 * 0.0254^3 * 1000"
 *   names    the constants of constants.ts ("pi", "c", "g0", "lb", "ft", …), e.g. "pi/180",
 *            "1000/(4*pi)", "lb*g0/in^2"
 * Transcendental constants (pi, ln10) are evaluated to 60 significant digits, far beyond the
 * 15 shown, and they cancel exactly on a round trip because both legs use the same value.
 */

/** An exact value in the expression language of expression.ts. */
export type Expr = string;

export type CaseStyle =
  | "lowercase"
  | "uppercase"
  | "title"
  | "sentence"
  | "camel"
  | "pascal"
  | "snake"
  | "kebab"
  | "dot"
  | "path"
  | "constant"
  | "header";

export type Definition =
  /** base = value × factor */
  | { kind: "linear"; factor: Expr }
  /** base = value × factor + offset (absolute temperatures) */
  | { kind: "affine"; factor: Expr; offset: Expr }
  /** base = factor ÷ value (mpg ↔ L/100 km, wavelength ↔ frequency) */
  | { kind: "reciprocal"; factor: Expr }
  /** base (a level in dB) = multiplier × log10(value ÷ reference) */
  | { kind: "logarithmic"; reference: Expr; multiplier: 10 | 20 }
  /** whole numbers written in a radix 2–36 (the base unit is radix 10) */
  | { kind: "positional"; radix: number }
  /** whole numbers 1–3999 written as Roman numerals */
  | { kind: "roman" }
  /** text rewritten in a case style; there is no numeric base */
  | { kind: "textual"; style: CaseStyle }
  /** units of this currency per one unit of the base currency; null: no reference rate */
  | { kind: "rate"; perBase: Expr | null };

export interface UnitDef {
  /** lowercase, hyphenated, singular US-spelled name: "us-gallon", "meter-second" */
  id: string;
  /** singular display name: "US gallon" */
  name: string;
  /** plural display name: "US gallons" */
  plural: string;
  /** display symbol: "gal (US)", "m/s", "°F" */
  symbol: string;
  /** other ways people write it, for search and free-text input: ["gallon", "gal", "usgal"] */
  aliases?: string[];
  definition: Definition;
  /** where a defined value comes from: "NIST SP 811 (2008)", "SI Brochure (2019)" */
  source?: string;
  /** one or two sentences for the 'About' panel of the converter page */
  about?: string;
  /** a label that separates it from a namesake: "US customary", "imperial", "thermochemical" */
  note?: string;
}

export interface UnitTable {
  /** the converter key this table belongs to, e.g. "length" */
  key: string;
  /** id of the unit whose definition is factor 1 */
  baseUnit: string;
  units: UnitDef[];
  /** for logarithmic tables: what a level is measured against, shown beside results */
  reference?: string;
  /** for rate tables: the date and source of the rates, shown wherever a result is */
  rates?: { date: string; source: string };
  /**
   * A table whose unit names also mean this table's units, matched by symbol, when a text
   * names none of this table's own: "fahrenheit" (a temperature) inside temperature intervals
   * is the Fahrenheit difference, °F.
   */
  namesFrom?: string;
  /**
   * A table of two quantities (the cooking converter: volumes and masses). Its volumes are
   * defined against `baseUnit`, the units listed here against `masses.baseUnit`; within each
   * quantity units convert as in any table, across them only through an ingredient's density.
   */
  masses?: { baseUnit: string; units: readonly string[] };
  /** the ingredients a table of two quantities knows, each with its density and source */
  ingredients?: readonly Ingredient[];
  /** the ingredient conversions across the two quantities use (laid over by ingredients.ts) */
  ingredient?: Ingredient;
}

/**
 * An ingredient of the cooking converter: how much a measured volume of it weighs, as its source
 * gives it (the density is grams ÷ the volume, kept exact), and who says so.
 */
export interface Ingredient {
  /** lowercase, hyphenated: "all-purpose-flour" */
  id: string;
  /** display name: "All-purpose flour" */
  name: string;
  /** other names, for search and the API: ["flour", "plain flour"] */
  aliases?: string[];
  /** the grams of it that fill one `per` */
  grams: Expr;
  /** the volume unit (an id of the table) the source weighed: "us-cup", "us-tablespoon" */
  per: string;
  /** where the figure comes from: "USDA FoodData Central, SR Legacy 20081 (…): 1 cup = 125 g" */
  source: string;
}

export type CategoryKey =
  | "common"
  | "engineering"
  | "heat"
  | "fluids"
  | "light"
  | "electricity"
  | "magnetism"
  | "radiology"
  | "other";

export interface Category {
  key: CategoryKey;
  name: string;
  description: string;
  /** lucide icon name */
  icon: string;
}

export interface Converter {
  /** the unit-table key: "length" */
  key: string;
  /** "{key}-converter" */
  slug: string;
  name: string;
  description: string;
  category: CategoryKey;
  popular: boolean;
}

/** A converter in the search dialog's index (search.ts builds it, the browser searches it). */
export interface SearchItem {
  key: string;
  slug: string;
  name: string;
  description: string;
  /** the category's display name */
  category: string;
  popular: boolean;
  /** lower-case unit names, plurals, symbols and aliases, each once, joined by "|" */
  keywords: string;
}
