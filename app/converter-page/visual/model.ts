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
  referenceHint,
  referenceObject,
  referencePhrase,
  TEMPERATURE_REFERENCES,
  temperaturePhrase,
  type ReferenceMatch,
  type VisualWords,
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
  /** the page's words (decision 080) */
  t: VisualWords;
}

/** What the drawing writes besides figures, in the page's language (resolved with the model). */
interface DrawingText {
  negative: string;
  /** "Reference: apple (200 g)", or "" without a reference */
  reference: string;
  /** the reference's short name: "apple", or "" */
  label: string;
  /** the short hint under a drawing: "≈ 11 × apple (200 g)", or "" */
  hint: string;
  enlarged: string;
  /** "Same length, two scales: 5 ft = 1.524 m" */
  sameScales: string;
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
  text: DrawingText;
}

export interface TemperatureModel {
  kind: "temperature";
  caption: string;
  from: VisualSide;
  to: VisualSide;
  celsius: number;
  /** the locale the drawing writes its figures in */
  locale: string;
  /** the reference temperatures' labels, in TEMPERATURE_REFERENCES' order */
  references: string[];
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
  const { t } = input;
  const fromText = shownText(input.fromText, fromValue, locale);
  const toText = shownText(input.toText, toValue, locale);
  if (fromText === "") return { kind: "empty", caption: t("visualEmpty") };
  if (toText === "") return { kind: "empty", caption: t("visualNoResult") };

  const fromWords = `${fromText} ${unitWord(input.fromUnit, fromValue)}`;
  const toWords = `${toText} ${unitWord(input.toUnit, toValue)}`;
  const sentence = t("visualSentence", { from: fromWords, to: toWords });
  const kind = visualKindFor(input.converterKey);
  const numeric = fromValue !== null && toValue !== null;

  if (numeric && kind === "temperature" && baseValue !== null) {
    return {
      kind,
      caption: t("visualWithHint", { sentence, hint: temperaturePhrase(baseValue, t, locale) }),
      from: side(fromValue, fromText, input.fromUnit),
      to: side(toValue, toText, input.toUnit),
      celsius: baseValue,
      locale,
      references: TEMPERATURE_REFERENCES.map((reference) => t(reference.label)),
    };
  }
  if (numeric && (kind === "length" || kind === "weight" || kind === "volume")) {
    const magnitude = baseValue === null ? null : Math.abs(baseValue);
    const negative = fromValue < 0 || toValue < 0;
    const reference = chooseReference(kind, magnitude);
    const hint = reference ? referencePhrase(reference, t, locale) : null;
    let caption = sentence;
    if (negative) {
      caption = hint
        ? t("visualMagnitude", { sentence, hint })
        : t("visualMagnitudeDrawn", { sentence });
    } else if (hint) {
      caption = t("visualWithHint", { sentence, hint });
    }
    const from = side(fromValue, fromText, input.fromUnit);
    const to = side(toValue, toText, input.toUnit);
    return {
      kind,
      caption,
      from,
      to,
      magnitude,
      negative,
      reference,
      locale,
      text: {
        negative: t("visualNegative"),
        reference: reference
          ? t("visualReference", { object: referenceObject(reference.reference, t, locale) })
          : "",
        label: reference ? t(reference.reference.label) : "",
        hint: reference ? referenceHint(reference, t, locale) : "",
        enlarged: t("visualEnlarged"),
        sameScales: t("visualSameLength", { from: from.label, to: to.label }),
      },
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
    caption: t("visualTextSentence", {
      fromText,
      fromUnit: unitName(input.fromUnit, null),
      toText,
      toUnit: unitName(input.toUnit, null),
    }),
    from: { main: fromText, sub: unitName(input.fromUnit, null) },
    to: { main: toText, sub: unitName(input.toUnit, null) },
    locale,
  };
}
