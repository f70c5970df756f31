import {
  compileTable,
  type CompiledTable,
  type CompiledUnit,
  type NumericMap,
  type PairPlan,
} from "./compiled";
import {
  DEFAULT_PRECISION,
  formatSignificant,
  isValidPrecision,
  MAX_PRECISION,
  MIN_PRECISION,
  toJsonNumber,
} from "./format";
import { describePlan } from "./formula";
import { log10, pow10 } from "./logarithm";
import { readLocaleNumber } from "./locale-number";
import { parseNumberInput } from "./number-input";
import { formatInRadix, fromRoman, parseInRadix, toRoman } from "./numerals";
import type { Rational } from "./rational";
import { CASE_STYLE_RULES, toCaseStyle } from "./text-case";
import type { UnitTable } from "./types";

/**
 * The conversion of one value between two units of a table, for every kind of definition.
 * Follows docs/product.md#conversion-rules: an empty value, a missing unit or a non-numeric value
 * gives an empty result; an unknown unit (or no table) gives the value back unchanged; a failure
 * gives an error with a message saying why (the page shows "Error").
 */
export type Conversion =
  | { status: "empty" }
  | {
      status: "ok";
      /** the result as displayed: "0.3048", "1.602176634e-13", "FF", "hello_world" */
      result: string;
      /** the nearest JSON number to the exact result; null for text results and beyond ±1e308 */
      value: number | null;
      /** the result before rounding: exact for rational definitions, ≥ 60 digits for π and logarithms */
      exact?: Rational;
      /** the rule applied, e.g. "multiply the value by 0.3048" or "°F = °C × 9/5 + 32" */
      formula: string;
      /** what the result depends on: the date and source of currency rates, a level's reference */
      note?: string;
    }
  | { status: "error"; message: string };

export interface ConvertOptions {
  /** significant digits of the displayed result, 1–30 (default 15) */
  precision?: number;
  /**
   * read typed numbers as people of this locale write them ("1,5" in de-DE), see
   * locale-number.ts; without it, the point is the decimal sign and commas group thousands
   */
  locale?: string;
}

const PRECISION_MESSAGE = `Precision must be a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}`;

/** A conversion that can't be done, with a message for the person who asked. */
export class ConversionError extends Error {
  override name = "ConversionError";
}

/**
 * Converts `input` (as typed) from one unit of `table` to another. Numeric units read
 * "1,234.5", "1e3", "-4", "3/8", "1 1/2"; numeral units read digits of their radix or Roman
 * numerals; case styles read any text.
 */
export function convert(
  table: UnitTable | undefined,
  input: string,
  fromId: string,
  toId: string,
  options: ConvertOptions = {},
): Conversion {
  const precision = options.precision ?? DEFAULT_PRECISION;
  if (!isValidPrecision(precision)) return { status: "error", message: PRECISION_MESSAGE };
  if (input.trim() === "" || fromId === "" || toId === "") return { status: "empty" };
  const compiled = table ? compileTable(table) : undefined;
  const from = compiled?.unit(fromId);
  const to = compiled?.unit(toId);
  if (!compiled || !from || !to) return unchanged(input);
  try {
    if (from.family === "text" || to.family === "text") return convertText(input, from, to);
    if (from.family === "whole" || to.family === "whole") return convertWhole(input, from, to);
    const typed = options.locale ? readLocaleNumber(input, options.locale).plain : input;
    const value = parseNumberInput(typed);
    if (value === null) return { status: "empty" };
    return numericConversion(compiled, value, from, to, precision);
  } catch (error) {
    return failure(error);
  }
}

/**
 * convert() for a value that is already a number (free-text queries, compound inputs). Unknown
 * units and non-numeric units give an error here: there is no text to hand back.
 */
export function convertValue(
  table: UnitTable,
  value: Rational,
  fromId: string,
  toId: string,
  options: ConvertOptions = {},
): Conversion {
  const precision = options.precision ?? DEFAULT_PRECISION;
  try {
    if (!isValidPrecision(precision)) throw new RangeError(PRECISION_MESSAGE);
    const compiled = compileTable(table);
    return numericConversion(
      compiled,
      value,
      requireUnit(compiled, fromId),
      requireUnit(compiled, toId),
      precision,
    );
  } catch (error) {
    return failure(error);
  }
}

function numericConversion(
  compiled: CompiledTable,
  value: Rational,
  from: CompiledUnit,
  to: CompiledUnit,
  precision: number,
): Conversion {
  const exact = convertExactCompiled(compiled, value, from, to);
  return {
    status: "ok",
    result: formatSignificant(exact, precision),
    value: toJsonNumber(exact),
    exact,
    formula: describePair(compiled, from, to),
    ...noteFor(compiled.table),
  };
}

function failure(error: unknown): Conversion {
  if (error instanceof ConversionError || error instanceof RangeError) {
    return { status: "error", message: error.message };
  }
  throw error; // a bug, not a user's mistake: let it surface
}

/** The exact value in `toId` of `value` in `fromId` (numeric units only). Throws ConversionError. */
export function convertExact(
  table: UnitTable,
  value: Rational,
  fromId: string,
  toId: string,
): Rational {
  const compiled = compileTable(table);
  return convertExactCompiled(
    compiled,
    value,
    requireUnit(compiled, fromId),
    requireUnit(compiled, toId),
  );
}

/** The rule for a pair, as convert() reports it. */
export function formulaFor(table: UnitTable, fromId: string, toId: string): string {
  const compiled = compileTable(table);
  return describePair(compiled, requireUnit(compiled, fromId), requireUnit(compiled, toId));
}

function requireUnit(compiled: CompiledTable, id: string): CompiledUnit {
  const unit = compiled.unit(id);
  if (!unit) throw new ConversionError(`The ${compiled.table.key} converter has no unit "${id}"`);
  return unit;
}

function convertExactCompiled(
  compiled: CompiledTable,
  value: Rational,
  from: CompiledUnit,
  to: CompiledUnit,
): Rational {
  if (from.family === "unavailable") throw new ConversionError(from.reason);
  if (to.family === "unavailable") throw new ConversionError(to.reason);
  if (from.family !== "numeric" || to.family !== "numeric") {
    throw new ConversionError(`${from.unit.name} can't be converted to ${to.unit.name}`);
  }
  if (from.measure !== to.measure) {
    throw new ConversionError(
      `An ingredient is required to convert ${from.measure ?? "volume"} to ${to.measure ?? "mass"}`,
    );
  }
  if (from === to) return value;
  const plan = compiled.pair(from.unit.id, to.unit.id);
  if (plan?.type === "affine")
    return plan.b.isZero() ? value.mul(plan.a) : value.mul(plan.a).add(plan.b);
  if (plan?.type === "reciprocal") {
    if (value.isZero()) throw divisionByZero(from);
    return plan.k.div(value);
  }
  return fromBase(to, toBase(from, value));
}

function toBase(from: CompiledUnit & { family: "numeric" }, value: Rational): Rational {
  const map: NumericMap = from.map;
  switch (map.type) {
    case "scale":
      return value.mul(map.scale).add(map.offset);
    case "reciprocal":
      if (value.isZero()) throw divisionByZero(from);
      return map.factor.div(value);
    case "log":
      if (value.sign() <= 0) {
        throw new ConversionError(
          `A level needs a value greater than zero (got ${formatSignificant(value)} ${from.unit.symbol})`,
        );
      }
      return map.multiplier.mul(log10(value.div(map.reference)));
  }
}

function fromBase(to: CompiledUnit & { family: "numeric" }, base: Rational): Rational {
  const map: NumericMap = to.map;
  switch (map.type) {
    case "scale":
      return base.sub(map.offset).div(map.scale);
    case "reciprocal":
      if (base.isZero())
        throw new ConversionError(
          `Zero has no equivalent in ${to.unit.plural}: it would divide by zero`,
        );
      return map.factor.div(base);
    case "log":
      return map.reference.mul(pow10(base.div(map.multiplier)));
  }
}

function divisionByZero(from: CompiledUnit): ConversionError {
  return new ConversionError(
    `0 ${from.unit.symbol} has no equivalent here: the conversion would divide by zero`,
  );
}

const formulas = new WeakMap<PairPlan, string>();

/** The rule for a pair, written once per pair and kept. */
function describePair(compiled: CompiledTable, from: CompiledUnit, to: CompiledUnit): string {
  if (from === to) return "the same unit: the value stays the same";
  const plan = compiled.pair(from.unit.id, to.unit.id);
  if (!plan) return "";
  let formula = formulas.get(plan);
  if (formula === undefined) {
    const base = compiled.unitsById.get(compiled.table.baseUnit)?.symbol ?? compiled.table.baseUnit;
    formula = describePlan(plan, base);
    formulas.set(plan, formula);
  }
  return formula;
}

function noteFor(table: UnitTable): { note?: string } {
  if (table.ingredient) return { note: `${table.ingredient.name}: ${table.ingredient.source}` };
  if (table.rates)
    return { note: `Reference rates of ${table.rates.date} (${table.rates.source})` };
  if (table.reference) return { note: table.reference };
  return {};
}

function unchanged(input: string): Conversion {
  let value: Rational | null;
  try {
    value = parseNumberInput(input);
  } catch {
    value = null; // an exponent out of range: the text is still handed back as it is
  }
  return {
    status: "ok",
    result: input.trim(),
    value: value ? toJsonNumber(value) : null,
    formula: "unknown unit: the value is unchanged",
  };
}

function convertWhole(input: string, from: CompiledUnit, to: CompiledUnit): Conversion {
  if (from.family !== "whole" || to.family !== "whole") {
    throw new ConversionError(`${from.unit.name} can't be converted to ${to.unit.name}`);
  }
  const value = from.radix === "roman" ? fromRoman(input) : parseInRadix(input, from.radix);
  const result = to.radix === "roman" ? toRoman(value) : formatInRadix(value, to.radix);
  const formula =
    to.radix === "roman"
      ? "write the whole number in Roman numerals"
      : `write the whole number in base ${to.radix} (${to.unit.name.toLowerCase()})` +
        (from.radix === "roman" ? "" : "; any fraction is dropped");
  return { status: "ok", result, value: null, formula };
}

function convertText(input: string, from: CompiledUnit, to: CompiledUnit): Conversion {
  if (from.family !== "text" || to.family !== "text") {
    throw new ConversionError(`${from.unit.name} can't be converted to ${to.unit.name}`);
  }
  return {
    status: "ok",
    result: toCaseStyle(input, to.style),
    value: null,
    formula: `rewrite the text in ${to.unit.name}: ${CASE_STYLE_RULES[to.style]}`,
  };
}
