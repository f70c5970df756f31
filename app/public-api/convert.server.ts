import {
  type Calculation,
  ingredientView,
  convert,
  type Conversion,
  findIngredient,
  withIngredient,
  formatForLocale,
  readLocaleNumber,
  type UnitTable,
} from "@unitwise/units";
import { type CatalogueReader, resolveUnitPair } from "@unitwise/units/catalogue";
import type { ConvertRequest } from "./convert-request";
import type { ConvertResponse } from "./response-schemas";
import type { AnswerWords } from "./answer-language.server";
import { engineText } from "~/converter-page/engine-text";

/** What a conversion reads besides the request. */
export interface ConvertServices {
  /**
   * replaces the catalogue's table of the same key: the currency table with the rates in use
   * (app/exchange-rates/rates-in-use.server.ts); without it the shipped rates apply
   */
  rateTable?: UnitTable;
  /** the catalogue visitors see (added, renamed and hidden converters) */
  catalogue: CatalogueReader;
  /** the words of a request's language, by its locale (answer-language.server.ts) */
  words?: (locale: string | undefined) => AnswerWords | undefined;
}

/** The API's answer to a validated request: the response body, or the error to send. */
export function convertRequest(
  request: ConvertRequest,
  services: ConvertServices,
): ConvertResponse | { error: string } {
  const words = services.words?.(request.locale);
  const outcome = answerRequest(request, services, words);
  if (!words) return outcome;
  // In the request's language (decision 080): its sentences, and the ingredient's words.
  const said = (text: string) => engineText(text, words.engine);
  if ("error" in outcome) return { error: said(outcome.error) };
  const ingredient = outcome.ingredient && {
    ...outcome.ingredient,
    name: words.catalogue.ingredient(outcome.ingredient.id)?.name ?? outcome.ingredient.name,
  };
  return {
    ...outcome,
    formula: said(outcome.formula),
    ...(outcome.note ? { note: said(outcome.note) } : {}),
    ...(outcome.valueNote ? { valueNote: said(outcome.valueNote) } : {}),
    ...(ingredient ? { ingredient } : {}),
  };
}

function answerRequest(
  request: ConvertRequest,
  { rateTable, catalogue }: ConvertServices,
  words: AnswerWords | undefined,
): ConvertResponse | { error: string } {
  const { precision, locale } = request;
  const tableFor = (key: string) => (rateTable?.key === key ? rateTable : catalogue.getTable(key));
  if ("query" in request) {
    const options = { precision, locale };
    const answered = words
      ? words.questions.answer(request.query, options, rateTable)
      : catalogue.answerQuery(request.query, options, rateTable);
    if (answered.status === "error") return { error: answered.message };
    if (answered.status === "empty") return { error: 'query is empty: try "5 ft 3 in to cm"' };
    if (answered.status === "calculated") {
      return calculationBody(catalogue, answered.calculation, locale);
    }
    const found = tableFor(answered.table);
    if (!found) return { error: `No converter "${answered.table}"` };
    // "1 cup flour in grams": the answer's ingredient, with its density and source, in the body.
    const ingredient = answered.ingredient && findIngredient(found, answered.ingredient.id);
    const table = ingredient ? withIngredient(found, ingredient) : found;
    return responseBody(
      catalogue,
      answered.conversion,
      answered.input,
      answered.from,
      answered.to,
      table,
      // The query's numbers were read in the locale already: its input is in plain notation.
      { locale, readAlready: true },
    );
  }

  const pair = resolveUnitPair(catalogue, request.fromUnit, request.toUnit, request.converter);
  if (pair.status === "error") return { error: pair.message };
  const ingredientTable = withRequestedIngredient(
    rateTable?.key === pair.table.key ? rateTable : pair.table,
    request.ingredient,
  );
  if ("error" in ingredientTable) return ingredientTable;
  const { table } = ingredientTable;
  const conversion = convert(table, request.value, pair.from.id, pair.to.id, {
    precision,
    locale,
  });
  if (conversion.status === "empty") {
    return {
      error: locale
        ? `value "${request.value}" is not a number as ${locale} writes one`
        : `value "${request.value}" is not a number`,
    };
  }
  if (conversion.status === "error") return { error: conversion.message };
  return responseBody(catalogue, conversion, request.value, pair.from.id, pair.to.id, table, {
    locale,
    readAlready: false,
  });
}

/**
 * An expression's answer ("3 kWh/100km to J/m"): the fields every answer has, and how it was
 * read, its dimension, the unit as written ("J/m" is no one catalogue unit) and whether the
 * result is exact. A mixed-unit answer ("to h min s") lists its parts.
 */
function calculationBody(
  catalogue: CatalogueReader,
  calculation: Calculation,
  locale: string | undefined,
): ConvertResponse {
  return {
    result: calculation.result,
    fromValue: calculation.question,
    fromUnit: "",
    toValue: calculation.value,
    toUnit: calculation.unitId ?? calculation.unit,
    formula: calculation.formula,
    converter:
      (calculation.converter && catalogue.getConverter(calculation.converter)?.slug) ??
      "calculator",
    ...(calculation.notes.length > 0 ? { note: calculation.notes.join(". ") } : {}),
    ...(locale ? { locale, formatted: formatForLocale(calculation.result, locale) } : {}),
    parsed: calculation.parsed,
    dimension: calculation.dimension,
    unit: calculation.unit,
    exact: calculation.exact,
    ...(calculation.parts ? { parts: calculation.parts } : {}),
    steps: calculation.steps,
  };
}

/**
 * The table with the ingredient a request names laid over it (the cooking converter). An
 * ingredient the table doesn't know, or one sent to a converter without ingredients, is refused
 * by name rather than ignored.
 */
function withRequestedIngredient(
  table: UnitTable,
  requested: string | undefined,
): { table: UnitTable } | { error: string } {
  if (requested === undefined) return { table };
  if (!table.ingredients) {
    return { error: `ingredient applies only to the cooking converter, not "${table.key}"` };
  }
  const ingredient = findIngredient(table, requested);
  if (!ingredient) {
    return {
      error: `Unknown ingredient "${requested}": GET /api/converters/cooking lists the ingredients`,
    };
  }
  return { table: withIngredient(table, ingredient) };
}

function responseBody(
  catalogue: CatalogueReader,
  conversion: Conversion & { status: "ok" },
  input: string,
  fromUnit: string,
  toUnit: string,
  table: UnitTable,
  { locale, readAlready }: { locale: string | undefined; readAlready: boolean },
): ConvertResponse {
  const reading =
    locale && !readAlready && conversion.value !== null ? readLocaleNumber(input, locale) : null;
  const plainInput = reading ? reading.plain : input.replaceAll(",", "");
  const numericInput = conversion.value === null ? NaN : Number(plainInput);
  return {
    result: conversion.result,
    fromValue: Number.isFinite(numericInput) ? numericInput : input,
    fromUnit,
    toValue: conversion.value,
    toUnit,
    formula: conversion.formula,
    converter: catalogue.getConverter(table.key)?.slug ?? table.key,
    ...(conversion.note ? { note: conversion.note } : {}),
    ...(table.rates ? { rates: { date: table.rates.date, source: table.rates.source } } : {}),
    ...(table.ingredient ? { ingredient: ingredientView(table, table.ingredient) } : {}),
    ...(locale ? { locale, formatted: formatForLocale(conversion.result, locale) } : {}),
    ...(reading?.note ? { valueNote: reading.note } : {}),
  };
}
