import {
  convert,
  ConversionError,
  convertExact,
  convertValue,
  type Conversion,
  type ConvertOptions,
} from "./convert";
import { formatSignificant } from "./format";
import { withIngredient } from "./ingredients";
import { readLocaleNumber } from "./locale-number";
import { arithmeticRefusal, operatorIn } from "./query-arithmetic";
import { Rational } from "./rational";
import type { Converter, Ingredient, UnitDef, UnitTable } from "./types";
import { createUnitIndex, type UnitEntry, type UnitIndex } from "./unit-index";
import { readQuantity } from "./query-amount";
import { ingredientPhrase, notInKitchenMessage, unitWithIngredient } from "./query-ingredient";
import { QueryError, type Part, type QueryContext } from "./query-parts";
import { createCalculator, type Calculation, type Calculator } from "./calculator/calculator";
import { CalculationError } from "./calculator/limits";

/**
 * Free-text conversion queries: "5 ft 3 in to cm", "100 km/h in mph", "212 F to C",
 * "3/8 inch to mm", "1e3 W to hp", "32 mpg to L/100km", "5'3\" to cm", "1 1/2 cups in ml",
 * "how many ml in a cup", "255 to hex", "hello world to snake case", and with an ingredient of
 * the cooking converter: "1 cup flour in grams", "250 g of butter to cups".
 * Decisions (ambiguous symbols, how a quantity is split): docs/decisions/011-free-text-queries.md;
 * ingredients: docs/decisions/051-cooking-by-ingredient.md
 */
export type QueryAnswer =
  | { status: "empty" }
  | { status: "error"; message: string }
  | {
      status: "ok";
      /** the table (converter key) the query was answered in */
      table: string;
      /** the unit and value to put in the converter's "from" box (a compound input is totalled in its last unit) */
      from: string;
      input: string;
      to: string;
      /** the question and answer as displayed: "5 ft 3 in", "160.02 cm" */
      question: string;
      answer: string;
      conversion: Conversion & { status: "ok" };
      /** the ingredient the question named ("1 cup flour in grams"), whose density converted it */
      ingredient?: Ingredient;
    }
  /** an expression the quantity calculator worked out: "3 kWh/100km to J/m" (calculator/) */
  | { status: "calculated"; calculation: Calculation };

export interface QueryEngine {
  answer(text: string, options?: ConvertOptions): QueryAnswer;
}

/** "how many cm in 5 ft": the unit asked for, then the amount. */
const HOW_MANY = /^how\s+many\s+(.+?)\s+(?:are\s+)?(?:in|per)\s+(.+)$/i;

/** Words between the quantity and the unit to convert to. */
const SEPARATORS = new Set(["to", "in", "into", "as", "=", "->", "→", "⇒", "=>"]);

/**
 * An engine over the given tables. `converters` orders the tables (earlier wins a tie) and
 * names quantities in error messages ("a length"); without it the table keys are used.
 */
export function createQueryEngine(
  tables: readonly UnitTable[],
  converters: readonly Converter[] = [],
): QueryEngine {
  const order = new Map(converters.map((c, i) => [c.key, i]));
  const ordered = [...tables].sort(
    (a, b) => (order.get(a.key) ?? order.size) - (order.get(b.key) ?? order.size),
  );
  const index = createUnitIndex(ordered);
  const names = new Map(converters.map((c) => [c.key, c.name]));
  const context: QueryContext = {
    index,
    quantity: (table) => quantityPhrase(names.get(table.key) ?? table.key),
    kitchens: ordered.filter((table) => table.ingredients && table.ingredients.length > 0),
    name: (table) => names.get(table.key) ?? table.key,
  };
  let calculator: Calculator | undefined;
  const calculatorOf = () => (calculator ??= createCalculator(ordered, context, index));
  return {
    answer(text, options = {}) {
      const tidied = tidy(text);
      if (tidied === "") return { status: "empty" };
      // Numbers in the engine's notation, read once for the converter and the calculator.
      const cleaned = options.locale ? localeNumbersToPlain(tidied, options.locale) : tidied;
      const answer = answerQuery(context, cleaned, options);
      // The calculator takes the questions the converter could not read, not those it refused
      // for a reason ("0 mpg has no equivalent", "5 °C can't be added").
      if (answer.status !== "error" || !CONVERTER_DID_NOT_READ.test(answer.message)) return answer;
      return calculate(calculatorOf(), cleaned, options, answer.message);
    },
  };
}

/** Tried where a conversion query has no answer: arithmetic, compound units, constants. */
const LOOKS_CALCULATED = /[-+*/^×÷·⋅()²³⁻]|\bper\b|\bsqrt\b/i;
const CONVERTER_DID_NOT_READ =
  /^(?:I don't know the (?:unit|ingredient)|I can't calculate with|Say which unit)/;
const OPERATOR_FIRST = /^\s*[-+*/^×÷·⋅]/;

/**
 * The calculator's answer to a text the converter could not answer: at the last separator that
 * gives one ("to", "in", "as", "→"), else the whole text with no target. Its error replaces the
 * converter's only where the text is a calculation; "5 xyz to cm" keeps the converter's message.
 */
function calculate(
  calculator: Calculator,
  cleaned: string,
  options: ConvertOptions,
  conversionError: string,
): QueryAnswer {
  const precision = options.precision === undefined ? {} : { precision: options.precision };
  const howMany = HOW_MANY.exec(cleaned);
  const attempts: Array<{ left: string; right: string | null }> = howMany
    ? [{ left: howMany[2] ?? "", right: howMany[1] ?? "" }]
    : splitAtSeparators(cleaned).filter(({ right }) => !OPERATOR_FIRST.test(right));
  if (attempts.length === 0) attempts.push({ left: cleaned, right: null });
  let firstError: string | undefined;
  for (const { left, right } of attempts) {
    try {
      return { status: "calculated", calculation: calculator.calculate(left, right, precision) };
    } catch (error) {
      if (!(error instanceof CalculationError) && !(error instanceof RangeError)) throw error;
      firstError ??= error.message;
    }
  }
  const message = LOOKS_CALCULATED.test(cleaned)
    ? (firstError ?? conversionError)
    : conversionError;
  return { status: "error", message };
}

/** The converter's answer to a tidied question whose numbers are in the engine's notation. */
function answerQuery(context: QueryContext, cleaned: string, options: ConvertOptions): QueryAnswer {
  const howMany = HOW_MANY.exec(cleaned);
  const splits = howMany
    ? [{ left: howMany[2] ?? "", right: howMany[1] ?? "" }]
    : splitAtSeparators(cleaned);
  if (splits.length === 0) {
    return {
      status: "error",
      message: `Say which unit to convert to, e.g. "${cleaned} to …" ("5 ft to cm")`,
    };
  }
  let firstError: string | undefined;
  for (const { left, right } of splits) {
    try {
      return solve(context, left, right, options);
    } catch (error) {
      // The engine says a value is out of its range (a RangeError) or not convertible (a
      // ConversionError) as convert() does: an answer to the person asking, not a crash.
      if (
        !(error instanceof QueryError) &&
        !(error instanceof ConversionError) &&
        !(error instanceof RangeError)
      ) {
        throw error;
      }
      firstError ??= error.message; // the last separator is the likeliest reading: report its error
    }
  }
  return { status: "error", message: firstError ?? "I couldn't read that query" };
}

/**
 * A number as a locale may write it: digits grouped by spaces before groups of three ("1 500",
 * not "1 1/2"), or digits with points, commas, thin spaces or apostrophes ("1.234,5", "1'234").
 */
const LOCALE_NUMBER =
  /(?<![\w.,'])(?:\d{1,3}(?:[ \u00a0\u202f\u2009']\d{3}(?![\d/]))+(?:[.,]\d+)?|\d(?:[\d.,\u00a0\u202f\u2009']*\d)?)/g;

/** "1,5 m in ft" (de-DE) → "1.5 m in ft": each number in the engine's notation. */
function localeNumbersToPlain(text: string, locale: string): string {
  return text.replace(LOCALE_NUMBER, (number) => readLocaleNumber(number, locale).plain);
}

/** Typographic quotes to plain ones, lead-in words and a final "?" removed. */
function tidy(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[’′‘]/g, "'")
    .replace(/[”″“]/g, '"')
    .replace(/[−–]/g, "-")
    .trim()
    .replace(/[?!]+$/, "")
    .replace(/^(?:convert|what\s+is|what's|how\s+much\s+is)\s+/i, "")
    .trim();
}

/** Every way to split the text at a separator word, the last separator first. */
function splitAtSeparators(text: string): Array<{ left: string; right: string }> {
  const tokens = text.split(/\s+/);
  const splits: Array<{ left: string; right: string }> = [];
  for (let i = tokens.length - 2; i >= 1; i--) {
    if (SEPARATORS.has((tokens[i] ?? "").toLowerCase())) {
      splits.push({ left: tokens.slice(0, i).join(" "), right: tokens.slice(i + 1).join(" ") });
    }
  }
  return splits;
}

function solve(
  context: QueryContext,
  left: string,
  right: string,
  options: ConvertOptions,
): QueryAnswer {
  const { index, quantity } = context;
  const operator = operatorIn(right);
  if (operator) throw new QueryError(arithmeticRefusal(operator, right));
  let targets = index.lookup(right);
  // "250 g to cups of butter": the ingredient may follow the unit converted to.
  const toIngredient = targets.length === 0 ? unitWithIngredient(context, right) : null;
  if (toIngredient) targets = toIngredient.candidates;
  if (targets.length === 0) throw new QueryError(`I don't know the unit "${right}"`);
  const special = toIngredient ? null : solveTextOrWhole(index, left, right, targets, options);
  if (special) return special;
  const { parts, ingredient: fromIngredient } = readQuantity(context, left);
  if (fromIngredient && toIngredient && fromIngredient.ingredient !== toIngredient.ingredient) {
    throw new QueryError(
      `Name one ingredient: "${fromIngredient.text}" and "${toIngredient.text}" are two`,
    );
  }
  const named = fromIngredient ?? toIngredient;
  const choice = chooseTable(parts, targets);
  if (!choice) {
    throw new QueryError(
      named
        ? notInKitchenMessage(context, named, parts, right)
        : incompatibleMessage(quantity, parts, right, targets),
    );
  }
  const { units, target } = choice;
  // The density of the ingredient named converts across volume and mass (decision 051).
  const table = named ? withIngredient(choice.table, named.ingredient) : choice.table;
  const last = units[units.length - 1] as UnitDef;
  let total = Rational.ZERO;
  if (parts.length === 1) {
    total = (parts[0] as Part).value;
  } else {
    // "5 ft 3 in": add the parts in the last one's unit; offsets (°C, °F) can't be added.
    for (const [i, part] of parts.entries()) {
      const unit = units[i] as UnitDef;
      if (unit.definition.kind !== "linear") {
        throw new QueryError(`"${part.number} ${part.unitText}" can't be added to another amount`);
      }
      total = total.add(convertExact(table, part.value, unit.id, last.id));
    }
  }
  const conversion = convertValue(table, total, last.id, target.id, options);
  const amount = parts.map((p, i) => `${p.number} ${(units[i] as UnitDef).symbol}`).join(" ");
  if (conversion.status !== "ok") {
    const message = conversion.status === "error" ? conversion.message : "No result";
    // Cups to grams without an ingredient: say how to name one.
    const hint =
      conversion.status === "error" && table.ingredients && !table.ingredient
        ? `: name it in the question, e.g. "${parts.map((p) => `${p.number} ${p.unitText}`).join(" ")} flour to ${right}"`
        : "";
    throw new QueryError(message + hint);
  }
  const question = named ? `${amount} ${ingredientPhrase(named.ingredient)}` : amount;
  const formula =
    parts.length > 1
      ? `${amount} = ${formatSignificant(total)} ${last.symbol}; then ${conversion.formula}`
      : conversion.formula;
  return {
    status: "ok",
    table: table.key,
    from: last.id,
    input: formatSignificant(total, 30),
    to: target.id,
    question,
    answer: `${conversion.result} ${target.symbol}`,
    conversion: { ...conversion, formula },
    ...(named ? { ingredient: named.ingredient } : {}),
  };
}

/** Case styles ("hello world to snake case") and numerals ("ff hex to decimal", "1994 to roman"). */
function solveTextOrWhole(
  index: UnitIndex,
  left: string,
  right: string,
  targets: UnitEntry[],
  options: ConvertOptions,
): QueryAnswer | null {
  const target = targets.find((t) =>
    ["textual", "positional", "roman"].includes(t.unit.definition.kind),
  );
  if (!target || targets[0] !== target) return null;
  const { table } = target;
  let source: UnitDef | undefined;
  let value = left;
  if (target.unit.definition.kind === "textual") {
    source = table.units.find((u) => u.definition.kind === "textual");
  } else {
    // An optional unit at the end ("ff hex"), else decimal, or a Roman numeral for "mcmxciv".
    const words = left.split(/\s+/);
    const named =
      words.length > 1
        ? index.lookup(words.slice(1).join(" ")).find((e) => e.table === table)
        : undefined;
    if (named) {
      source = named.unit;
      value = words[0] ?? "";
    } else if (
      /^[ivxlcdm]+$/i.test(left) &&
      table.units.some((u) => u.definition.kind === "roman")
    ) {
      source = table.units.find((u) => u.definition.kind === "roman");
    } else {
      const prefix = /^-?0([xob])/i.exec(left)?.[1]?.toLowerCase();
      const radix = prefix === "x" ? 16 : prefix === "o" ? 8 : prefix === "b" ? 2 : 10;
      source = table.units.find(
        (u) => u.definition.kind === "positional" && u.definition.radix === radix,
      );
    }
  }
  if (!source) return null;
  const conversion = convert(table, value, source.id, target.unit.id, options);
  if (conversion.status === "error") throw new QueryError(conversion.message);
  if (conversion.status !== "ok")
    throw new QueryError(`There is nothing to convert before "${right}"`);
  return {
    status: "ok",
    table: table.key,
    from: source.id,
    input: value,
    to: target.unit.id,
    question: value,
    answer: conversion.result,
    conversion,
  };
}

interface Choice {
  table: UnitTable;
  units: UnitDef[];
  target: UnitDef;
}

/**
 * The table in which every part and the target have a reading, preferring better-ranked readings
 * (lower total position in the candidate lists), then the earlier table.
 */
function chooseTable(parts: Part[], targets: UnitEntry[]): Choice | null {
  let best: { choice: Choice; score: number } | null = null;
  const tablesSeen = new Set<UnitTable>();
  for (const { table } of targets) {
    if (tablesSeen.has(table)) continue;
    tablesSeen.add(table);
    const targetRank = targets.findIndex((t) => t.table === table);
    const target = targets[targetRank]?.unit as UnitDef;
    const units: UnitDef[] = [];
    let score = targetRank;
    for (const part of parts) {
      const rank = part.candidates.findIndex((c) => c.table === table);
      if (rank < 0) break;
      units.push((part.candidates[rank] as UnitEntry).unit);
      score += rank;
    }
    if (units.length !== parts.length) continue;
    if (!best || score < best.score) best = { choice: { table, units, target }, score };
  }
  return best?.choice ?? null;
}

/** `"kg" is a weight and "m" is a length: they can't be converted` */
function incompatibleMessage(
  quantity: QueryContext["quantity"],
  parts: Part[],
  right: string,
  targets: UnitEntry[],
): string {
  const first = parts[0] as Part;
  const firstTable = (first.candidates[0] as UnitEntry).table;
  // Parts that disagree among themselves are named first.
  const odd = parts.find((p) => !p.candidates.some((c) => c.table === firstTable));
  if (odd) {
    return `"${first.unitText}" is ${quantity(firstTable)} and "${odd.unitText}" is ${quantity((odd.candidates[0] as UnitEntry).table)}: they can't be added`;
  }
  const targetTable = (targets[0] as UnitEntry).table;
  return `"${first.unitText}" is ${quantity(firstTable)} and "${right}" is ${quantity(targetTable)}: they can't be converted`;
}

/** "Weight and Mass Converter" → "a weight"; "Area Converter" → "an area". */
export function quantityPhrase(converterName: string): string {
  const noun =
    converterName
      .replace(/\s+converter$/i, "")
      .split(/\s+(?:and|&)\s+|\s*\(/)[0]
      ?.trim()
      .toLowerCase() ?? converterName;
  return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}
