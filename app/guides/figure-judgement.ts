import {
  type Conversion,
  roundToSignificant,
  type QueryAnswer,
  Rational,
  type UnitDef,
  normaliseUnitText,
} from "@unitwise/units";
import { TOLERANCE, type Context, type FactCheckResult, type Quantity } from "./fact-check-context";
import { powerOfTen, type WrittenNumber } from "./written-numbers";

/** Whether a stated figure is the engine's exact result, at the precision the guide writes it. */

export type Judgement =
  | { kind: "right" | "wrong"; stated: string; computed: string }
  /** the engine read it, but a figure can't be judged (a currency amount, a text result) */
  | { kind: "unjudged" };

export function record(judgement: Judgement, sentence: string, result: FactCheckResult): void {
  if (judgement.kind === "unjudged") return;
  result.checked++;
  if (judgement.kind === "wrong") {
    result.problems.push({ sentence, stated: judgement.stated, computed: judgement.computed });
  }
}

interface JudgeOptions {
  approximate: boolean;
  /** two table columns in one unit ("Before (°C)", "After (°C)") are not a conversion */
  sameUnitIsNoStatement?: boolean;
  /** the sentence speaks of differences: temperatures may be read as temperature intervals */
  differences?: boolean;
}

/**
 * Asks the engine for `given` in the stated unit and judges the stated figure; null when the
 * engine can't read the pair (then it was not a statement, or another reading is tried).
 */
export function judge(
  given: readonly Quantity[],
  stated: readonly Quantity[],
  context: Context,
  { approximate, sameUnitIsNoStatement = false, differences = false }: JudgeOptions,
): Judgement | null {
  const last = stated[stated.length - 1];
  if (!last || given.length === 0) return null;
  for (const { units, byId } of unitReadings([...given, ...stated], context)) {
    const unitOf = (index: number) => units[index] ?? "";
    const target = unitOf(given.length + stated.length - 1);
    const givenText = given.map((q, i) => `${q.number.query} ${unitOf(i)}`).join(" ");
    if (given.length > 1 && !descending(given, units, context)) continue;
    const answer = context.ask(`${givenText} to ${target}`);
    if (answer.status !== "ok") continue;
    const lastGiven = unitOf(given.length - 1);
    if (
      !byId &&
      !(readAsWritten(lastGiven, answer.from, context) && readAsWritten(target, answer.to, context))
    ) {
      continue;
    }
    if (sameUnitIsNoStatement && answer.from === answer.to) return { kind: "unjudged" };
    if (isRateUnit(answer, context)) return { kind: "unjudged" };
    const computed = exactResult(answer.conversion);
    if (!computed) return { kind: "unjudged" };
    let right: boolean;
    if (stated.length === 1) {
      right = figureMatches(last.number, computed, approximate);
      const first = given[0] as Quantity;
      if (!right && differences && given.length === 1) {
        const difference = asDifference(first.number, answer, context);
        right = difference !== null && figureMatches(last.number, difference, approximate);
      }
    } else {
      const statedText = stated
        .map((q, i) => `${q.number.query} ${unitOf(given.length + i)}`)
        .join(" ");
      const total = context.ask(`${statedText} to ${target}`);
      const totalValue = total.status === "ok" ? exactResult(total.conversion) : null;
      if (!totalValue || !descending(stated, units.slice(given.length), context)) continue;
      right = compoundMatches(last.number, totalValue, computed, approximate);
    }
    return {
      kind: right ? "right" : "wrong",
      stated: stated.map((q) => q.display).join(" "),
      computed: answer.answer,
    };
  }
  return null;
}

/**
 * The unit texts to ask the engine with: inside the guide's converter first (each unit by its id
 * there, when every unit has one), then as written.
 */
function unitReadings(
  quantities: readonly Quantity[],
  context: Context,
): Array<{ units: string[]; byId: boolean }> {
  const written = { units: quantities.map((q) => q.unit), byId: false };
  const key = context.converterKey;
  if (!key) return [written];
  const ids: string[] = [];
  for (const quantity of quantities) {
    const id = unitInConverter(quantity.unit, key, context);
    if (!id) return [written];
    ids.push(id);
  }
  return [{ units: ids, byId: true }, written];
}

/**
 * False when the engine read `text` as the unit `id` only by ignoring case while the text, as
 * written, names other units: beside km/h the engine takes "m" for the mach ("M"), but "m" is
 * the meter. A text no unit spells in its case ("Kilometers") may be read in any case.
 */
function readAsWritten(text: string, id: string, context: Context): boolean {
  const spelled = context.units(text).filter((entry) => spells(entry.unit, text));
  return spelled.length === 0 || spelled.some((entry) => entry.unit.id === id);
}

function spells(unit: UnitDef, text: string): boolean {
  const key = normaliseUnitText(text);
  const names = [unit.id, unit.name, unit.plural, unit.symbol, ...(unit.aliases ?? [])];
  return names.some((name) => normaliseUnitText(name) === key);
}

/**
 * The id of the unit `text` names in the converter `key`; when it names none there and that
 * converter's table takes its names from another (temperature-interval from temperature), the
 * unit with the same symbol ("fahrenheit" → °F → the Fahrenheit difference). As resolve-pair.ts.
 */
function unitInConverter(text: string, key: string, context: Context): string | null {
  const entries = context.units(text);
  const own = entries.find((entry) => entry.table.key === key);
  if (own) return own.unit.id;
  for (const entry of entries) {
    for (const namesake of context.units(entry.unit.symbol)) {
      if (
        namesake.table.key === key &&
        namesake.table.namesFrom === entry.table.key &&
        namesake.unit.symbol === entry.unit.symbol
      ) {
        return namesake.unit.id;
      }
    }
  }
  return null;
}

/**
 * The answer's pair read in the table that takes its unit names from the answer's table
 * (temperature → temperature-interval): 1 °C → 1 K as a difference, not 274.15 K.
 */
function asDifference(
  number: WrittenNumber,
  answer: QueryAnswer & { status: "ok" },
  context: Context,
): Rational | null {
  const from = namesake(answer.from, answer.table, context);
  const to = namesake(answer.to, answer.table, context);
  if (!from || !to || from.table !== to.table) return null;
  const reply = context.ask(`${number.query} ${from.id} to ${to.id}`);
  return reply.status === "ok" ? exactResult(reply.conversion) : null;
}

function namesake(
  id: string,
  tableKey: string,
  context: Context,
): { table: string; id: string } | null {
  const entry = context.units(id).find((e) => e.table.key === tableKey);
  if (!entry) return null;
  const match = context
    .units(entry.unit.symbol)
    .find((e) => e.table.namesFrom === tableKey && e.unit.symbol === entry.unit.symbol);
  return match ? { table: match.table.key, id: match.unit.id } : null;
}

/**
 * A currency answer: its figure depends on the day's rates, not on the engine. The base currency
 * and the currencies fixed to it (the lev to the euro) don't move, so those are checked.
 */
function isRateUnit(answer: QueryAnswer & { status: "ok" }, context: Context): boolean {
  return [answer.from, answer.to].some((id) =>
    context
      .units(id)
      .some(
        (entry) =>
          entry.table.key === answer.table &&
          entry.unit.definition.kind === "rate" &&
          entry.unit.id !== entry.table.baseUnit,
      ),
  );
}

/** The engine's result before rounding: exact when it can be, else the nearest double. */
function exactResult(conversion: Conversion & { status: "ok" }): Rational | null {
  if (conversion.exact) return conversion.exact;
  if (conversion.value === null || !Number.isFinite(conversion.value)) return null;
  try {
    return Rational.parse(String(conversion.value));
  } catch {
    return null;
  }
}

/** "5 ft 3 in": each part in a smaller unit than the one before, and less than one of it. */
function descending(
  stated: readonly Quantity[],
  units: readonly string[],
  context: Context,
): boolean {
  for (let i = 1; i < stated.length; i++) {
    const answer = context.ask(`1 ${units[i - 1] ?? ""} to ${units[i] ?? ""}`);
    const ratio = answer.status === "ok" ? exactResult(answer.conversion) : null;
    const part = stated[i]?.number.value.abs();
    if (!ratio || !part || ratio.compare(Rational.ONE) <= 0 || part.compare(ratio) >= 0) {
      return false;
    }
  }
  return true;
}

/** The rule of the module comment, for a figure in one unit. */
function figureMatches(figure: WrittenNumber, computed: Rational, approximate: boolean): boolean {
  const stated = figure.value;
  if (stated.isZero() || computed.isZero()) return stated.equals(computed);
  if (stated.sign() !== computed.sign()) return false;
  if (stated.equals(computed)) return true;
  const near = withinTolerance(stated, computed);
  if (figure.significant === null || figure.lastPlace === null) return approximate && near;
  const rounded =
    roundsTo(stated, computed, figure.significant) ||
    (figure.truncated && cutsTo(stated, computed, figure.lastPlace));
  const precise = figure.significant >= 2;
  return approximate ? near || (rounded && precise) : rounded && (precise || near);
}

/** A compound figure ("5 ft 9 in") passes within half its last written place, in its last unit. */
function compoundMatches(
  lastFigure: WrittenNumber,
  statedTotal: Rational,
  computed: Rational,
  approximate: boolean,
): boolean {
  if (approximate && withinTolerance(statedTotal, computed)) return true;
  if (!lastFigure.lastPlace) return statedTotal.equals(computed);
  const half = lastFigure.lastPlace.div(Rational.of(2));
  return statedTotal.sub(computed).abs().compare(half) <= 0;
}

function withinTolerance(stated: Rational, computed: Rational): boolean {
  return stated.sub(computed).abs().compare(computed.abs().mul(TOLERANCE)) <= 0;
}

/** |computed| rounded half away from zero to `significant` digits is |stated|. */
function roundsTo(stated: Rational, computed: Rational, significant: number): boolean {
  const { digits, exponent } = roundToSignificant(computed.abs(), significant);
  const rounded = Rational.parse(digits).mul(powerOfTen(exponent - digits.length + 1));
  return rounded.equals(stated.abs());
}

/** |computed| cut off after the last written digit is |stated| ("5.555..." for 5.5555…). */
function cutsTo(stated: Rational, computed: Rational, lastPlace: Rational): boolean {
  const low = stated.abs();
  const value = computed.abs();
  return value.compare(low) >= 0 && value.compare(low.add(lastPlace)) < 0;
}
