import type { Translate } from "~/i18n/localization";
import type { MessageKey } from "~/i18n/messages";

/**
 * The words the calculator's sentences are built from (packages/units/src/calculator writes
 * them in English): dimensions ("mass·length/time²"), the phrases that name what a dimension
 * measures ("an energy consumption (mass·length/time²)", "a pure number"), roots, the token a
 * refusal quotes. calculator-text.ts reads the sentences around them (decision 080).
 */
export interface CalculatorWords {
  t: Translate<"calculator">;
  /** the converter's sentences: the calculator shows the converter's refusals too */
  engine: Translate<"converter">;
  /** a unit's or constant's English name in the language ("kilowatt-hour" → "Kilowattstunde") */
  unitName(english: string): string | undefined;
  /** what a converter measures, by the noun of its English name ("energy consumption") */
  quantityName(englishNoun: string): string | undefined;
}

/** dimension.ts's BASES, by their English names. */
const DIMENSIONS: Readonly<Record<string, MessageKey<"calculator">>> = {
  "luminous intensity": "dimensionLuminousIntensity",
  length: "dimensionLength",
  mass: "dimensionMass",
  time: "dimensionTime",
  current: "dimensionCurrent",
  temperature: "dimensionTemperature",
  amount: "dimensionAmount",
  angle: "dimensionAngle",
  information: "dimensionInformation",
};
const DIMENSION_WORD = new RegExp(Object.keys(DIMENSIONS).join("|"), "g");

/** "mass·length/time²" in the language; the symbols and powers around the words stay. */
export function dimensionIn(dimension: string, t: Translate<"calculator">): string {
  if (dimension === "no dimension") return t("dimensionNone");
  return dimension.replace(DIMENSION_WORD, (word) => t(DIMENSIONS[word]!));
}

/**
 * The noun a converter's English name gives the calculator's phrases: "Weight and Mass
 * Converter" → "weight" (packages/units/src/query.ts `quantityPhrase`, without the article).
 */
export function quantityNoun(converterName: string): string {
  const [noun = converterName] = converterName
    .replace(/\s+converter$/i, "")
    .split(/\s+(?:and|&)\s+|\s*\(/);
  return noun.trim().toLowerCase();
}

const PURE_NUMBER = /^an? pure number$/i;
const OF_DIMENSION = /^an? quantity of (?<dimension>.+)$/i;
// A dimension may hold parentheses of its own: "a pressure (mass/(length·time²))".
const NAMED = /^an? (?<noun>[^(]+?)(?: \((?<dimension>.+)\))?$/i;

/**
 * What a dimension measures, as the calculator names it ("a length", "an energy consumption
 * (mass·length/time²)", "a pure number", "a quantity of length/time³"), in the language: the
 * article goes, as the messages around it are written without one (their grammar differs).
 */
export function phraseIn(phrase: string, words: CalculatorWords): string {
  const { t } = words;
  if (PURE_NUMBER.test(phrase)) return t("phrasePureNumber");
  const of = OF_DIMENSION.exec(phrase)?.groups;
  if (of) return t("phraseOfDimension", { dimension: dimensionIn(of.dimension!, t) });
  const named = NAMED.exec(phrase)?.groups;
  const quantity = named && words.quantityName(named.noun!);
  if (!named || !quantity) return phrase;
  return named.dimension
    ? t("phraseWithDimension", { quantity, dimension: dimensionIn(named.dimension, t) })
    : quantity;
}

/** A root as the calculator names it: "square", "cube", "6th" (or a bare "12"). */
export function rootIn(root: string, t: Translate<"calculator">): string {
  if (root === "square") return t("rootSquare");
  if (root === "cube") return t("rootCube");
  return t("rootNth", { n: root.replace(/th$/, "") });
}

/** The token a refusal quotes: `"x"`, or "the end". */
export function foundIn(found: string, t: Translate<"calculator">): string {
  if (found === "the end") return t("foundEnd");
  return t("foundToken", { token: found.replace(/^"|"$/g, "") });
}

const REASONS: Readonly<Record<string, MessageKey<"calculator">>> = {
  "π is irrational": "reasonPi",
  "a logarithm enters": "reasonLogarithm",
  "an irrational root or π enters": "reasonRoot",
};

/** Why a result is rounded (explanation.ts `approximationReason`). */
export function reasonIn(reason: string, t: Translate<"calculator">): string {
  const key = REASONS[reason];
  return key ? t(key) : reason;
}
