/**
 * Pure helpers behind the converter page's 'Visual Representation' panel (docs/product.md#converter-page): which
 * drawing a converter gets, and the model and sentence that describe it. The reference objects
 * (references.ts), scales (scales.ts) and colours (palette.ts) sit beside it. Nothing here touches
 * the DOM, so it renders the same on the server (the caption) and is unit-tested in Node. Every
 * number returned for drawing is finite: huge, tiny, negative and missing values are all handled
 * here, not on the canvas.
 */

import { DEFAULT_NUMBER_LOCALE } from "@unitwise/units";
import { formatNumber, isFiniteNumber } from "./format";
import {
  chooseReference,
  referencePhrase,
  temperaturePhrase,
  type ReferenceMatch,
} from "./references";

export type VisualKind = "length" | "temperature" | "weight" | "volume" | "generic";

/** A unit as the panel needs it; a UnitDef fits. `plural` defaults to `name`. */
interface VisualUnit {
  name: string;
  plural?: string;
  symbol: string;
}

/** What the page knows about the conversion (the component's props without presentation). */
export interface VisualInput {
  converterKey: string;
  fromValue: number | null;
  fromText?: string;
  fromUnit: VisualUnit;
  toValue: number | null;
  toText?: string;
  toUnit: VisualUnit;
  baseValue: number | null;
  /** the locale the page writes numbers in (decision 053); en-US when not given */
  locale?: string;
}

/** One side of a numeric drawing: 5 ft. */
interface VisualSide {
  value: number;
  /** the value as written: "5", "1.524" */
  text: string;
  symbol: string;
  /** value and symbol: "5 ft" */
  label: string;
}

/** The drawing of a length, weight or volume: the same quantity in both units, with a reference. */
export interface MeasureModel {
  kind: "length" | "weight" | "volume";
  caption: string;
  from: VisualSide;
  to: VisualSide;
  /** |quantity| in the base unit (m, kg, L); null when the page could not give it */
  magnitude: number | null;
  /** the values are negative: the drawing shows their magnitude */
  negative: boolean;
  reference: ReferenceMatch | null;
  /** the locale the drawing writes its figures in */
  locale: string;
}

export interface TemperatureModel {
  kind: "temperature";
  caption: string;
  from: VisualSide;
  to: VisualSide;
  celsius: number;
  /** the locale the drawing writes its figures in */
  locale: string;
}

export interface GenericModel {
  kind: "generic";
  caption: string;
  /** main: the big text ("18 km/h", "hello_world"); sub: the unit's name */
  from: { main: string; sub: string };
  to: { main: string; sub: string };
  /** the locale the drawing writes its figures in */
  locale: string;
}

export type VisualModel =
  { kind: "empty"; caption: string } | GenericModel | MeasureModel | TemperatureModel;

export const EMPTY_CAPTION = "Enter a value to see it drawn";
export const NO_RESULT_CAPTION = "Nothing to draw: the conversion has no result";

export function visualKindFor(converterKey: string): VisualKind {
  switch (converterKey) {
    case "length":
    case "temperature":
    case "weight":
    case "volume":
      return converterKey;
    default:
      return "generic";
  }
}

// ---------------------------------------------------------------------------------------------
// Model and caption

function unitWord(unit: VisualUnit, value: number | null): string {
  return value !== null && Math.abs(value) === 1 ? unit.name : (unit.plural ?? unit.name);
}

function shownText(text: string | undefined, value: number | null, locale: string): string {
  const trimmed = text?.trim() ?? "";
  if (trimmed !== "") return trimmed;
  return isFiniteNumber(value) ? formatNumber(value, 15, locale) : "";
}

function side(value: number, text: string, unit: VisualUnit): VisualSide {
  return { value, text, symbol: unit.symbol, label: `${text} ${unit.symbol}`.trim() };
}

/**
 * Everything the panel draws and says, from the page's state. Non-finite numbers count as
 * missing; a drawing that lacks a number it needs falls back to the arrow view.
 */
export function buildVisualModel(input: VisualInput): VisualModel {
  const fromValue = isFiniteNumber(input.fromValue) ? input.fromValue : null;
  const toValue = isFiniteNumber(input.toValue) ? input.toValue : null;
  const baseValue = isFiniteNumber(input.baseValue) ? input.baseValue : null;
  const locale = input.locale ?? DEFAULT_NUMBER_LOCALE;
  const fromText = shownText(input.fromText, fromValue, locale);
  const toText = shownText(input.toText, toValue, locale);
  if (fromText === "") return { kind: "empty", caption: EMPTY_CAPTION };
  if (toText === "") return { kind: "empty", caption: NO_RESULT_CAPTION };

  const fromWords = `${fromText} ${unitWord(input.fromUnit, fromValue)}`;
  const toWords = `${toText} ${unitWord(input.toUnit, toValue)}`;
  const sentence = `${fromWords} is ${toWords}`;
  const kind = visualKindFor(input.converterKey);
  const numeric = fromValue !== null && toValue !== null;

  if (numeric && kind === "temperature" && baseValue !== null) {
    return {
      kind,
      caption: `${sentence}, ${temperaturePhrase(baseValue, locale)}`,
      from: side(fromValue, fromText, input.fromUnit),
      to: side(toValue, toText, input.toUnit),
      celsius: baseValue,
      locale,
    };
  }
  if (numeric && (kind === "length" || kind === "weight" || kind === "volume")) {
    const magnitude = baseValue === null ? null : Math.abs(baseValue);
    const negative = fromValue < 0 || toValue < 0;
    const reference = chooseReference(kind, magnitude);
    const hint = reference ? referencePhrase(reference, locale) : null;
    let caption = sentence;
    if (negative) {
      caption += hint ? `; its magnitude is ${hint}` : "; drawn by its magnitude";
    } else if (hint) {
      caption += `, ${hint}`;
    }
    return {
      kind,
      caption,
      from: side(fromValue, fromText, input.fromUnit),
      to: side(toValue, toText, input.toUnit),
      magnitude,
      negative,
      reference,
      locale,
    };
  }

  const unitName = (unit: VisualUnit, value: number | null) => unitWord(unit, value);
  if (numeric) {
    return {
      kind: "generic",
      caption: sentence,
      from: {
        main: side(fromValue, fromText, input.fromUnit).label,
        sub: unitName(input.fromUnit, fromValue),
      },
      to: { main: side(toValue, toText, input.toUnit).label, sub: unitName(input.toUnit, toValue) },
      locale,
    };
  }
  // Text results (case styles, numerals): quote them, the unit is a style rather than a measure.
  return {
    kind: "generic",
    caption: `“${fromText}” in ${unitName(input.fromUnit, null)} is “${toText}” in ${unitName(input.toUnit, null)}`,
    from: { main: fromText, sub: unitName(input.fromUnit, null) },
    to: { main: toText, sub: unitName(input.toUnit, null) },
    locale,
  };
}
