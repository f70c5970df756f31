import {
  convert,
  convertExact,
  type Conversion,
  convertCompound,
  presetsFor,
  isTextTable,
  isWholeNumberTable,
  readLocaleNumber,
  parseNumberInput,
  decimalPlaces,
  quickReferenceRows,
  figureWriter,
  type UnitTable,
} from "@unitwise/units";
import type { ConverterState } from "./converter-state";
import { buildVisualModel, type VisualModel } from "./visual/model";
import type { Translate } from "~/i18n/localization";
import { engineText } from "./engine-text";

/**
 * Everything the converter page shows that depends on the converter's state, worked out by the
 * engine (decision 049). The server sends the first one with the page; the browser loads this
 * module, and the engine with it, only once the visitor changes something (calculator.ts), so a
 * page that is only read never downloads the engine.
 */
export interface Calculation {
  /** the engine's answer, without its exact rational (which stays where it was computed) */
  conversion: ShownConversion;
  /** the result as the page shows it: in the visitor's locale, "Error", or "" when empty */
  result: string;
  /** the rule applied, its figures in the visitor's locale ("multiply the value by 0,3048") */
  formula: string;
  /** the conversion's note, or why it failed, in the page's language (decision 080) */
  note?: string;
  error?: string;
  /** the value in the engine's notation ("1500.5" for "1.500,5" in de-DE) */
  plainValue: string;
  /** how a value that reads two ways in this locale was read ("1,500" in de-DE), if it does */
  reading?: string;
  /** the value in the table's base unit, for drawings to scale; null when it has none */
  baseValue: number | null;
  /** the result in compound units, e.g. 5 ft 10 in, when the target unit has such a preset */
  compounds: Array<{ label: string; text: string }>;
  /**
   * The result's precision (digits after the decimal point), the formula and the number format,
   * in a sentence. Written here, with the rest of the answer, so a page hydrates the server's
   * words: in most languages the sentence has a plural, and choosing it starts the browser's
   * Intl (ICU), about 20 ms of a first visit's main thread (docs/benchmarks.md).
   */
  details: string;
  /** the quick-reference table for the pair, as the page shows it */
  quickReference: Array<{ value: string; result: string }>;
  /** the Visual Representation's drawing and caption; null while a unit is unknown */
  visual: VisualModel | null;
}

export type ShownConversion =
  Exclude<Conversion, { status: "ok" }> | Omit<Extract<Conversion, { status: "ok" }>, "exact">;

/**
 * The state's answer. `t` gives the page's language to the engine's sentences (its rules,
 * notes, refusals and readings: engine-text.ts); the browser's copy of this module carries
 * that work, so the page's first download does not.
 */
export function calculate(
  table: UnitTable,
  state: ConverterState,
  locale: string,
  t: Translate<"converter">,
): Calculation {
  const said = (text: string) => engineText(text, t);
  const { number: shown, text: shownText } = figureWriter(table, locale);
  const plainTable = isTextTable(table) || isWholeNumberTable(table);
  const read = plainTable ? undefined : readLocaleNumber(state.value, locale);
  const plainValue = read?.plain ?? state.value;
  const converted = convert(table, state.value, state.from, state.to, {
    precision: state.precision,
    locale,
  });
  const conversion = withoutExact(converted);
  const ok = conversion.status === "ok";
  const formula = ok ? said(shownText(conversion.formula)) : "";
  const result = ok ? shown(conversion.result) : conversion.status === "error" ? t("error") : "";
  const baseValue =
    ok && conversion.value !== null ? baseValueOf(table, plainValue, state.from) : null;
  const from = table.units.find((unit) => unit.id === state.from);
  const to = table.units.find((unit) => unit.id === state.to);
  return {
    conversion,
    result,
    formula,
    ...(ok && conversion.note ? { note: said(conversion.note) } : {}),
    ...(conversion.status === "error" ? { error: said(conversion.message) } : {}),
    plainValue,
    ...(read?.note ? { reading: said(read.note) } : {}),
    baseValue,
    compounds: ok
      ? presetsFor(table.key, state.to).flatMap((preset) => {
          const compound = convertCompound(table, plainValue, state.from, preset.id);
          return compound.status === "ok"
            ? [{ label: said(preset.label), text: shownText(compound.result) }]
            : [];
        })
      : [],
    details: ok
      ? t("resultDetails", { places: decimalPlaces(conversion.result), formula, locale })
      : "",
    quickReference: quickReferenceRows(table, state.from, state.to).map((row) => ({
      value: shown(row.value),
      result: shown(row.result),
    })),
    visual:
      from && to
        ? buildVisualModel({
            converterKey: table.key,
            fromValue: baseValue === null ? null : finiteOrNull(Number(plainValue)),
            fromText: state.value,
            fromUnit: from,
            toValue: ok ? conversion.value : null,
            toText: ok ? result : "",
            toUnit: to,
            baseValue,
            locale,
            t,
          })
        : null,
  };
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** The state after 'swap': the units exchanged and, if the result is a number, it as the value. */
export function swapped(table: UnitTable, state: ConverterState, locale: string): ConverterState {
  const result = convert(table, state.value, state.from, state.to, {
    precision: state.precision,
    locale,
  });
  // The result as the value field shows numbers: in the page's locale.
  const value =
    result.status === "ok" && !isTextTable(table)
      ? figureWriter(table, locale).number(result.result)
      : state.value;
  return { ...state, value, from: state.to, to: state.from };
}

/** The page's popular conversions with their figures as the visitor's locale writes them. */
export function shownPopular<Item extends { value: string; result: string }>(
  table: UnitTable,
  popular: Item[],
  locale: string,
): Item[] {
  const shown = figureWriter(table, locale).number;
  return popular.map((item) => ({ ...item, value: shown(item.value), result: shown(item.result) }));
}

function baseValueOf(table: UnitTable, plainValue: string, from: string): number | null {
  try {
    const value = parseNumberInput(plainValue);
    return value ? convertExact(table, value, from, table.baseUnit).toNumber() : null;
  } catch {
    return null; // numerals, text and currencies without a rate have no base quantity
  }
}

function withoutExact(conversion: Conversion): ShownConversion {
  if (conversion.status !== "ok") return conversion;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { exact, ...shown } = conversion;
  return shown;
}
