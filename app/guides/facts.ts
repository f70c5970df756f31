import type { CatalogueReader } from "@unitwise/units/catalogue";
import {
  compileTable,
  type CompiledTable,
  convert,
  formulaFor,
  defaultValue,
  isTextTable,
  referenceValues,
  exactDecimal,
  CASE_STYLE_RULES,
  type UnitDef,
  type UnitTable,
  withDefaultIngredient,
} from "@unitwise/units";
import type { ConverterFacts, UnitFact, WorkedExample } from "./guide";

/**
 * The facts a guide may state about a converter (guide.ts), taken from the catalogue and
 * computed by the engine. Nothing here is written per converter: every figure is a result
 * convert() gives, every rule one formulaFor() gives, so a guide can only repeat what the
 * converter itself would show.
 *
 * Currency: rates change every working day and a guide is stored for months, so its figures use
 * only rates that never change — the base currency and units fixed to it (the Bulgarian lev's
 * irrevocable euro rate). A table with no fixed unit gets no examples and no table rows; the
 * floating units are described in words ("US dollars per euro (… of 2025-05-09)") without a rate.
 */

/** At most this many units are described: the default pair first (ConverterFacts.units). */
const MAX_UNITS = 12;
/** Worked examples per guide. */
const MAX_EXAMPLES = 6;
/** Rows of the conversion table. */
const MAX_ROWS = 10;

/** Example values by the kind of unit they are typed in: the i-th example takes the i-th value. */
const EXAMPLE_VALUES = {
  amount: ["1", "5", "10", "2", "100", "20"],
  temperature: ["100", "98.6", "0", "32", "-40", "212"],
  /** a level (dB, B, Np) in a table of logarithmic units */
  level: ["60", "94", "100", "40", "120", "20"],
  /** a quantity read as a level (a sound pressure in Pa): above zero */
  logarithmic: ["1", "0.02", "2", "0.2", "20", "10"],
  /** whole numbers, written in the source unit's radix by the engine first */
  whole: ["255", "42", "2024", "100", "16", "1000"],
  text: [
    "The quick brown fox",
    "hello world",
    "user account id",
    "XMLHttpRequest",
    "The Quick Brown Fox",
    "first name",
  ],
} as const;

/** Table values for data sizes: powers of two, where binary prefixes round off. */
const POWERS_OF_TWO = ["1", "2", "4", "8", "16", "32", "64", "128", "256", "1024"];
/** Table values for levels in decibels. */
const LEVELS = ["0", "20", "40", "60", "80", "94", "100", "120"];
/** Table values for a logarithmic source unit: above zero. */
const POSITIVE = ["0.00002", "0.0002", "0.002", "0.02", "0.2", "1", "2", "20"];

/** Binary prefixes and the decimal prefixes people mistake them for. */
const BINARY_TO_DECIMAL: ReadonlyArray<readonly [string, string]> = [
  ["Ki", "k"],
  ["Mi", "M"],
  ["Gi", "G"],
  ["Ti", "T"],
  ["Pi", "P"],
  ["Ei", "E"],
  ["Zi", "Z"],
  ["Yi", "Y"],
];

/** How facts.ts words the definitions that tell the kinds of converter apart (converterKind). */
const TEXT_RULE = "text with ";
const WHOLE_NUMBERS = "whole numbers written in ";
const BASE_CURRENCY = "the base currency";

/** The kinds of converter a guide is written differently for. */
export type ConverterKind = "text" | "numerals" | "currency" | "measure";

/**
 * The kind of converter facts describe, read from the facts themselves (a writer is handed only
 * the facts): the base unit's definition, as converterFacts words it, says it.
 */
export function converterKind(facts: ConverterFacts): ConverterKind {
  const definition = facts.base.definition;
  if (definition.startsWith(TEXT_RULE)) return "text";
  if (definition.startsWith(WHOLE_NUMBERS)) return "numerals";
  if (definition.startsWith(BASE_CURRENCY)) return "currency";
  return "measure";
}

/** "an ounce-force", "a US gallon", "an ohm": the article a unit's name takes. */
export function withArticle(name: string): string {
  return `${/^(?:[aio]|e(?!u)|u(?!s|ni))/i.test(name) ? "an" : "a"} ${name}`;
}

/** Everything a guide may say about the converter `key` (or its slug); null when unknown. */
export function converterFacts(catalogue: CatalogueReader, key: string): ConverterFacts | null {
  const converter = catalogue.getConverter(key);
  const stored = converter ? catalogue.getTable(converter.key) : undefined;
  // The cooking converter's figures across volume and mass are those of its default ingredient.
  const table = stored && withDefaultIngredient(stored);
  const baseUnit = table?.units.find((unit) => unit.id === table.baseUnit);
  if (!converter || !table || !baseUnit) return null;

  const context: FactContext = {
    table,
    compiled: compileTable(table),
    baseUnit,
    catalogue,
  };
  const chosen = chooseUnits(context);
  const facts = new Map(chosen.map((unit) => [unit.id, unitFact(context, unit)]));
  const factOf = (unit: UnitDef) => facts.get(unit.id) ?? unitFact(context, unit);
  const pair = statedPair(context, chosen);
  const tablePair = (pair && tabledPair(context, chosen, pair)) ?? defaultPair(context, chosen);
  const rows = pair ? tableRows(context, tablePair[0], tablePair[1]) : [];

  return {
    key: converter.key,
    slug: converter.slug,
    name: converter.name,
    description: converter.description,
    categoryName: catalogue.getCategory(converter.category)?.name ?? "",
    base: factOf(baseUnit),
    units: chosen.map(factOf),
    examples: pair ? workedExamples(context, chosen, pair) : [],
    table: { from: factOf(tablePair[0]), to: factOf(tablePair[1]), rows },
    confusions: confusions(context, chosen),
  };
}

interface FactContext {
  table: UnitTable;
  compiled: CompiledTable;
  baseUnit: UnitDef;
  catalogue: CatalogueReader;
}

// ---------------------------------------------------------------------------------------------
// Which units a guide talks about

/** Whether the engine can convert with the unit now (a currency with no reference rate can't). */
function isAvailable(context: FactContext, unit: UnitDef): boolean {
  return context.compiled.unit(unit.id)?.family !== "unavailable";
}

/**
 * Whether a figure in the unit stays true: a currency's daily rate does not (the base currency
 * and units fixed to it do).
 */
function isFixed(context: FactContext, unit: UnitDef): boolean {
  return unit.definition.kind !== "rate" || unit.id === context.table.baseUnit;
}

/** Whether figures in the unit can be stated: available, fixed, with a symbol that reads. */
function isStatable(context: FactContext, unit: UnitDef): boolean {
  return isAvailable(context, unit) && isFixed(context, unit) && readsAsQuantity(unit.symbol);
}

/**
 * Whether "5 {symbol}" reads as a quantity: a bare number as symbol ("1", the prefix converter's
 * "no prefix") would read as a second number, so facts never state a figure in it.
 */
export function readsAsQuantity(symbol: string): boolean {
  return !/^[\d.,\s]+$/.test(symbol);
}

/**
 * The units a guide describes, at most MAX_UNITS: the converter's default pair (its first two
 * units, converter-defaults.ts), the base unit, then the units a reader most likely meets. A
 * unit counts as more likely the more ways people write it (its aliases), when the catalogue
 * says something about it, and the closer it is in size to the default pair (a length guide
 * about meters and feet needs inches and kilometers before femtometers). Those follow the pair
 * in table order.
 */
function chooseUnits(context: FactContext): UnitDef[] {
  const available = context.table.units.filter((unit) => isAvailable(context, unit));
  const defaults = available.slice(0, 2);
  const first = [...defaults];
  if (!first.includes(context.baseUnit) && isAvailable(context, context.baseUnit)) {
    first.push(context.baseUnit);
  }
  const sizes = defaults.map((unit) => linearSize(context, unit));
  const rest = available
    .filter((unit) => !first.includes(unit))
    .map((unit, index) => ({ unit, index, score: likelihood(context, unit, sizes) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, MAX_UNITS - first.length))
    .sort((a, b) => a.index - b.index)
    .map(({ unit }) => unit);
  return [...first, ...rest];
}

function likelihood(context: FactContext, unit: UnitDef, sizes: Array<number | null>): number {
  const size = linearSize(context, unit);
  const distances = sizes
    .filter((other): other is number => other !== null && size !== null)
    .map((other) => Math.abs(Math.log10(size as number) - Math.log10(other)));
  const distance = distances.length > 0 ? Math.min(...distances) : 0;
  return (unit.aliases?.length ?? 0) + (unit.about ? 3 : 0) - distance / 3;
}

/** One unit in the base unit as a float, for ranking only; null when the unit is not linear. */
function linearSize(context: FactContext, unit: UnitDef): number | null {
  const compiled = context.compiled.unit(unit.id);
  if (unit.definition.kind !== "linear" || compiled?.family !== "numeric") return null;
  if (compiled.map.type !== "scale") return null;
  const size = Math.abs(compiled.map.scale.toNumber());
  return size > 0 && Number.isFinite(size) ? size : null;
}

/**
 * The pair the examples and the table convert between: the first two units that can be stated
 * (for most converters its default pair). Null when fewer than two can be (a currency table
 * with no fixed rate).
 */
function statedPair(context: FactContext, chosen: UnitDef[]): [UnitDef, UnitDef] | null {
  const candidates = [
    ...chosen,
    ...context.table.units.filter((unit) => !chosen.includes(unit)),
  ].filter((unit) => isStatable(context, unit));
  const [from, to] = candidates;
  return from && to ? [from, to] : null;
}

/**
 * The table's pair: the stated pair, unless its units are the same size (kelvin and degree
 * Celsius as differences), when a table of equal values would say nothing: then the first unit
 * and the next one of another size.
 */
function tabledPair(
  context: FactContext,
  chosen: UnitDef[],
  [from, to]: [UnitDef, UnitDef],
): [UnitDef, UnitDef] {
  const equal = (other: UnitDef) => {
    const one = convert(context.table, "1", from.id, other.id);
    return one.status === "ok" && one.exact !== undefined && exactDecimal(one.exact) === "1";
  };
  if (!equal(to)) return [from, to];
  const other = chosen.find((unit) => unit !== from && isStatable(context, unit) && !equal(unit));
  return [from, other ?? to];
}

/** The default pair, for naming the (empty) table when no pair can be stated. */
function defaultPair(context: FactContext, chosen: UnitDef[]): [UnitDef, UnitDef] {
  const [from = context.baseUnit, to = from] = chosen;
  return [from, to];
}

// ---------------------------------------------------------------------------------------------
// Units in words

function unitFact(context: FactContext, unit: UnitDef): UnitFact {
  return {
    id: unit.id,
    name: unit.name,
    plural: unit.plural,
    symbol: unit.symbol,
    definition: definitionInWords(context, unit),
    inBase: inBase(context, unit),
    ...(unit.source ? { source: unit.source } : {}),
    ...(unit.about ? { about: unit.about } : {}),
    ...(unit.note ? { note: unit.note } : {}),
  };
}

/** One of the unit in the base unit, as the engine displays it; null when not linear. */
function inBase(context: FactContext, unit: UnitDef): string | null {
  if (unit.definition.kind !== "linear") return null;
  const conversion = convert(context.table, "1", unit.id, context.table.baseUnit);
  return conversion.status === "ok" ? conversion.result : null;
}

/**
 * How the unit is defined, in words: "exactly 0.3048 m", "K = °C + 273.15",
 * "dB = 20 × log10(Pa ÷ 0.00002), 20 × log10 of the amplitude ratio",
 * "US dollars per euro (European Central Bank euro reference rates of 2025-05-09)".
 */
function definitionInWords(context: FactContext, unit: UnitDef): string {
  const { table, baseUnit } = context;
  const d = unit.definition;
  if (d.kind === "textual") return `${TEXT_RULE}${CASE_STYLE_RULES[d.style]}`;
  if (d.kind === "positional") return `${WHOLE_NUMBERS}base ${d.radix}`;
  if (d.kind === "roman") return `${WHOLE_NUMBERS}Roman numerals`;
  if (unit.id === baseUnit.id) {
    return d.kind === "rate"
      ? `${BASE_CURRENCY}: every rate is quoted per ${baseUnit.name}`
      : "the base unit of this converter: every other unit is defined from it";
  }
  switch (d.kind) {
    case "linear":
      return linearDefinition(context, unit);
    case "affine":
      return asEquation(formulaFor(table, baseUnit.id, unit.id), unit.symbol, baseUnit.symbol);
    case "reciprocal":
      return `the reciprocal of a value in ${baseUnit.plural}: ${formulaFor(table, unit.id, baseUnit.id)}`;
    case "logarithmic": {
      const ratio = d.multiplier === 10 ? "power" : "amplitude";
      return `a level: ${formulaFor(table, unit.id, baseUnit.id)}, ${d.multiplier} × log10 of the ${ratio} ratio`;
    }
    case "rate": {
      const rates = table.rates ? ` (${table.rates.source} of ${table.rates.date})` : "";
      return d.perBase === null
        ? `no reference rate is available`
        : `${unit.plural} per ${baseUnit.name}${rates}`;
    }
  }
}

/**
 * A rule as an equation: the engine writes a scale without offset as "multiply the value by 0.8";
 * a definition reads better as "°Ré = °C × 0.8".
 */
function asEquation(rule: string, symbol: string, baseSymbol: string): string {
  const scale = /^(multiply|divide) the value by (.+)$/.exec(rule);
  if (!scale) return rule;
  return `${symbol} = ${baseSymbol} ${scale[1] === "multiply" ? "×" : "÷"} ${scale[2]}`;
}

/**
 * Whether the unit's value in the base unit (inBase) is exact: converterFacts words such a
 * definition "exactly {inBase} {base symbol}".
 */
export function isExactInBase(unit: UnitFact, base: UnitFact): boolean {
  const symbol = readsAsQuantity(base.symbol) ? ` ${base.symbol}` : "";
  return unit.inBase !== null && unit.definition === `exactly ${unit.inBase}${symbol}`;
}

/** "exactly 0.3048 m", "exactly 1/1.95583 €", or the 15-digit value ending in "…". */
function linearDefinition(context: FactContext, unit: UnitDef): string {
  const { table, baseUnit } = context;
  const forward = convert(table, "1", unit.id, baseUnit.id);
  if (forward.status !== "ok") return `a fixed multiple of the ${baseUnit.name}`;
  // A plain number as base ("no prefix") is written without its symbol: "exactly 1000".
  const base = readsAsQuantity(baseUnit.symbol) ? ` ${baseUnit.symbol}` : "";
  if (forward.exact && exactDecimal(forward.exact, 15) !== null) {
    return `exactly ${forward.result}${base}`;
  }
  const inverse = forward.exact?.inverse();
  if (inverse && exactDecimal(inverse, 15) !== null) {
    return `exactly 1/${convertedInverse(context, unit)}${base}`;
  }
  return `${forward.result}…${base}`;
}

/** How many of the unit make one base unit, as displayed: the "1.95583" of "1/1.95583 €". */
function convertedInverse(context: FactContext, unit: UnitDef): string {
  const back = convert(context.table, "1", context.baseUnit.id, unit.id);
  return back.status === "ok" ? back.result : "";
}

// ---------------------------------------------------------------------------------------------
// Conversions

/**
 * A conversion by the engine and the sentence stating it: "5 ft = 1.524 m". Text styles read
 * "\"hello world\" in snake_case is \"hello_world\"": a phrase followed by a symbol that is itself
 * a phrase ("hello world") would read as one text. Null when the engine gives no result.
 */
function stated(
  context: FactContext,
  value: string,
  from: UnitDef,
  to: UnitDef,
): WorkedExample | null {
  const conversion = convert(context.table, value, from.id, to.id);
  if (conversion.status !== "ok" || conversion.result === "") return null;
  const statement =
    to.definition.kind === "textual"
      ? `"${value}" in ${to.name} is "${conversion.result}"`
      : `${value} ${from.symbol} = ${conversion.result} ${to.symbol}`;
  return {
    value,
    from: from.id,
    to: to.id,
    result: conversion.result,
    statement,
    ...(conversion.formula ? { formula: conversion.formula } : {}),
  };
}

/**
 * A value as typed in `unit`: numerals are written in the unit's own radix by the engine
 * ("255" in binary is "11111111"); other values are typed as they are.
 */
function typedIn(context: FactContext, decimal: string, unit: UnitDef): string | null {
  const kind = unit.definition.kind;
  if (kind !== "positional" && kind !== "roman") return decimal;
  const written = convert(context.table, decimal, context.baseUnit.id, unit.id);
  return written.status === "ok" ? written.result : null;
}

/** The i-th example value for a conversion from `unit`. */
function exampleValue(context: FactContext, unit: UnitDef, i: number): string | null {
  const values = exampleValues(context, unit);
  const value = values[i % values.length] ?? "1";
  return typedIn(context, value, unit);
}

function exampleValues(context: FactContext, unit: UnitDef): readonly string[] {
  switch (unit.definition.kind) {
    case "textual":
      return EXAMPLE_VALUES.text;
    case "positional":
    case "roman":
      return EXAMPLE_VALUES.whole;
    case "affine":
      return EXAMPLE_VALUES.temperature;
    case "logarithmic":
      return EXAMPLE_VALUES.logarithmic;
    default:
      return hasLevels(context.table) ? EXAMPLE_VALUES.level : EXAMPLE_VALUES.amount;
  }
}

/** Whether the table reads quantities as levels (sound): its linear units are levels then. */
function hasLevels(table: UnitTable): boolean {
  return table.units.some((unit) => unit.definition.kind === "logarithmic");
}

/**
 * MAX_EXAMPLES worked examples: both ways between the pair, then from the pair to the other
 * units described (a phrase in each style for text), then the pair again with other values.
 */
function workedExamples(
  context: FactContext,
  chosen: UnitDef[],
  [a, b]: [UnitDef, UnitDef],
): WorkedExample[] {
  const others = chosen.filter((unit) => unit !== a && unit !== b && isStatable(context, unit));
  const plan: Array<[UnitDef, UnitDef]> = isTextTable(context.table)
    ? [b, ...others].map((style) => [a, style])
    : [[a, b], [b, a], ...others.slice(0, 4).map((o, i): [UnitDef, UnitDef] => [i % 2 ? b : a, o])];
  for (let i = 0; plan.length < MAX_EXAMPLES * 2; i++) plan.push(i % 2 ? [b, a] : [a, b]);

  const examples: WorkedExample[] = [];
  const seen = new Set<string>();
  for (const [i, [from, to]] of plan.entries()) {
    if (examples.length === MAX_EXAMPLES) break;
    const value = exampleValue(context, from, i);
    const example = value === null ? null : stated(context, value, from, to);
    if (example && !seen.has(example.statement)) {
      seen.add(example.statement);
      examples.push(example);
    }
  }
  return examples;
}

/**
 * The conversion table between the pair: the quick-reference values (referenceValues), powers
 * of two for data sizes, levels for decibels; for text, one phrase in every style.
 */
function tableRows(context: FactContext, from: UnitDef, to: UnitDef): WorkedExample[] {
  const { table } = context;
  if (isTextTable(table)) {
    const phrase = defaultValue(table);
    return table.units
      .filter((unit) => unit !== from)
      .slice(0, MAX_ROWS)
      .map((style) => stated(context, phrase, from, style))
      .filter((row): row is WorkedExample => row !== null);
  }
  const rows: WorkedExample[] = [];
  for (const decimal of tableValues(context, from)) {
    const value = typedIn(context, decimal, from);
    const row = value === null ? null : stated(context, value, from, to);
    if (row && rows.length < MAX_ROWS) rows.push(row);
  }
  return rows;
}

function tableValues(context: FactContext, from: UnitDef): readonly string[] {
  if (from.definition.kind === "logarithmic") return POSITIVE;
  if (from.definition.kind === "linear" && hasLevels(context.table)) return LEVELS;
  if (binaryPrefixPairs(context).length > 0) return POWERS_OF_TWO;
  return referenceValues(context.table);
}

// ---------------------------------------------------------------------------------------------
// Mistakes people make

/**
 * Sentences about the mistakes people make with these units, chosen by what the table holds.
 * A figure in one is a conversion by the engine, stated as "1 gal (US) = … gal (imp)" at the end
 * of the sentence.
 */
function confusions(context: FactContext, chosen: UnitDef[]): string[] {
  const found = [
    ...namesakes(context, chosen),
    ...temperatureScales(context),
    ...temperatureDifferences(context, chosen),
    ...binaryPrefixes(context),
    ...symbolCase(context),
    ...massAndWeight(context),
    ...cgsSystems(context),
    ...calorieKinds(context),
    ...reciprocals(context),
    ...levels(context),
    ...rates(context),
    ...caseStyles(context),
    ...numerals(context),
  ].slice(0, 4);
  if (found.length < 2) found.push(...generic().slice(0, 2 - found.length));
  return found;
}

/** "1 A = x B" for a confusion, or null when the engine gives no result. */
function oneIn(context: FactContext, from: UnitDef, to: UnitDef): string | null {
  return stated(context, "1", from, to)?.statement ?? null;
}

function withStatement(sentence: string, statement: string | null): string[] {
  return statement === null ? [] : [`${sentence} ${statement}`];
}

/**
 * Units sharing a symbol before a qualifier ("gal (US)", "gal (imp)"; "cal", "cal (IT)"): US and
 * imperial measures, or the variants of a unit's definitions.
 */
function namesakes(context: FactContext, chosen: UnitDef[]): string[] {
  const groups = new Map<string, UnitDef[]>();
  for (const unit of context.table.units) {
    if (!isStatable(context, unit)) continue;
    // "gal (US)", "hp(E)": a qualifier in parentheses, not a compound unit's "W/(m·K)".
    const stem = unit.symbol.replace(/(?:\s+|(?<=[A-Za-z]))\([^()·/²³]*\)$/, "");
    groups.set(stem, [...(groups.get(stem) ?? []), unit]);
  }
  const sentences: string[] = [];
  const ranked = [...groups.values()]
    .filter((group) => group.length > 1)
    .sort(
      (x, y) =>
        Number(y.some((u) => chosen.includes(u))) - Number(x.some((u) => chosen.includes(u))),
    );
  for (const group of ranked.slice(0, 2)) {
    const us = group.find((unit) => /\(US\b/.test(unit.symbol));
    const imperial = group.find((unit) => /\((imp|UK)\)/.test(unit.symbol));
    const [first, second] = us && imperial ? [us, imperial] : group;
    if (!first || !second) continue;
    const lead =
      sentences.length > 0
        ? `Likewise, the ${first.name} is not the ${second.name}:`
        : us && imperial
          ? `US and imperial measures share names but not sizes, and the ${first.name} is not the ${second.name}:`
          : `The ${first.name} and the ${second.name} have similar names and symbols but are different units:`;
    sentences.push(...withStatement(lead, oneIn(context, first, second)));
  }
  return sentences;
}

/** Absolute temperature scales: readings have offsets, differences don't. */
function temperatureScales(context: FactContext): string[] {
  const { table } = context;
  const [a, b] = table.units.filter((unit) => isStatable(context, unit));
  const affine = table.units.some((unit) => unit.definition.kind === "affine");
  if (!affine || !a || !b) return [];
  const intervals = context.catalogue.converters.find((c) => {
    const other = context.catalogue.getTable(c.key);
    return other?.namesFrom === table.key;
  });
  const where = intervals ? ` (the ${intervals.name} does that)` : "";
  return [
    `A reading and a difference convert differently. A thermometer reading needs the whole formula, ${formulaFor(table, a.id, b.id)}, offset included; a rise or fall of temperature needs only the ratio of the degree sizes${where}.`,
  ];
}

/** Temperature differences: no offset applies. */
function temperatureDifferences(context: FactContext, chosen: UnitDef[]): string[] {
  const { table } = context;
  const readings = table.namesFrom ? context.catalogue.getTable(table.namesFrom) : undefined;
  if (!readings?.units.some((unit) => unit.definition.kind === "affine")) return [];
  const statable = chosen.filter((unit) => isStatable(context, unit));
  for (const from of statable) {
    for (const to of statable) {
      const example = from === to ? null : stated(context, "10", from, to);
      if (example && example.result !== "10") {
        return [
          `These are differences, not readings: no offset is added, and a rise or fall converts with the ratio of the degree sizes alone: ${example.statement}`,
        ];
      }
    }
  }
  return [];
}

/** Binary-prefixed units (KiB) and their decimal namesakes (kB), as [binary, decimal] pairs. */
function binaryPrefixPairs(context: FactContext): Array<[UnitDef, UnitDef]> {
  const bySymbol = new Map(context.table.units.map((unit) => [unit.symbol, unit]));
  const pairs: Array<[UnitDef, UnitDef]> = [];
  for (const unit of context.table.units) {
    for (const [binary, decimal] of BINARY_TO_DECIMAL) {
      if (!unit.symbol.startsWith(binary)) continue;
      const namesake = bySymbol.get(decimal + unit.symbol.slice(binary.length));
      if (namesake) pairs.push([unit, namesake]);
    }
  }
  return pairs;
}

function binaryPrefixes(context: FactContext): string[] {
  const pairs = binaryPrefixPairs(context);
  const [small] = pairs;
  const large = pairs[2] ?? pairs[1];
  if (!small) return [];
  const sentences = withStatement(
    `Decimal prefixes (kilo, mega, giga) and binary prefixes (kibi, mebi, gibi) look alike, but the ${small[0].name} is not the ${small[1].name}:`,
    oneIn(context, small[0], small[1]),
  );
  if (large && large !== small) {
    sentences.push(
      ...withStatement(`The gap grows with every step up:`, oneIn(context, large[0], large[1])),
    );
  }
  return sentences;
}

/** Symbols that differ only by case (mW, MW). */
function symbolCase(context: FactContext): string[] {
  if (isTextTable(context.table)) return [];
  const units = context.table.units.filter((unit) => isStatable(context, unit));
  const pairs: Array<[UnitDef, UnitDef]> = [];
  for (const [i, x] of units.entries()) {
    for (const y of units.slice(i + 1)) {
      if (x.symbol !== y.symbol && x.symbol.toLowerCase() === y.symbol.toLowerCase()) {
        pairs.push(x.symbol < y.symbol ? [x, y] : [y, x]); // capital first: "MW" before "mW"
      }
    }
  }
  const pair = pairs.find(([big, small]) => big.symbol[0] === "M" && small.symbol[0] === "m");
  const [big, small] = pair ?? pairs[0] ?? [];
  if (!big || !small) return [];
  return withStatement(
    `Symbols are case-sensitive, and ${small.symbol} is the ${small.name} while ${big.symbol} is the ${big.name}:`,
    oneIn(context, big, small),
  );
}

/** Units of force named after a mass (kilogram-force), and masses called weights. */
function massAndWeight(context: FactContext): string[] {
  const { table, baseUnit } = context;
  const force = table.units.find(
    (unit) =>
      isStatable(context, unit) &&
      /\w-force\b/.test(unit.name) &&
      unit.definition.kind === "linear" &&
      /\bg0\b/.test(unit.definition.factor),
  );
  const mass = force && /(\w+)-force\b/.exec(force.name)?.[1];
  if (force && mass && force !== baseUnit) {
    const lead = force.name.endsWith(`${mass}-force`)
      ? `${capitalised(withArticle(force.name))} is the weight of one ${mass} under standard gravity, a force rather than a mass:`
      : `In the ${force.name}, ${mass}-force means the weight of one ${mass} under standard gravity, a force rather than a mass:`;
    return withStatement(lead, oneIn(context, force, baseUnit));
  }
  if (baseUnit.id === "kilogram") {
    return [
      `In everyday speech weight means mass, which is what ${baseUnit.plural} and the other units here measure. Strictly, weight is the force gravity exerts on a mass, and forces are measured in newtons, not ${baseUnit.plural}.`,
    ];
  }
  return [];
}

/** CGS electromagnetic (ab-) and electrostatic (stat-) units of the same quantity. */
function cgsSystems(context: FactContext): string[] {
  const bySymbol = new Map(context.table.units.map((unit) => [unit.symbol, unit]));
  for (const unit of context.table.units) {
    if (!unit.symbol.startsWith("ab")) continue;
    const stat = bySymbol.get(`stat${unit.symbol.slice(2)}`);
    if (stat) {
      return withStatement(
        `The CGS system has two families of electrical units, electromagnetic (ab-) and electrostatic (stat-), and the ${unit.name} is far from the ${stat.name}:`,
        oneIn(context, unit, stat),
      );
    }
  }
  return [];
}

/** International Table and thermochemical calories and Btu (cal_IT, cal_th). */
function calorieKinds(context: FactContext): string[] {
  const bySymbol = new Map(context.table.units.map((unit) => [unit.symbol, unit]));
  for (const unit of context.table.units) {
    if (!unit.symbol.includes("_IT")) continue;
    const thermochemical = bySymbol.get(unit.symbol.replace("_IT", "_th"));
    if (thermochemical) {
      return withStatement(
        `The International Table calorie and the thermochemical calorie are different definitions, and so are the units built on them:`,
        oneIn(context, unit, thermochemical),
      );
    }
  }
  return [];
}

function reciprocals(context: FactContext): string[] {
  const reciprocal = context.table.units.find((unit) => unit.definition.kind === "reciprocal");
  if (!reciprocal) return [];
  return [
    `Some units here are reciprocals of others: a larger value in ${reciprocal.plural} means a smaller value in ${context.baseUnit.plural}, so a change of a given size in one is not the same change in the other.`,
  ];
}

function levels(context: FactContext): string[] {
  if (!hasLevels(context.table)) return [];
  return [
    `Levels are logarithmic: equal steps in ${context.baseUnit.plural} are equal ratios of the underlying quantity, so levels don't add like ordinary amounts.`,
    ...(context.table.reference
      ? [`A level means nothing without its reference: here they are ${context.table.reference}.`]
      : []),
  ];
}

function rates(context: FactContext): string[] {
  if (!context.table.units.some((unit) => unit.definition.kind === "rate")) return [];
  const missing = context.table.units.find((unit) => !isAvailable(context, unit));
  return [
    `Reference rates are published once a working day for information; the rate a bank or card issuer applies is usually different. The converter shows the date of the rates it uses beside every result.`,
    ...(missing
      ? [`Not every currency has a reference rate: there is none for the ${missing.name}.`]
      : []),
  ];
}

/** Case styles that split words at capitals do not give the capitals back. */
function caseStyles(context: FactContext): string[] {
  const { table } = context;
  if (!isTextTable(table)) return [];
  const [lower] = table.units;
  const joined = table.units.find(
    (unit) => unit.definition.kind === "textual" && unit.definition.style === "snake",
  );
  const example = lower && joined ? stated(context, "XMLHttpRequest", lower, joined) : null;
  return [
    "Joined styles (camelCase, snake_case, kebab-case) drop the spaces and punctuation between words, so converting back does not always restore the original text.",
    ...(example
      ? [
          `Words are also split at capitals, and acronyms lose their capitals: ${example.statement}.`,
        ]
      : []),
  ];
}

function numerals(context: FactContext): string[] {
  const { table } = context;
  const positional = table.units.some((unit) => unit.definition.kind === "positional");
  if (!positional) return [];
  const roman = table.units.find((unit) => unit.definition.kind === "roman");
  return [
    "Only whole numbers convert between bases: any fraction is dropped.",
    "Bases above ten borrow letters as digits (hexadecimal uses the digits 0–9 and then A–F), so a letter in a number is a digit, not a typing mistake.",
    ...(roman?.note ? [`Roman numerals cover only ${roman.note}.`] : []),
  ];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function generic(): string[] {
  return [
    `Round only at the end: converting a rounded result again adds the rounding error to every step after it.`,
    `Check which unit a symbol stands for before converting: the same letters can name units of other quantities, and only units of one quantity convert into each other.`,
  ];
}
