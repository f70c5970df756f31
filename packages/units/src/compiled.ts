import { evaluate } from "./expression";
import { Rational } from "./rational";
import type { CaseStyle, Ingredient, UnitDef, UnitTable } from "./types";

/**
 * Unit definitions turned into exact numbers once, and kept: a table is compiled the first
 * time it is used (per table object), each unit the first time it is asked for, each pair of
 * units the first time it is converted. The hot path of a linear conversion is then one map
 * lookup and one multiplication.
 */

/** How a numeric unit maps a value v to the table's base unit. */
export type NumericMap =
  /** base = v × scale + offset (linear, affine, and rates with scale 1/perBase) */
  | { type: "scale"; scale: Rational; offset: Rational }
  /** base = factor ÷ v */
  | { type: "reciprocal"; factor: Rational }
  /** base = multiplier × log10(v ÷ reference) */
  | { type: "log"; reference: Rational; multiplier: Rational };

/** The quantity a unit measures in a table of two (cooking: volumes and masses). */
export type Measure = "volume" | "mass";

export type CompiledUnit =
  /**
   * `measure` is set in a table of two quantities with no ingredient chosen: units of different
   * measures can't be converted. With an ingredient the masses are mapped to volumes through its
   * density, and every unit shares the volume base.
   */
  | { unit: UnitDef; family: "numeric"; map: NumericMap; measure?: Measure }
  /** a unit that can't take part in conversions now, e.g. a currency with no reference rate */
  | { unit: UnitDef; family: "unavailable"; reason: string }
  | { unit: UnitDef; family: "whole"; radix: number | "roman" }
  | { unit: UnitDef; family: "text"; style: CaseStyle };

/** The result of converting from one unit to another of the same table, reduced where possible. */
export type PairPlan =
  /** to = v × a + b: every pair of scale maps */
  | { type: "affine"; a: Rational; b: Rational; from: CompiledUnit; to: CompiledUnit }
  /** to = k ÷ v: a reciprocal unit and a linear one */
  | { type: "reciprocal"; k: Rational; from: CompiledUnit; to: CompiledUnit }
  /** through the base unit, step by step (logarithmic units, families that don't mix) */
  | { type: "chain"; from: CompiledUnit; to: CompiledUnit };

export interface CompiledTable {
  table: UnitTable;
  unitsById: ReadonlyMap<string, UnitDef>;
  unit(id: string): CompiledUnit | undefined;
  pair(fromId: string, toId: string): PairPlan | undefined;
}

const compiledTables = new WeakMap<UnitTable, CompiledTable>();

export function compileTable(table: UnitTable): CompiledTable {
  const known = compiledTables.get(table);
  if (known) return known;
  const unitsById = new Map(table.units.map((unit) => [unit.id, unit]));
  const placeUnit = quantityPlacer(table, unitsById);
  const units = new Map<string, CompiledUnit>();
  const pairs = new Map<string, PairPlan>();
  const compiled: CompiledTable = {
    table,
    unitsById,
    unit(id) {
      let entry = units.get(id);
      if (!entry) {
        const unit = unitsById.get(id);
        if (!unit) return undefined;
        entry = placeUnit(compileUnit(unit));
        units.set(id, entry);
      }
      return entry;
    },
    pair(fromId, toId) {
      const key = `${fromId}\n${toId}`;
      let plan = pairs.get(key);
      if (!plan) {
        const from = compiled.unit(fromId);
        const to = compiled.unit(toId);
        if (!from || !to) return undefined;
        plan = planPair(from, to);
        pairs.set(key, plan);
      }
      return plan;
    },
  };
  compiledTables.set(table, compiled);
  return compiled;
}

export function compileUnit(unit: UnitDef): CompiledUnit {
  const d = unit.definition;
  switch (d.kind) {
    case "linear":
      return numeric(unit, { type: "scale", scale: evaluate(d.factor), offset: Rational.ZERO });
    case "affine":
      return numeric(unit, {
        type: "scale",
        scale: evaluate(d.factor),
        offset: evaluate(d.offset),
      });
    case "reciprocal":
      return numeric(unit, { type: "reciprocal", factor: evaluate(d.factor) });
    case "logarithmic":
      return numeric(unit, {
        type: "log",
        reference: evaluate(d.reference),
        multiplier: Rational.of(d.multiplier),
      });
    case "rate":
      if (d.perBase === null) {
        return {
          unit,
          family: "unavailable",
          reason: `no current reference rate for ${unit.id.toUpperCase()}`,
        };
      }
      // perBase units of this currency buy one unit of the base currency: base = v ÷ perBase.
      return numeric(unit, {
        type: "scale",
        scale: evaluate(d.perBase).inverse(),
        offset: Rational.ZERO,
      });
    case "positional":
      return { unit, family: "whole", radix: d.radix };
    case "roman":
      return { unit, family: "whole", radix: "roman" };
    case "textual":
      return { unit, family: "text", style: d.style };
  }
}

/**
 * How a table of two quantities (UnitTable.masses) places its units: without an ingredient each
 * unit is marked with its measure; with one, a mass of m (in the mass base) is the volume
 * m ÷ density (in the volume base), so masses and volumes convert like any two linear units.
 */
function quantityPlacer(
  table: UnitTable,
  unitsById: ReadonlyMap<string, UnitDef>,
): (compiled: CompiledUnit) => CompiledUnit {
  const masses = table.masses;
  if (!masses) return (compiled) => compiled;
  const massIds = new Set(masses.units);
  const density = table.ingredient && densityOf(table.ingredient, unitsById);
  return (compiled) => {
    if (compiled.family !== "numeric" || compiled.map.type !== "scale") return compiled;
    const measure: Measure = massIds.has(compiled.unit.id) ? "mass" : "volume";
    if (!density) return { ...compiled, measure };
    if (measure === "volume") return compiled;
    return { ...compiled, map: { ...compiled.map, scale: compiled.map.scale.div(density) } };
  };
}

/**
 * An ingredient's density in the table's mass base per volume base (kilograms per liter for the
 * cooking table: the same number as grams per milliliter), exact: its grams ÷ 1000 ÷ the volume
 * of its measure.
 */
export function densityOf(
  ingredient: Ingredient,
  unitsById: ReadonlyMap<string, UnitDef>,
): Rational {
  const per = unitsById.get(ingredient.per)?.definition;
  if (per?.kind !== "linear") {
    throw new RangeError(
      `Ingredient "${ingredient.id}" is measured per "${ingredient.per}", which is not a volume of the table`,
    );
  }
  const grams = evaluate(ingredient.grams);
  if (grams.sign() <= 0) throw new RangeError(`Ingredient "${ingredient.id}" weighs nothing`);
  return grams.div(Rational.of(1000)).div(evaluate(per.factor));
}

function numeric(unit: UnitDef, map: NumericMap): CompiledUnit {
  if (map.type === "scale" && map.scale.isZero())
    throw new RangeError(`Unit "${unit.id}" has a zero factor`);
  return { unit, family: "numeric", map };
}

function planPair(from: CompiledUnit, to: CompiledUnit): PairPlan {
  if (from.family !== "numeric" || to.family !== "numeric") return { type: "chain", from, to };
  const f = from.map;
  const t = to.map;
  if (f.type === "scale" && t.type === "scale") {
    // to = (v·sf + of − ot) ÷ st
    return {
      type: "affine",
      a: f.scale.div(t.scale),
      b: f.offset.sub(t.offset).div(t.scale),
      from,
      to,
    };
  }
  if (f.type === "reciprocal" && t.type === "scale" && t.offset.isZero()) {
    return { type: "reciprocal", k: f.factor.div(t.scale), from, to }; // to = (kf ÷ v) ÷ st
  }
  if (f.type === "scale" && f.offset.isZero() && t.type === "reciprocal") {
    return { type: "reciprocal", k: t.factor.div(f.scale), from, to }; // to = kt ÷ (v·sf)
  }
  if (f.type === "reciprocal" && t.type === "reciprocal") {
    return { type: "affine", a: t.factor.div(f.factor), b: Rational.ZERO, from, to }; // kt ÷ (kf ÷ v)
  }
  return { type: "chain", from, to };
}
