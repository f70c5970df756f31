import { convertExact, ConversionError, type Conversion } from "./convert";
import { exactDecimal, toJsonNumber } from "./format";
import { parseNumberInput } from "./number-input";
import { gcd, Rational } from "./rational";
import type { UnitTable } from "./types";

/**
 * Results written the way people say them: "5 ft 8.9 in", "2 lb 3.2 oz", "11 st 4 lb", and
 * inches to the nearest 1/64 ("3/8 in", "2 5/16 in"). Presets are data: the UI offers one when
 * the target unit is in it (presetsFor).
 */
export type CompoundPreset =
  /** a whole number of the major unit and the rest in the minor unit, to `decimals` places */
  | {
      kind: "mixed";
      id: string;
      label: string;
      table: string;
      major: string;
      minor: string;
      decimals: number;
    }
  /** a whole number and a fraction of the unit, to the nearest 1/denominator */
  | {
      kind: "fraction";
      id: string;
      label: string;
      table: string;
      unit: string;
      denominator: number;
    };

export const COMPOUND_PRESETS: readonly CompoundPreset[] = [
  {
    kind: "mixed",
    id: "feet-inches",
    label: "feet and inches",
    table: "length",
    major: "foot",
    minor: "inch",
    decimals: 1,
  },
  {
    kind: "fraction",
    id: "fractional-inches",
    label: "inches to the nearest 1/64",
    table: "length",
    unit: "inch",
    denominator: 64,
  },
  {
    kind: "mixed",
    id: "pounds-ounces",
    label: "pounds and ounces",
    table: "weight",
    major: "pound",
    minor: "ounce",
    decimals: 1,
  },
  {
    kind: "mixed",
    id: "stones-pounds",
    label: "stones and pounds",
    table: "weight",
    major: "stone",
    minor: "pound",
    decimals: 1,
  },
];

/** The presets to offer when converting into `unitId` of table `tableKey`. */
export function presetsFor(tableKey: string, unitId: string): CompoundPreset[] {
  return COMPOUND_PRESETS.filter(
    (p) =>
      p.table === tableKey &&
      (p.kind === "mixed" ? p.major === unitId || p.minor === unitId : p.unit === unitId),
  );
}

export function getPreset(id: string): CompoundPreset | undefined {
  return COMPOUND_PRESETS.find((p) => p.id === id);
}

/** convert() with a compound result: `input` in `fromId`, written as the preset says. */
export function convertCompound(
  table: UnitTable,
  input: string,
  fromId: string,
  presetId: string,
): Conversion {
  if (input.trim() === "" || fromId === "") return { status: "empty" };
  const preset = getPreset(presetId);
  if (!preset || preset.table !== table.key) {
    return {
      status: "error",
      message: `There is no compound form "${presetId}" for the ${table.key} converter`,
    };
  }
  try {
    const value = parseNumberInput(input);
    if (value === null) return { status: "empty" };
    const { text, exact, approximate } = formatCompound(table, value, fromId, preset);
    return {
      status: "ok",
      result: text,
      value: toJsonNumber(exact),
      exact,
      formula: describePreset(table, preset),
      ...(approximate ? { note: approximate } : {}),
    };
  } catch (error) {
    if (error instanceof ConversionError || error instanceof RangeError)
      return { status: "error", message: error.message };
    throw error;
  }
}

/**
 * `value` (in `fromId`) written in the preset's form. `exact` is the value in the preset's
 * first unit; `approximate` says how it was rounded when the text is not exact.
 */
export function formatCompound(
  table: UnitTable,
  value: Rational,
  fromId: string,
  preset: CompoundPreset,
): { text: string; exact: Rational; approximate?: string } {
  return preset.kind === "mixed"
    ? formatMixed(table, value, fromId, preset)
    : formatFraction(table, value, fromId, preset);
}

function formatMixed(
  table: UnitTable,
  value: Rational,
  fromId: string,
  preset: CompoundPreset & { kind: "mixed" },
) {
  const ratio = minorPerMajor(table, preset);
  const inMinor = convertExact(table, value, fromId, preset.minor);
  const step = Rational.of(1n, 10n ** BigInt(preset.decimals));
  const steps = inMinor.abs().div(step).roundHalfAway(); // the value in steps of 0.1 minor unit
  const stepsPerMajor = ratio.div(step).num;
  const major = steps / stepsPerMajor;
  const minor = Rational.of(steps % stepsPerMajor).mul(step);
  const [majorSymbol, minorSymbol] = [symbolOf(table, preset.major), symbolOf(table, preset.minor)];
  const minorText = `${exactDecimal(minor) ?? minor.toString()} ${minorSymbol}`;
  const magnitude = major === 0n ? minorText : `${major} ${majorSymbol} ${minorText}`;
  const sign = inMinor.sign() < 0 && steps !== 0n ? "-" : "";
  const rounded = !Rational.of(steps).mul(step).equals(inMinor.abs());
  return {
    text: sign + magnitude,
    exact: convertExact(table, value, fromId, preset.major),
    ...(rounded
      ? { approximate: `rounded to the nearest ${exactDecimal(step)} ${minorSymbol}` }
      : {}),
  };
}

function formatFraction(
  table: UnitTable,
  value: Rational,
  fromId: string,
  preset: CompoundPreset & { kind: "fraction" },
) {
  const inUnit = convertExact(table, value, fromId, preset.unit);
  const denominator = BigInt(preset.denominator);
  const parts = inUnit.abs().mul(Rational.of(denominator)).roundHalfAway(); // in 1/64ths
  const whole = parts / denominator;
  const rest = parts % denominator;
  const g = gcd(rest, denominator);
  const fraction = rest === 0n ? "" : `${rest / g}/${denominator / g}`;
  const symbol = symbolOf(table, preset.unit);
  const number = whole === 0n ? fraction || "0" : fraction ? `${whole} ${fraction}` : `${whole}`;
  const sign = inUnit.sign() < 0 && parts !== 0n ? "-" : "";
  const rounded = !Rational.of(parts, denominator).equals(inUnit.abs());
  return {
    text: `${sign}${number} ${symbol}`,
    exact: inUnit,
    ...(rounded ? { approximate: `rounded to the nearest 1/${preset.denominator} ${symbol}` } : {}),
  };
}

/** How many minor units make a major one; a preset whose ratio is not whole is a data error. */
export function minorPerMajor(
  table: UnitTable,
  preset: CompoundPreset & { kind: "mixed" },
): Rational {
  const ratio = convertExact(table, Rational.ONE, preset.major, preset.minor);
  if (!ratio.isInteger())
    throw new ConversionError(`1 ${preset.major} is not a whole number of ${preset.minor}`);
  return ratio;
}

function describePreset(table: UnitTable, preset: CompoundPreset): string {
  if (preset.kind === "fraction") {
    return `whole ${unitName(table, preset.unit, true)} and the rest to the nearest 1/${preset.denominator}`;
  }
  const ratio = minorPerMajor(table, preset);
  return (
    `whole ${unitName(table, preset.major, true)}, then the rest in ${unitName(table, preset.minor, true)} ` +
    `(1 ${symbolOf(table, preset.major)} = ${ratio} ${symbolOf(table, preset.minor)})`
  );
}

function symbolOf(table: UnitTable, id: string): string {
  return table.units.find((u) => u.id === id)?.symbol ?? id;
}

function unitName(table: UnitTable, id: string, plural: boolean): string {
  const unit = table.units.find((u) => u.id === id);
  return unit ? (plural ? unit.plural : unit.name) : id;
}
