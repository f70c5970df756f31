/**
 * The familiar things a quantity is compared with: an object of about the same size for a
 * length, weight or volume, and water and body temperature for a temperature, with the words
 * the caption and the canvas use for the comparison.
 */

import { DEFAULT_NUMBER_LOCALE, formatForLocale, formatNumbersInText } from "@unitwise/units";
import { formatNumber, isFiniteNumber } from "./format";

export interface ReferenceObject {
  /** short label drawn on the canvas: "door" */
  label: string;
  /** how the caption names the measure: "the height of a door" */
  phrase: string;
  /** size in the table's base unit (m, kg, L) */
  value: number;
  /** size with its unit, figures in the engine's notation: "2 m", "12742 km" (see displayOf) */
  display: string;
}

export interface ReferenceMatch {
  reference: ReferenceObject;
  /** quantity ÷ reference, always within [MIN_REFERENCE_RATIO, MAX_REFERENCE_RATIO] */
  ratio: number;
}

export const LENGTH_REFERENCES: ReferenceObject[] = [
  { label: "human hair", phrase: "the width of a human hair", value: 0.00007, display: "0.07 mm" },
  {
    label: "grain of rice",
    phrase: "the length of a grain of rice",
    value: 0.006,
    display: "6 mm",
  },
  { label: "credit card", phrase: "the width of a credit card", value: 0.0856, display: "85.6 mm" },
  { label: "door", phrase: "the height of a door", value: 2, display: "2 m" },
  {
    label: "football pitch",
    phrase: "the length of a football pitch",
    value: 105,
    display: "105 m",
  },
  { label: "marathon", phrase: "the length of a marathon", value: 42195, display: "42.195 km" },
  { label: "Earth", phrase: "the diameter of Earth", value: 12_742_000, display: "12742 km" },
  {
    label: "Earth to Moon",
    phrase: "the distance to the Moon",
    value: 384_400_000,
    display: "384400 km",
  },
];

export const WEIGHT_REFERENCES: ReferenceObject[] = [
  {
    label: "grain of rice",
    phrase: "the weight of a grain of rice",
    value: 2.5e-5,
    display: "25 mg",
  },
  { label: "paperclip", phrase: "the weight of a paperclip", value: 0.001, display: "1 g" },
  { label: "apple", phrase: "the weight of an apple", value: 0.2, display: "200 g" },
  { label: "person", phrase: "the weight of a person", value: 70, display: "70 kg" },
  { label: "car", phrase: "the weight of a car", value: 1500, display: "1500 kg" },
  { label: "blue whale", phrase: "the weight of a blue whale", value: 150_000, display: "150 t" },
];

export const VOLUME_REFERENCES: ReferenceObject[] = [
  { label: "drop", phrase: "the volume of a drop of water", value: 5e-5, display: "0.05 mL" },
  { label: "teaspoon", phrase: "the volume of a teaspoon", value: 0.005, display: "5 mL" },
  { label: "cup", phrase: "the volume of a cup", value: 0.24, display: "240 mL" },
  { label: "bucket", phrase: "the volume of a bucket", value: 10, display: "10 L" },
  { label: "bathtub", phrase: "the volume of a bathtub", value: 300, display: "300 L" },
  {
    label: "swimming pool",
    phrase: "the volume of an Olympic swimming pool",
    value: 2_500_000,
    display: "2500 m³",
  },
];

const REFERENCES: Record<"length" | "weight" | "volume", ReferenceObject[]> = {
  length: LENGTH_REFERENCES,
  weight: WEIGHT_REFERENCES,
  volume: VOLUME_REFERENCES,
};

/** Beyond these ratios a comparison stops being a useful hint and none is given. */
const MIN_REFERENCE_RATIO = 0.01;
const MAX_REFERENCE_RATIO = 1000;

/**
 * The familiar object closest in order of magnitude to `magnitude` (in m, kg or L), or null
 * when nothing is within a factor of 100 below / 1000 above or the value is zero or not finite.
 */
export function chooseReference(
  kind: "length" | "weight" | "volume",
  magnitude: number | null,
): ReferenceMatch | null {
  if (!isFiniteNumber(magnitude) || magnitude === 0) return null;
  const size = Math.abs(magnitude);
  let best: ReferenceMatch | null = null;
  let bestDistance = Infinity;
  for (const reference of REFERENCES[kind]) {
    const ratio = size / reference.value;
    const distance = Math.abs(Math.log10(ratio));
    if (distance < bestDistance) {
      best = { reference, ratio };
      bestDistance = distance;
    }
  }
  if (!best || best.ratio < MIN_REFERENCE_RATIO || best.ratio > MAX_REFERENCE_RATIO) return null;
  return best;
}

/** "about the height of a door", "about 3.5 times …", "about 40% of …" (figures in `locale`). */
export function referencePhrase(
  { reference, ratio }: ReferenceMatch,
  locale: string = DEFAULT_NUMBER_LOCALE,
): string {
  if (ratio >= 0.75 && ratio <= 1.35) return `about ${reference.phrase}`;
  if (ratio > 1) return `about ${formatNumber(ratio, 2, locale)} times ${reference.phrase}`;
  return `about ${formatNumber(ratio * 100, 2, locale)}% of ${reference.phrase}`;
}

/** A reference's size as `locale` writes it: "12,742 km", "12.742 km" in de-DE. */
export function displayOf(reference: ReferenceObject, locale: string = DEFAULT_NUMBER_LOCALE) {
  return formatNumbersInText(reference.display, locale);
}

/** The short hint drawn on the canvas: "≈ apple (200 g)", "≈ 11 × apple …", "≈ 40% of door …". */
export function referenceHint(
  { reference, ratio }: ReferenceMatch,
  locale: string = DEFAULT_NUMBER_LOCALE,
): string {
  const object = `${reference.label} (${displayOf(reference, locale)})`;
  if (ratio >= 0.75 && ratio <= 1.35) return `≈ ${object}`;
  if (ratio > 1) return `≈ ${formatNumber(ratio, 2, locale)} × ${object}`;
  return `≈ ${formatNumber(ratio * 100, 2, locale)}% of ${object}`;
}

// ---------------------------------------------------------------------------------------------
// Temperature

const ABSOLUTE_ZERO_CELSIUS = -273.15;

export const TEMPERATURE_REFERENCES = [
  { celsius: 0, label: "Water freezes" },
  { celsius: 37, label: "Body temperature" },
  { celsius: 100, label: "Water boils" },
] as const;

/** Where a temperature stands against water and the body, for the caption. */
export function temperaturePhrase(celsius: number, locale: string = DEFAULT_NUMBER_LOCALE): string {
  if (celsius < ABSOLUTE_ZERO_CELSIUS - 1e-9) {
    return `colder than absolute zero (−${formatForLocale("273.15", locale)} °C), which is not physically possible`;
  }
  if (Math.abs(celsius - ABSOLUTE_ZERO_CELSIUS) <= 0.5) return "about absolute zero";
  if (Math.abs(celsius) <= 0.5) return "about the freezing point of water";
  if (Math.abs(celsius - 37) <= 0.5) return "about body temperature";
  if (Math.abs(celsius - 100) <= 0.5) return "about the boiling point of water";
  if (celsius < 0) return "below the freezing point of water";
  if (celsius < 37) return "between the freezing point of water and body temperature";
  if (celsius < 100) return "between body temperature and the boiling point of water";
  return "above the boiling point of water";
}
