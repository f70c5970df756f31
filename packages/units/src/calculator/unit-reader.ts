import { evaluate } from "../expression";
import { Rational } from "../rational";
import type { UnitDef, UnitTable } from "../types";
import { createUnitIndex, normaliseUnitText, type UnitEntry, type UnitIndex } from "../unit-index";
import { divideDimensions, DIMENSIONLESS, parseDimension, type Dimension } from "./dimension";
import { PHYSICAL_CONSTANTS, type PhysicalConstant } from "./physical-constants";
import { piMonomial } from "./pi-power";
import { BINARY_PREFIXABLE, SI_PREFIXABLE, SI_UNITS, type CalculatorUnit } from "./si-units";
import { TABLE_DIMENSIONS } from "./table-dimensions";

/** How a word of an expression was read: a unit or a constant, with its size in SI. */
export interface Reading {
  /** the word as typed */
  text: string;
  /** "kilowatt-hour", "speed of light in vacuum" */
  name: string;
  /** how the parsed form writes it: "kWh", "c" */
  symbol: string;
  /** the size in coherent SI units, times π^pi */
  size: Rational;
  pi: number;
  /** the size holds a transcendental number other than π (a logarithm): it is rounded */
  approximate: boolean;
  dimension: Dimension;
  kind: "unit" | "constant";
  /** the catalogue table and unit it comes from */
  table?: string;
  unitId?: string;
  /** an absolute-temperature unit (°C, °F) read as a difference, kelvin-sized */
  temperature?: boolean;
  /** how the word matched: a name as written, a prefix and a unit, or a name with case folded */
  match?: "exact" | "prefixed" | "folded";
  /** a measured constant's standard uncertainty, in the same SI unit */
  uncertainty?: string;
  source?: string;
}

export interface UnitReader {
  /** The readings of a word or words ("kWh", "fl oz", "kilojoules", "hbar"), best first. */
  read(text: string): Reading[];
  /** The reading of one unit of a table calculations use (null for one they leave out). */
  readUnit(table: UnitTable, unit: UnitDef): Reading | null;
}

/** The tables a calculation reads, with the units it can use (linear, affine, reciprocal). */
export function calculationTables(tables: readonly UnitTable[]): UnitTable[] {
  const usable: UnitTable[] = [];
  for (const table of tables) {
    const spec = TABLE_DIMENSIONS[table.key];
    if (!spec) continue;
    const masses = new Set(table.masses?.units ?? []);
    const units = table.units.filter((unit) => {
      if (masses.has(unit.id)) return false; // the cooking table's masses are the weight table's
      const { kind } = unit.definition;
      if (kind === "reciprocal") return spec.reciprocals === "inverse";
      return kind === "linear" || kind === "affine";
    });
    if (units.length > 0) usable.push({ ...table, units });
  }
  return usable;
}

/**
 * A reader over `tables`. `index` may be the query engine's index over the same tables (built
 * once, not twice): entries calculations leave out are skipped as they are read.
 */
export function createUnitReader(
  tables: readonly UnitTable[],
  index: UnitIndex = createUnitIndex(calculationTables(tables)),
): UnitReader {
  const prefixes = prefixesOf(tables.find((table) => table.key === "prefixes"));
  const fromEntry = memoiseEntries();

  const constantsByName = new Map<string, PhysicalConstant>();
  for (const constant of PHYSICAL_CONSTANTS) {
    for (const name of constant.names) constantsByName.set(name, constant);
  }
  const siUnit = (text: string): CalculatorUnit | undefined =>
    SI_UNITS.find(
      (u) =>
        u.symbol === text ||
        u.name === text.toLowerCase() ||
        u.plural === text.toLowerCase() ||
        u.id === text.toLowerCase(),
    );

  /** Catalogue units named exactly (case kept), then those that match with case folded. */
  const catalogue = (text: string): { exact: Reading[]; folded: Reading[] } => {
    const key = normaliseUnitText(text);
    const exact: Reading[] = [];
    const folded: Reading[] = [];
    // Words stand for one unit each: "m s" is not "ms", so spaces must match a name's spaces.
    const spaced = text.trim().replace(/\s+/g, " ").toLowerCase();
    for (const entry of index.lookup(text)) {
      const names = namesOf(entry.unit);
      if (/\s/.test(spaced) && !names.some((n) => n.toLowerCase() === spaced)) continue;
      const reading = fromEntry(entry, text);
      if (!reading) continue;
      if (names.some((n) => normaliseUnitText(n) === key)) {
        // A letter is first the unit it is the symbol of, then those it is an alias of: "F" is
        // the farad (°F's alias), "C" the coulomb, "R" the roentgen, "G" the gauss.
        if (text.length === 1 && entry.unit.symbol === text) {
          exact.splice(firstAlias(exact, text), 0, reading);
        } else exact.push(reading);
      } else folded.push({ ...reading, match: "folded" });
    }
    return { exact, folded };
  };

  const prefixed = (text: string): Reading[] => {
    const found: Reading[] = [];
    for (const prefix of prefixes) {
      for (const [form, byName] of [
        [prefix.symbol, false],
        [prefix.name, true],
      ] as const) {
        if (!text.startsWith(form) && !(byName && text.toLowerCase().startsWith(form))) continue;
        const rest = text.slice(form.length);
        if (rest === "") continue;
        const allowed = prefix.binary ? BINARY_PREFIXABLE : SI_PREFIXABLE;
        const named = catalogue(rest);
        const unit = [...named.exact, ...(byName ? named.folded : []), ...siReadings(rest)].find(
          (r) =>
            r.unitId !== undefined &&
            allowed.has(r.unitId) &&
            // bits and bytes take the large prefixes only: "dB" is not a decibyte
            (!BINARY_PREFIXABLE.has(r.unitId) || prefix.factor.compare(Rational.of(1000)) >= 0),
        );
        if (!unit) continue;
        found.push({
          ...unit,
          text,
          name: prefix.name + unit.name,
          symbol: prefix.symbol + unit.symbol,
          size: unit.size.mul(prefix.factor),
          match: "prefixed",
        });
      }
    }
    return found;
  };

  const siReadings = (text: string): Reading[] => {
    const unit = siUnit(text);
    return unit
      ? [
          {
            text,
            name: unit.name,
            symbol: unit.symbol,
            size: Rational.ONE,
            pi: 0,
            approximate: false,
            dimension: parseDimension(unit.dimension),
            kind: "unit",
            unitId: unit.id,
            source: "SI Brochure (2019)",
          },
        ]
      : [];
  };

  const constantReadings = (text: string): Reading[] => {
    const constant = constantsByName.get(text) ?? constantsByName.get(text.toLowerCase());
    if (!constant) return [];
    const monomial = piMonomial(constant.value);
    return [
      {
        text,
        name: constant.name,
        symbol: constant.symbol,
        size: monomial?.rational ?? evaluate(constant.value),
        pi: monomial?.pi ?? 0,
        approximate: monomial === null,
        dimension: parseDimension(constant.dimension),
        kind: "constant",
        source: constant.source,
        ...(constant.uncertainty ? { uncertainty: constant.uncertainty } : {}),
      },
    ];
  };

  return {
    read(text) {
      const { exact, folded } = catalogue(text);
      // "c" is the speed of light in a calculation; a converter query reads it as Celsius.
      const first = text === "c" ? constantReadings(text) : [];
      const named = [...first, ...exact, ...siReadings(text), ...constantReadings(text)];
      // A prefix is tried only on a word nothing is named: "min" is a minute, not a milli-inch.
      const withPrefix = named.length > 0 || /\s/.test(text) ? [] : prefixed(text);
      return dedupe([...named, ...withPrefix, ...folded]);
    },
    readUnit(table, unit) {
      return fromEntry({ table, unit }, unit.symbol);
    },
  };
}

interface Prefix {
  symbol: string;
  name: string;
  factor: Rational;
  binary: boolean;
}

/** SI and binary prefixes, from the prefixes converter's table: powers of 10 and of 2. */
function prefixesOf(table: UnitTable | undefined): Prefix[] {
  if (!table) return [];
  const prefixes: Prefix[] = [];
  for (const unit of table.units) {
    if (unit.definition.kind !== "linear" || unit.id === "one") continue;
    const factor = evaluate(unit.definition.factor);
    const binary = /i$/.test(unit.symbol);
    prefixes.push({ symbol: unit.symbol, name: unit.name.toLowerCase(), factor, binary });
    if (unit.symbol === "µ") {
      prefixes.push({ symbol: "μ", name: unit.name, factor, binary });
      prefixes.push({ symbol: "u", name: unit.name, factor, binary });
    }
  }
  // The longest first, so "da" is deka before "d" deci.
  return prefixes.sort((a, b) => b.symbol.length - a.symbol.length);
}

function namesOf(unit: UnitDef): string[] {
  return [
    unit.id,
    unit.id.replaceAll("-", " "),
    unit.name,
    unit.plural,
    unit.symbol,
    ...(unit.aliases ?? []),
  ];
}

/** The reading of a catalogue unit, computed once per unit. */
function memoiseEntries() {
  const cache = new Map<UnitDef, Omit<Reading, "text"> | null>();
  return (entry: UnitEntry, text: string): Reading | null => {
    let reading = cache.get(entry.unit);
    if (reading === undefined) {
      reading = readEntry(entry);
      cache.set(entry.unit, reading);
    }
    return reading && { ...reading, text };
  };
}

/** Where the first reading that is not a symbol of `text` stands. */
function firstAlias(readings: readonly Reading[], text: string): number {
  const at = readings.findIndex((r) => r.symbol !== text);
  return at < 0 ? readings.length : at;
}

/** Temperature scales whose zero is absolute zero: their differences need no note. */
const ABSOLUTE_SCALES = new Set(["kelvin", "rankine"]);

function readEntry({ table, unit }: UnitEntry): Omit<Reading, "text"> | null {
  const spec = TABLE_DIMENSIONS[table.key];
  if (!spec) return null;
  const { definition } = unit;
  if (!("factor" in definition) || definition.factor === null) return null;
  if (definition.kind === "reciprocal" && spec.reciprocals !== "inverse") return null;
  // The cooking table's masses are the weight table's, defined against another base.
  if (table.masses?.units.includes(unit.id)) return null;
  const monomial = piMonomial(definition.factor);
  const factor = monomial?.rational ?? evaluate(definition.factor);
  const scale = evaluate(spec.scale ?? "1");
  const dimension = parseDimension(spec.dimension);
  const common = {
    name: unit.name,
    symbol: unit.symbol,
    approximate: monomial === null,
    kind: "unit" as const,
    table: table.key,
    unitId: unit.id,
    ...(unit.source ? { source: unit.source } : {}),
  };
  if (definition.kind === "reciprocal") {
    // base = factor ÷ value: one of these is 1/(factor·scale) of the inverse dimension.
    return {
      ...common,
      size: factor.mul(scale).inverse(),
      pi: -(monomial?.pi ?? 0),
      dimension: divideDimensions(DIMENSIONLESS, dimension),
    };
  }
  return {
    ...common,
    // A difference of a scale that runs backwards (Delisle) is a positive size, as the
    // temperature-interval converter has it.
    size: (definition.kind === "affine" ? factor.abs() : factor).mul(scale),
    pi: monomial?.pi ?? 0,
    dimension,
    // °C and °F have a zero of their own; kelvin and rankine differences need no note
    ...(definition.kind === "affine" && !ABSOLUTE_SCALES.has(unit.id) ? { temperature: true } : {}),
  };
}

/** Readings that mean the same (one unit listed by two tables) are kept once. */
function dedupe(readings: Reading[]): Reading[] {
  const kept: Reading[] = [];
  for (const reading of readings) {
    const same = kept.some(
      (k) =>
        k.size.equals(reading.size) &&
        k.pi === reading.pi &&
        k.dimension.every((e, i) => e === reading.dimension[i]) &&
        Boolean(k.temperature) === Boolean(reading.temperature),
    );
    if (!same) kept.push(reading);
  }
  return kept;
}
