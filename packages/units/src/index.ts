/**
 * @unitwise/units: exact unit conversion. This entry is the engine (conversion, free-text
 * queries, formatting, number reading) and the converter list; it holds no unit table, so a
 * browser bundle that imports it gets only the functions it uses. The tables and the registry
 * over them are `@unitwise/units/catalogue`; one table alone is `@unitwise/units/data/<key>`.
 */

// The shape of the data: a table of units, each with an exact definition and its source.
export type {
  CaseStyle,
  Category,
  CategoryKey,
  Converter,
  Definition,
  Expr,
  Ingredient,
  SearchItem,
  UnitDef,
  UnitTable,
} from "./types";

// Exact numbers and the expression language definitions are written in.
export { Rational } from "./rational";
export { evaluate, checkExpression, ExpressionError } from "./expression";
export { compileTable, type CompiledTable } from "./compiled";

// Converting one value between two units of a table.
export {
  convert,
  convertValue,
  convertExact,
  formulaFor,
  ConversionError,
  type Conversion,
  type ConvertOptions,
} from "./convert";
export { convertCompound, presetsFor, type CompoundPreset } from "./compound";

// Free-text queries ("5 ft 3 in to cm") over a set of tables.
export { createQueryEngine, type QueryAnswer, type QueryEngine } from "./query";

// Expressions with units: "3 kWh/100km to J/m", "60 mph * 2 h" (calculator/).
export type { Calculation } from "./calculator/calculator";
export { MAX_EXPRESSION_LENGTH } from "./calculator/limits";
export { toSuperscript } from "./superscript";
export { normaliseUnitText, type UnitEntry } from "./unit-index";

// Reading and writing numbers: significant digits, locales, the input notation.
export { DEFAULT_PRECISION, MAX_PRECISION, MIN_PRECISION } from "./precision";
export {
  exactDecimal,
  formatSignificant,
  isValidPrecision,
  roundToSignificant,
  toJsonNumber,
} from "./format";
export { parseNumberInput } from "./number-input";
export { DEFAULT_NUMBER_LOCALE } from "./default-number-locale";
export {
  formatForLocale,
  formatNumbersInText,
  holdNumberSymbols,
  numberLocaleFromAcceptLanguage,
  numberSymbols,
  readLocaleNumber,
  supportedNumberLocale,
  type LocaleReading,
  type NumberSymbols,
} from "./locale-number";
export { CASE_STYLE_RULES } from "./text-case";

// The converter list, and what a converter shows: default values, reference tables, figures.
export { categories, converters } from "./converters";
export { buildSearchIndex, searchConverters } from "./search";
export { defaultValue, isTextTable, isWholeNumberTable } from "./converter-defaults";
export { decimalPlaces, quickReferenceRows, referenceValues } from "./quick-reference";
export { figureWriter, type FigureWriter } from "./table-figures";

// Tables whose figures change: currency rates, the cooking converter's ingredients.
export {
  isRate,
  RATE_DECIMAL,
  rateCode,
  ratesOf,
  withRates,
  type ExchangeRates,
  type RatesDay,
} from "./rates";
export { ingredients } from "./ingredient-list";
export {
  DEFAULT_INGREDIENT,
  findIngredient,
  withDefaultIngredient,
  withIngredient,
} from "./ingredients";

// The JSON shapes of categories, converters, units and ingredients, as an API serves them.
export {
  categoryView,
  converterSummaryView,
  converterView,
  ingredientView,
  type CategoryView,
  type ConverterSummaryView,
  type ConverterView,
  type IngredientView,
  type UnitView,
} from "./api-view";
