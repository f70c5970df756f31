import type { MessageKey } from "~/i18n/messages";
import { engineText } from "~/converter-page/engine-text";
import type { CalculationView } from "./calculation-view";
import {
  dimensionIn,
  foundIn,
  phraseIn,
  reasonIn,
  rootIn,
  type CalculatorWords,
} from "./calculator-vocabulary";

/**
 * The quantity calculator's sentences (@unitwise/units writes its steps, notes and refusals in
 * English) in the page's language, as engine-text.ts does for the converter's (decision 080):
 * each sentence has a pattern here, its named groups the message's placeholders. A group named
 * for what it holds is put in the language too (GROUPS: a unit's name, a dimension, what a
 * dimension measures, a root). `calculator-text.test.ts` runs the calculator over every kind of
 * step, note and refusal and fails on a sentence left English, so a new sentence in the engine
 * needs a pattern and a message.
 */
const SENTENCES: ReadonlyArray<[RegExp, MessageKey<"calculator">]> = [
  // How each unit was read, the dimension, the result (explanation.ts, calculator.ts).
  [/^"(?<text>.+)" is the (?<name>.+?): (?<size>.+) \(rounded\)$/, "stepUnitRounded"],
  [/^"(?<text>.+)" is the (?<name>.+?): (?<size>.+)$/, "stepUnit"],
  [/^Dimension: (?<dimension>[^,]+), (?<quantity>.+)$/, "stepDimensionQuantity"],
  [/^Dimension: (?<dimension>.+)$/, "stepDimension"],
  [/^Result: exactly (?<result>\S+) (?<unit>.*)$/, "stepExact"],
  [/^Result: rounded to (?<n>\d+) significant digits \((?<reason>.+)\)$/, "stepRoundedBecause"],
  [/^Result: rounded to (?<n>\d+) significant digits$/, "stepRounded"],
  // Answers in parts (written-answers.ts).
  [/^Whole (?<units>.+), then the rest in (?<last>.*)$/, "stepParts"],
  [/^Written as a whole number and a fraction of one$/, "stepFractionOfOne"],
  [/^Written as a whole number and a fraction of (?<unit>.*)$/, "stepFraction"],
  [/^The last part is rounded to (?<n>\d+) significant digits$/, "noteLastPart"],
  [/^Rounded to the nearest 1\/(?<denominator>\d+) (?<unit>.*)$/, "noteNearest"],
  // Notes on the readings (explanation.ts).
  [
    /^(?<symbol>.+) is a temperature difference here \(1 .+ = (?<size>\S+) K\): to convert a temperature, write it alone, e\.g\. "20 °C to °F"$/,
    "noteTemperature",
  ],
  [
    /^"(?<text>.+)" is read as the (?<name>.+); it can also mean the (?<other>.+) \(write (?<write>[^()]+)\)$/,
    "noteAlsoMeansWrite",
  ],
  [
    /^"(?<text>.+)" is read as the (?<name>.+); it can also mean the (?<other>.+)$/,
    "noteAlsoMeans",
  ],
  [
    /^"(?<text>.+)" is read as the (?<name>.+); for the (?<constant>.+) write (?<write>\S+)$/,
    "noteShadowed",
  ],
  [
    /^The (?<name>.+) is measured, not defined: (?<value>\S+) ± (?<uncertainty>\S+) (?<unit>\S+) \((?<source>.+)\), a relative uncertainty of (?<relative>\S+) that the result carries too$/,
    "noteMeasured",
  ],
  // Refusals: reading the expression (parse.ts, tokenize.ts).
  [/^That is too long to calculate: at most (?<n>\d+) characters$/, "errorTooLongCharacters"],
  [/^That is too long to calculate: at most (?<n>\d+) terms$/, "errorTooLongTerms"],
  [/^An exponent must be a number, not (?<found>.+)$/, "errorExponentNotNumber"],
  [/^Expected "\)" after the exponent, found (?<found>.+)$/, "errorExponentParenthesis"],
  [/^Write a power of a power with parentheses: "\(x\^a\)\^b"$/, "errorPowerOfPower"],
  [/^That nests too deep to calculate: at most (?<n>\d+) parentheses$/, "errorTooDeep"],
  [/^Expected "\)" but found (?<found>.+)$/, "errorExpectedParenthesis"],
  [/^Something is missing at the end$/, "errorMissingEnd"],
  [/^Expected a number, a unit or "\(" but found (?<found>.+)$/, "errorExpectedTerm"],
  [/^There is nothing to calculate$/, "errorNothing"],
  [/^I can't read (?<found>the end|".*") where it stands$/, "errorCantReadHere"],
  [/^I don't know the unit "(?<unit>.+)"$/, "errorUnknownUnit"],
  [
    /^I can't read "(?<character>.+)" at position (?<position>\d+) of "(?<text>.*)"$/,
    "errorCantReadCharacter",
  ],
  [/^The power "(?<power>.+)" is too large$/, "errorPowerTooLarge"],
  [
    /^"(?<text>.+)" is too large or too small to convert: exponents go from -(?<max>\d+) to \d+$/,
    "errorNumberExponent",
  ],
  [/^"(?<text>.+)" divides by zero$/, "errorNumberDividesByZero"],
  // Refusals: working it out (quantity.ts, calculator.ts, written-answers.ts).
  [/^I can't add (?<a>.+) to (?<b>.+)$/, "errorCantAdd"],
  [/^I can't subtract (?<b>.+) from (?<a>.+)$/, "errorCantSubtract"],
  [/^That divides by zero$/, "errorDividesByZero"],
  [
    /^Exponents go from -(?<max>\d+) to \d+, and roots up to the (?<n>\d+)th$/,
    "errorExponentRange",
  ],
  [
    /^(?<quantity>.+) has no (?<root>square|cube|\d+th) root: its units would have fractional powers$/,
    "errorNoRoot",
  ],
  [/^A negative number has no real (?<root>square|cube|\d+th) root$/, "errorNegativeRoot"],
  [
    /^The numbers in this calculation grow too large to work out exactly \(over 1,000 digits or powers over 24\)$/,
    "errorTooLarge",
  ],
  [/^I can't convert (?<a>.+) to "(?<target>.+)" \((?<b>.+)\)$/, "errorCantConvert"],
  [/^Round to a fraction such as "1\/16 in": 1 over 2 to 1000$/, "errorFractionRange"],
  [
    /^That is not a simple fraction: round it to one, e\.g\. "to 1\/16 (?<unit>.*)"$/,
    "errorNotSimpleFraction",
  ],
  // The converter's refusals the calculator's answer stands in for (query.ts, resolve-pair.ts).
  [
    /^"(?<from>.+)" is (?<a>an? .+) and "(?<to>.+)" is (?<b>an? .+): they can't be converted$/,
    "errorIncompatibleConvert",
  ],
  [
    /^"(?<from>.+)" is (?<a>an? .+) and "(?<to>.+)" is (?<b>an? .+): they can't be added$/,
    "errorIncompatibleAdd",
  ],
  [
    /^I can't calculate with "(?<operator>.+)" in "(?<text>.+)" yet: convert one amount at a time \(a mixed amount such as "5 ft 3 in" is added up\)$/,
    "errorCalculateWith",
  ],
];

/** The groups whose words are put in the language; any other is kept as the engine wrote it. */
const GROUPS: Readonly<Record<string, (value: string, words: CalculatorWords) => string>> = {
  name: (value, words) => words.unitName(value) ?? value,
  other: (value, words) => words.unitName(value) ?? value,
  constant: (value, words) => words.unitName(value) ?? value,
  dimension: (value, words) => dimensionIn(value, words.t),
  quantity: phraseIn,
  a: phraseIn,
  b: phraseIn,
  found: (value, words) => foundIn(value, words.t),
  root: (value, words) => rootIn(value, words.t),
  reason: (value, words) => reasonIn(value, words.t),
};

/** `text` in the language of `words`, or undefined when it is no sentence of the calculator's. */
function sentenceIn(text: string, words: CalculatorWords): string | undefined {
  for (const [pattern, key] of SENTENCES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [name, value = ""] of Object.entries(match.groups ?? {})) {
      params[name] = GROUPS[name]?.(value, words) ?? value;
    }
    return words.t(key, params);
  }
  return undefined;
}

/** A step or note of the calculator's in the language of `words` (as written, if unknown). */
function calculatorText(text: string, words: CalculatorWords): string {
  return sentenceIn(text, words) ?? text;
}

/** A refusal the calculator page shows: the calculator's, else the converter's. */
export function calculatorMessage(message: string, words: CalculatorWords): string {
  return sentenceIn(message, words) ?? engineText(message, words.engine);
}

/**
 * A worked-out expression's words in the language of `words`: what it measures, its dimension,
 * steps and notes. The expression, the answer and the formula are symbols and stay.
 */
export function calculationViewIn(view: CalculationView, words: CalculatorWords): CalculationView {
  return {
    ...view,
    dimension: dimensionIn(view.dimension, words.t),
    ...(view.quantity ? { quantity: phraseIn(view.quantity, words) } : {}),
    steps: view.steps.map((step) => calculatorText(step, words)),
    notes: view.notes.map((note) => calculatorText(note, words)),
  };
}
