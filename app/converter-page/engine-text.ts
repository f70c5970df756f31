import type { Translate } from "~/i18n/localization";
import type { MessageKey } from "~/i18n/messages";

/**
 * The engine's sentences (@unitwise/units writes its rules, notes and refusals in English) in the
 * page's language (decision 080): each sentence the engine writes has a pattern here, its named
 * groups the message's placeholders. A text no pattern matches is shown as the engine wrote it.
 * `engine-text.test.ts` runs every table's conversions through these and fails on a sentence
 * left English, so a new sentence in the engine needs a pattern and a message.
 */
const SENTENCES: ReadonlyArray<[RegExp, MessageKey<"converter">]> = [
  [/^multiply the value by (?<n>.+)$/, "engineMultiply"],
  [/^divide the value by (?<n>.+)$/, "engineDivide"],
  [/^the value stays the same \(the units are equal\)$/, "engineEqualUnits"],
  [/^the same unit: the value stays the same$/, "engineSameUnit"],
  [/^the value stays the same$/, "engineUnchanged"],
  [/^unknown unit: the value is unchanged$/, "engineUnknownUnit"],
  [/^write the whole number in Roman numerals$/, "engineRoman"],
  [
    /^write the whole number in base (?<radix>\d+) \((?<name>[^)]*)\); any fraction is dropped$/,
    "engineBaseFraction",
  ],
  [/^write the whole number in base (?<radix>\d+) \((?<name>[^)]*)\)$/, "engineBase"],
  [/^rewrite the text in (?<name>[^:]+): (?<rule>.+)$/, "engineRewrite"],
  [/^Reference rates of (?<date>\S+) \((?<source>.+)\)$/, "engineRatesNote"],
  [
    /^levels in dB re 20 µPa \(sound pressure\), re 1 pW\/m² \(intensity\) and re 1 pW \(sound power\)$/,
    "engineSoundReference",
  ],
  [/^(?<from>.+) can't be converted to (?<to>.+)$/, "engineCannotConvert"],
  [
    /^(?<value>\S+) (?<symbol>.+) has no equivalent here: the conversion would divide by zero$/,
    "engineDivideByZero",
  ],
  [/^A level needs a value greater than zero \(got (?<value>.+)\)$/, "engineLevelPositive"],
  [/^An ingredient is required to convert (?<from>\w+) to (?<to>\w+)$/, "engineIngredientRequired"],
  [
    /^"(?<char>.)" is not a digit in base (?<radix>\d+) \(digits (?<digits>[^)]+)\)$/,
    "engineNotADigit",
  ],
  [/^"(?<text>.*)" has more than one point$/, "engineTwoPoints"],
  [/^"(?<text>.*)" has no digits$/, "engineNoDigits"],
  [/^Numbers are limited to (?<n>\d+) digits$/, "engineTooManyDigits"],
  [
    /^"(?<text>.*)" is not a Roman numeral \(Roman numerals go from 1 \(I\) to 3999 \(MMMCMXCIX\), written the standard way\)$/,
    "engineNotRoman",
  ],
  [
    /^(?<value>.+) can't be written: Roman numerals go from 1 \(I\) to 3999 \(MMMCMXCIX\)$/,
    "engineRomanRange",
  ],
  [
    /^"(?<text>.*)" is too large or too small to convert: exponents go from -(?<max>\d+) to \d+$/,
    "engineExponent",
  ],
  [/^no current reference rate for (?<code>\w+)$/, "engineNoRate"],
  [
    /^read as (?<value>.+): in (?<locale>\S+) a comma is the decimal sign$/,
    "engineReadCommaDecimal",
  ],
  [
    /^read as (?<value>.+): in (?<locale>\S+) a point is the decimal sign$/,
    "engineReadPointDecimal",
  ],
  [/^read as (?<value>.+): in (?<locale>\S+) a comma groups thousands$/, "engineReadCommaGroups"],
  [/^read as (?<value>.+): in (?<locale>\S+) a point groups thousands$/, "engineReadPointGroups"],
  [/^I don't know the unit "(?<unit>.+)"$/, "queryUnknownUnit"],
  [
    /^I don't know the ingredient "(?<name>.+)": the (?<converter>.+) lists the ones it knows \(flour, sugar, butter, honey…\)$/,
    "queryUnknownIngredient",
  ],
  [/^I can't read the number "(?<text>.*)"$/, "queryBadNumber"],
  [/^I can't read "(?<text>.*)"$/, "queryCantRead"],
  [/^Say what to convert$/, "querySayWhat"],
  [/^Say which unit to convert to, e\.g\. "(?<text>.*) to …" \("5 ft to cm"\)$/, "querySayWhich"],
  [/^"(?<text>.+)" can't be added to another amount$/, "queryCantAdd"],
  [/^There is nothing to convert before "(?<text>.*)"$/, "queryNothingBefore"],
  [/^I couldn't read that query$/, "queryUnreadable"],
  [/^feet and inches$/, "compoundFeetInches"],
  [/^inches to the nearest 1\/64$/, "compoundFractionalInches"],
  [/^pounds and ounces$/, "compoundPoundsOunces"],
  [/^stones and pounds$/, "compoundStonesPounds"],
];

/** The case styles' rules, as `engineRewrite` quotes them (text-case.ts). */
const CASE_RULES: Readonly<Record<string, MessageKey<"converter">>> = {
  "every letter in lower case": "caseLower",
  "every letter in upper case": "caseUpper",
  "the first letter of every word in upper case": "caseTitle",
  "the first letter of every sentence in upper case, the rest in lower case": "caseSentence",
  "words joined, each after the first starting with a capital (helloWorld)": "caseCamel",
  "words joined, each starting with a capital (HelloWorld)": "casePascal",
  "lower-case words joined by underscores (hello_world)": "caseSnake",
  "lower-case words joined by hyphens (hello-world)": "caseKebab",
  "lower-case words joined by dots (hello.world)": "caseDot",
  "lower-case words joined by slashes (hello/world)": "casePath",
  "upper-case words joined by underscores (HELLO_WORLD)": "caseConstant",
  "capitalised words joined by hyphens (Hello-World)": "caseHeader",
};

/** `text` (a rule, note or refusal of the engine) in the language of `t`. */
export function engineText(text: string, t: Translate<"converter">): string {
  // A chained rule: each step on its own ("m = ft × 0.3048; then …").
  const steps = text.split("; then ");
  if (steps.length > 1) return steps.map((step) => engineText(step, t)).join(t("engineThen"));
  for (const [pattern, key] of SENTENCES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = { ...match.groups };
    if (params.rule)
      params.rule = CASE_RULES[params.rule] ? t(CASE_RULES[params.rule]!) : params.rule;
    return t(key, params);
  }
  return text;
}
