/**
 * The familiar things a quantity is compared with: an object of about the same size for a
 * length, weight or volume, and water and body temperature for a temperature, with the words
 * the caption and the canvas use for the comparison.
 */

import { DEFAULT_NUMBER_LOCALE, formatForLocale, formatNumbersInText } from "@unitwise/units";
import { formatNumber, isFiniteNumber } from "./format";
import type { Translate } from "~/i18n/localization";
import type { MessageKey } from "~/i18n/messages";

/** The words of the captions and drawings, in the page's language (decision 080). */
export type VisualWords = Translate<"converter">;

export interface ReferenceObject {
  /** short label drawn on the canvas: "door" (a message: refDoor) */
  label: MessageKey<"converter">;
  /** how the caption names the measure: "the height of a door" (a message: refDoorPhrase) */
  phrase: MessageKey<"converter">;
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
  { label: "refHair", phrase: "refHairPhrase", value: 0.00007, display: "0.07 mm" },
  {
    label: "refRiceLength",
    phrase: "refRiceLengthPhrase",
    value: 0.006,
    display: "6 mm",
  },
  { label: "refCard", phrase: "refCardPhrase", value: 0.0856, display: "85.6 mm" },
  { label: "refDoor", phrase: "refDoorPhrase", value: 2, display: "2 m" },
  {
    label: "refPitch",
    phrase: "refPitchPhrase",
    value: 105,
    display: "105 m",
  },
  { label: "refMarathon", phrase: "refMarathonPhrase", value: 42195, display: "42.195 km" },
  { label: "refEarth", phrase: "refEarthPhrase", value: 12_742_000, display: "12742 km" },
  {
    label: "refMoon",
    phrase: "refMoonPhrase",
    value: 384_400_000,
    display: "384400 km",
  },
];

export const WEIGHT_REFERENCES: ReferenceObject[] = [
  {
    label: "refRiceWeight",
    phrase: "refRiceWeightPhrase",
    value: 2.5e-5,
    display: "25 mg",
  },
  { label: "refPaperclip", phrase: "refPaperclipPhrase", value: 0.001, display: "1 g" },
  { label: "refApple", phrase: "refApplePhrase", value: 0.2, display: "200 g" },
  { label: "refPerson", phrase: "refPersonPhrase", value: 70, display: "70 kg" },
  { label: "refCar", phrase: "refCarPhrase", value: 1500, display: "1500 kg" },
  { label: "refWhale", phrase: "refWhalePhrase", value: 150_000, display: "150 t" },
];

export const VOLUME_REFERENCES: ReferenceObject[] = [
  { label: "refDrop", phrase: "refDropPhrase", value: 5e-5, display: "0.05 mL" },
  { label: "refTeaspoon", phrase: "refTeaspoonPhrase", value: 0.005, display: "5 mL" },
  { label: "refCup", phrase: "refCupPhrase", value: 0.24, display: "240 mL" },
  { label: "refBucket", phrase: "refBucketPhrase", value: 10, display: "10 L" },
  { label: "refBathtub", phrase: "refBathtubPhrase", value: 300, display: "300 L" },
  {
    label: "refPool",
    phrase: "refPoolPhrase",
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
  t: VisualWords,
  locale: string = DEFAULT_NUMBER_LOCALE,
): string {
  const phrase = t(reference.phrase);
  if (ratio >= 0.75 && ratio <= 1.35) return t("visualAbout", { phrase });
  if (ratio > 1) return t("visualTimes", { ratio: formatNumber(ratio, 2, locale), phrase });
  return t("visualPercent", { percent: formatNumber(ratio * 100, 2, locale), phrase });
}

/** A reference's size as `locale` writes it: "12,742 km", "12.742 km" in de-DE. */
export function displayOf(reference: ReferenceObject, locale: string = DEFAULT_NUMBER_LOCALE) {
  return formatNumbersInText(reference.display, locale);
}

/** The short hint drawn on the canvas: "≈ apple (200 g)", "≈ 11 × apple …", "≈ 40% of door …". */
export function referenceHint(
  { reference, ratio }: ReferenceMatch,
  t: VisualWords,
  locale: string = DEFAULT_NUMBER_LOCALE,
): string {
  const object = referenceObject(reference, t, locale);
  if (ratio >= 0.75 && ratio <= 1.35) return t("visualHintAbout", { object });
  if (ratio > 1) return t("visualHintTimes", { ratio: formatNumber(ratio, 2, locale), object });
  return t("visualHintPercent", { percent: formatNumber(ratio * 100, 2, locale), object });
}

/** "apple (200 g)": a reference as the drawing names it. */
export function referenceObject(reference: ReferenceObject, t: VisualWords, locale: string) {
  return `${t(reference.label)} (${displayOf(reference, locale)})`;
}

// ---------------------------------------------------------------------------------------------
// Temperature

const ABSOLUTE_ZERO_CELSIUS = -273.15;

export const TEMPERATURE_REFERENCES = [
  { celsius: 0, label: "tempWaterFreezes" },
  { celsius: 37, label: "tempBodyTemperature" },
  { celsius: 100, label: "tempWaterBoils" },
] as const satisfies ReadonlyArray<{ celsius: number; label: MessageKey<"converter"> }>;

/** Where a temperature stands against water and the body, for the caption. */
export function temperaturePhrase(
  celsius: number,
  t: VisualWords,
  locale: string = DEFAULT_NUMBER_LOCALE,
): string {
  if (celsius < ABSOLUTE_ZERO_CELSIUS - 1e-9) {
    return t("tempBelowAbsoluteZero", { zero: formatForLocale("273.15", locale) });
  }
  if (Math.abs(celsius - ABSOLUTE_ZERO_CELSIUS) <= 0.5) return t("tempAbsoluteZero");
  if (Math.abs(celsius) <= 0.5) return t("tempFreezing");
  if (Math.abs(celsius - 37) <= 0.5) return t("tempBody");
  if (Math.abs(celsius - 100) <= 0.5) return t("tempBoiling");
  if (celsius < 0) return t("tempBelowFreezing");
  if (celsius < 37) return t("tempFreezingToBody");
  if (celsius < 100) return t("tempBodyToBoiling");
  return t("tempAboveBoiling");
}
