import { compileUnit, densityOf } from "./compiled";
import { convert, convertExact } from "./convert";
import { evaluate } from "./expression";
import { roundToSignificant } from "./format";
import { Rational } from "./rational";
import type { Category, Converter, UnitDef, UnitTable } from "./types";

/**
 * Consistency checks of the catalogue, run by the tests (and cheap enough for a build step).
 * Each problem is one sentence naming the table and unit.
 */
export function validateTables(
  tables: readonly UnitTable[],
  converters: readonly Converter[],
  categories: readonly Category[],
): string[] {
  const problems: string[] = [];
  const tableKeys = new Set<string>();
  for (const table of tables) {
    if (tableKeys.has(table.key)) problems.push(`Two tables have the key "${table.key}"`);
    tableKeys.add(table.key);
    problems.push(...validateTable(table));
  }
  problems.push(...sharedUnitProblems(tables));
  const categoryKeys = new Set(categories.map((c) => c.key));
  const converterKeys = new Set<string>();
  for (const converter of converters) {
    if (converterKeys.has(converter.key))
      problems.push(`Two converters have the key "${converter.key}"`);
    converterKeys.add(converter.key);
    if (converter.slug !== `${converter.key}-converter`) {
      problems.push(
        `Converter "${converter.key}" has the slug "${converter.slug}", not "${converter.key}-converter"`,
      );
    }
    if (!categoryKeys.has(converter.category)) {
      problems.push(
        `Converter "${converter.key}" is in the unknown category "${converter.category}"`,
      );
    }
    if (!tableKeys.has(converter.key))
      problems.push(`Converter "${converter.key}" has no unit table`);
  }
  for (const key of tableKeys) {
    if (!converterKeys.has(key)) problems.push(`Table "${key}" belongs to no converter`);
  }
  return problems;
}

/** Ids the product fixes for two different things: the PascalCase style and the pressure unit. */
const DELIBERATE_ID_CLASHES = new Set(["pascal"]);

/**
 * A unit that serves several converters keeps one id (CATALOGUE.md), so every table that lists
 * it must describe the same unit: same names and symbol, and the same definition where the
 * tables share a base unit (a definition is relative to its table's base). Such units are
 * defined once, in data/shared/, and a table may only add its own about text or leave
 * out aliases; this check still catches a table that writes out its own unit under an id another
 * table lists, or overrides a shared unit's names, symbol or definition. A table on another base
 * (typography's inch, against the point) keeps its own definition but the same names.
 */
export function sharedUnitProblems(tables: readonly UnitTable[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, { table: UnitTable; unit: UnitTable["units"][number] }>();
  for (const table of tables) {
    for (const unit of table.units) {
      const first = seen.get(unit.id);
      if (!first) {
        seen.set(unit.id, { table, unit });
        continue;
      }
      if (DELIBERATE_ID_CLASHES.has(unit.id)) continue;
      const sameBase = first.table.baseUnit === table.baseUnit;
      const identity = (u: typeof unit) =>
        JSON.stringify([u.name, u.plural, u.symbol, sameBase ? u.definition : null]);
      if (identity(first.unit) !== identity(unit)) {
        problems.push(
          `Unit "${unit.id}" differs between the ${first.table.key} and ${table.key} tables (name, plural, symbol or definition)`,
        );
      }
    }
  }
  return problems;
}

export function validateTable(table: UnitTable): string[] {
  const problems: string[] = [];
  const where = (unit: UnitDef) => `${table.key}/${unit.id}`;
  if (table.units.length < 2) problems.push(`Table "${table.key}" has fewer than 2 units`);
  const ids = new Set<string>();
  for (const unit of table.units) {
    if (ids.has(unit.id))
      problems.push(`Unit id "${unit.id}" appears twice in table "${table.key}"`);
    ids.add(unit.id);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(unit.id))
      problems.push(`${where(unit)}: the id is not lowercase-hyphenated`);
    for (const field of ["name", "plural", "symbol"] as const) {
      if (unit[field].trim() === "") problems.push(`${where(unit)}: empty ${field}`);
    }
    try {
      compileUnit(unit);
    } catch (error) {
      problems.push(`${where(unit)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const base = table.units.find((u) => u.id === table.baseUnit);
  if (!base)
    problems.push(`Table "${table.key}": the base unit "${table.baseUnit}" is not in the table`);
  else if (!isIdentity(base))
    problems.push(`Table "${table.key}": the base unit "${base.id}" is not defined as 1`);
  problems.push(...twoQuantityProblems(table));
  if (problems.length === 0) problems.push(...roundTripProblems(table));
  return problems;
}

/**
 * A table of volumes and masses (UnitTable.masses): its mass base is the kilogram, which the
 * densities assume, every listed mass is in the table, and every ingredient has a unique id, a
 * source, and a positive weight of one of the table's volumes.
 */
function twoQuantityProblems(table: UnitTable): string[] {
  const problems: string[] = [];
  const { masses } = table;
  if (!masses) {
    if (table.ingredients || table.ingredient)
      problems.push(`Table "${table.key}" has ingredients but no masses`);
    return problems;
  }
  if (masses.baseUnit !== "kilogram")
    problems.push(`Table "${table.key}": the mass base must be the kilogram`);
  const unitsById = new Map(table.units.map((unit) => [unit.id, unit]));
  for (const id of masses.units) {
    if (!unitsById.has(id)) problems.push(`Table "${table.key}": the mass "${id}" is not in it`);
  }
  const ids = new Set<string>();
  for (const ingredient of table.ingredients ?? []) {
    const where = `${table.key}/ingredient ${ingredient.id}`;
    if (ids.has(ingredient.id)) problems.push(`${where}: the id appears twice`);
    ids.add(ingredient.id);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(ingredient.id))
      problems.push(`${where}: the id is not lowercase-hyphenated`);
    if (ingredient.name.trim() === "") problems.push(`${where}: empty name`);
    if (ingredient.source.trim() === "") problems.push(`${where}: no source`);
    if (masses.units.includes(ingredient.per))
      problems.push(`${where}: it is measured per a mass, not a volume`);
    try {
      densityOf(ingredient, unitsById);
    } catch (error) {
      problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/** A base unit must map a value to itself. Text tables have no numeric base. */
function isIdentity(unit: UnitDef): boolean {
  const d = unit.definition;
  switch (d.kind) {
    case "linear":
      return valueIs(d.factor, Rational.ONE);
    case "affine":
      return valueIs(d.factor, Rational.ONE) && valueIs(d.offset, Rational.ZERO);
    case "rate":
      return d.perBase !== null && valueIs(d.perBase, Rational.ONE);
    case "positional":
      return d.radix === 10;
    case "textual":
      return true;
    default:
      return false;
  }
}

function valueIs(expression: string, expected: Rational): boolean {
  try {
    return evaluate(expression).equals(expected);
  } catch {
    return false; // reported with the unit's other problems
  }
}

const SAMPLES = ["1", "7/3", "-2.5", "1e-9", "123456.789"].map((s) => Rational.parse(s));

/** Every unit there and back through the base unit gives the value it started with, exactly. */
export function roundTripProblems(table: UnitTable): string[] {
  const problems: string[] = [];
  for (const unit of table.units) {
    const d = unit.definition;
    if (d.kind === "textual" || (d.kind === "rate" && d.perBase === null)) continue;
    // A mass of a table of volumes and masses goes through the mass base.
    const baseUnit =
      table.masses?.units.includes(unit.id) && !table.ingredient
        ? table.masses.baseUnit
        : table.baseUnit;
    if (d.kind === "positional" || d.kind === "roman") {
      const sample = d.kind === "roman" ? "MCMXCIV" : (1994).toString(d.radix);
      const there = convert(table, sample, unit.id, table.baseUnit);
      const back =
        there.status === "ok" ? convert(table, there.result, table.baseUnit, unit.id) : there;
      if (back.status !== "ok" || back.result.toLowerCase() !== sample.toLowerCase()) {
        problems.push(`${table.key}/${unit.id}: "${sample}" does not survive a round trip`);
      }
      continue;
    }
    for (const sample of SAMPLES) {
      if ((d.kind === "logarithmic" || d.kind === "reciprocal") && sample.sign() <= 0) continue;
      try {
        const back = convertExact(
          table,
          convertExact(table, sample, unit.id, baseUnit),
          baseUnit,
          unit.id,
        );
        // Logarithms are approximations (~65 digits): compare them at 40 significant digits.
        const same = d.kind === "logarithmic" ? sameDigits(back, sample, 40) : back.equals(sample);
        if (!same)
          problems.push(
            `${table.key}/${unit.id}: ${sample} comes back from the base unit as ${back}`,
          );
      } catch (error) {
        problems.push(
          `${table.key}/${unit.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  return problems;
}

/** x and y agree to `digits` significant digits (both non-zero). */
export function sameDigits(x: Rational, y: Rational, digits: number): boolean {
  if (x.sign() !== y.sign()) return false;
  if (x.isZero()) return true;
  const a = roundToSignificant(x.abs(), digits);
  const b = roundToSignificant(y.abs(), digits);
  return a.digits === b.digits && a.exponent === b.exponent;
}
