import type { UnitFact, WorkedExample } from "./guide";
import type { GuideVoice } from "./local-guide-voice";

/** The local writer's sections (local-writer.ts), each from the facts in the voice `g`. */

/** The fixed section headings, in order; the introduction's and the conclusion's vary. */
export const SECTION_HEADINGS = {
  howTo: "How to convert",
  mistakes: "Common mistakes",
  history: "A little history",
} as const;

export const INTRO_HEADINGS = ["Introduction", "What this converter does", "Overview"] as const;
export const CONCLUSION_HEADINGS = ["Conclusion", "In short", "Summing up"] as const;

/**
 * What marks a sentence of a unit's `about` as history: words of the past, or a year after
 * "since", "in", "from"… The history section only sorts the catalogue's sentences; it never
 * adds any.
 */
const HISTORY =
  /\b(?:historical|history|century|centuries|formerly|former|traditional|ancient|originally|legacy|retired|deprecated|inspired|named after|introduced)\b|\b(?:in|since|from|until|before|after)\s+(?:1[5-9]\d\d|20[0-4]\d)\b(?![.,]?\d)|\((?:1[5-9]\d\d|20[0-4]\d)\)/i;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * An equation or approximation in catalogue prose ("1 Np = 20 log₁₀(e) dB ≈ 8.686 dB") restates
 * a definition the guide gives exactly, in a form the fact-checker can't re-read: left out.
 */
const LOOSE_EQUATION = /[=≈]/;

function aboutParts(unit: UnitFact): { present: string[]; past: string[] } {
  const sentences = (unit.about ? sentencesOf(unit.about) : []).filter(
    (sentence) => !LOOSE_EQUATION.test(sentence),
  );
  return {
    present: sentences.filter((sentence) => !HISTORY.test(sentence)),
    past: sentences.filter((sentence) => HISTORY.test(sentence)),
  };
}

export function introduction(g: GuideVoice): string {
  const { base } = g.facts;
  // The converter's description is the page's own, under its heading: not repeated here.
  const paragraphs: string[] = [];
  if (g.kind === "text") {
    paragraphs.push(
      "Unlike the other converters it changes text, not numbers: the same words come out in another style of capitals and separators, the way programmers, editors and designers write names, headings and identifiers.",
    );
  } else if (g.kind === "numerals") {
    paragraphs.push(
      `It changes how a whole number is written, not what it is worth: the ${base.name} system is the reference, and every other system writes the same value with its own digits.`,
    );
  }
  // The units' descriptions, the reference unit and the table of values have sections of their
  // own on the page (decision 062): the guide says where, and adds what they don't.
  paragraphs.push(
    g.pick("plan", [
      `This guide explains how the conversion works, with worked examples, and lists the mistakes people make most often.`,
      `Below you will find the rule the converter applies, worked examples and the usual pitfalls.`,
      `Read on for the conversion rule with examples and the mistakes worth avoiding.`,
    ]),
    "Each unit you pick is described under Conversion Information, and Quick Reference tabulates the pair you choose.",
  );
  return `## ${g.pick("intro-heading", INTRO_HEADINGS)}\n\n${paragraphs.join(" ")}`;
}

export function howToConvert(g: GuideVoice): string {
  const paragraphs = [rule(g)];
  const [first, second] = g.facts.examples;
  const sameBothWays =
    first && second && first.formula === second.formula && first.from === second.to;
  const rules = (sameBothWays ? [first] : [first, second])
    .filter((example): example is WorkedExample => example?.formula !== undefined)
    .filter(() => g.kind !== "text")
    .map((example) => {
      const from = g.unit(example.from);
      const to = g.unit(example.to);
      if (!from || !to) return null;
      return sameBothWays
        ? `Between ${from.plural} and ${to.plural}, either way: ${example.formula}.`
        : `From ${from.plural} to ${to.plural}: ${example.formula}.`;
    })
    .filter((line): line is string => line !== null);
  if (rules.length > 0) paragraphs.push(rules.join(" "));
  paragraphs.push(steps(g));
  // A conversion Quick Reference shows for the default pair is not worked again here.
  const { rows } = g.facts.table;
  const examples = g.facts.examples.filter(
    (example) =>
      !rows.some(
        (row) => row.from === example.from && row.to === example.to && row.value === example.value,
      ),
  );
  if (examples.length > 0) {
    const lead = g.pick("examples-lead", [
      "Worked examples, each computed by the converter:",
      "A few examples, straight from the converter:",
      "Some conversions worked out by the converter itself:",
    ]);
    const list = examples.map((example) => `- ${example.statement}`).join("\n");
    paragraphs.push(`${lead}\n\n${list}`);
  }
  return `## ${SECTION_HEADINGS.howTo}\n\n${paragraphs.join("\n\n")}`;
}

/** The conversion as numbered steps, by hand and on the converter. */
function steps(g: GuideVoice): string {
  const lead = g.pick("steps-lead", ["Step by step:", "In practice:", "To do it yourself:"]);
  const steps = ((): string[] => {
    switch (g.kind) {
      case "text":
        return [
          "Type or paste the text into the converter; the style it is in now does not matter.",
          "Choose the style you want: the converter splits the text into words and writes them in that style as you type.",
          "Copy the result, and check acronyms and numbers inside identifiers, which a joined style may change.",
        ];
      case "numerals":
        return [
          "Type the whole number with the digits of the system it is written in.",
          "Choose that system, then the system you want.",
          "Read the same value written with the new digits; swap the two systems to go back.",
        ];
      case "currency":
        return [
          "Type the amount and choose the currency it is in.",
          "Choose the currency you want: the converter divides by the first rate and multiplies by the second.",
          "Check the date of the rates shown beside the result before you rely on it.",
        ];
      case "measure":
        return g.linearUnits.length === g.facts.units.length
          ? [
              `Find the size of the unit you have, in ${g.basePlural}.`,
              `Multiply your value by it: that is the same quantity in ${g.basePlural}.`,
              `Divide by the size of the unit you want, also in ${g.basePlural}.`,
              "Round only the final result, to as many digits as your measurement deserves.",
            ]
          : [
              `Apply the formula of the unit you have to get ${g.basePlural}.`,
              "Apply the formula of the unit you want to that result.",
              "Round only the final result, to as many digits as your measurement deserves.",
            ];
    }
  })();
  const list = `${lead}\n\n${steps.map((step, i) => `${i + 1}. ${step}`).join("\n")}`;
  return g.kind === "measure"
    ? `${list}\n\nOn the converter, type the value and pick both units: the result appears as you type, and swapping the units converts the other way.`
    : list;
}

/** The rule through the base unit, in words. */
function rule(g: GuideVoice): string {
  const { base } = g.facts;
  switch (g.kind) {
    case "text":
      return "Every style is a rule applied to the words of the text. The converter first splits the text into words, at spaces, punctuation, underscores, hyphens, dots, slashes and changes from small to capital letters, and then writes the words in the style you choose; the style the text was in does not matter.";
    case "numerals":
      return `The converter reads the whole number in the system you give, as its ${base.name} value, and writes that value with the digits of the system you want. The value never changes, only the way it is written.`;
    case "currency":
      return `Rates are quoted per ${base.name}. To convert between two other currencies, the converter divides by the rate of the currency you have, which gives ${base.plural}, and multiplies by the rate of the one you want. Rates change every working day, so the figures below use only the fixed rate between the ${g.pair.from.name} and the ${g.pair.to.name}, which does not change.`;
    case "measure":
      if (g.linearUnits.length === g.facts.units.length) {
        return g.pick("rule", [
          `Every unit here is a fixed multiple of ${g.theBase}, so a conversion is one multiplication and one division: multiply the value by the size of the unit you have, in ${g.basePlural}, then divide by the size of the unit you want. The converter does this with exact fractions and rounds only the final result, to 15 significant digits.`,
          `Because each unit is a fixed number of ${g.basePlural}, converting means expressing the value in ${g.basePlural} and then in the unit you want. The converter keeps exact fractions throughout and rounds only its final answer, to 15 significant digits.`,
        ]);
      }
      return `Not every unit here is a plain multiple of ${g.theBase}: some are defined by a formula. The converter takes the value to ${g.basePlural} with the formula of the unit you have, then to the unit you want with that unit's formula, and rounds only the final result.`;
  }
}

export function mistakes(g: GuideVoice): string {
  const lead = g.pick("mistakes-lead", [
    "A few mistakes come up again and again:",
    "Watch out for these:",
    "Most wrong answers come from one of these:",
  ]);
  const list = g.facts.confusions.map((confusion) => `- ${confusion}`).join("\n");
  return `## ${SECTION_HEADINGS.mistakes}\n\n${lead}\n\n${list}`;
}

/**
 * Only what the units' own texts say about the past; no section when they say nothing. The
 * default pair's texts are on the page already, whole, under Conversion Information.
 */
export function history(g: GuideVoice): string | null {
  const shown = new Set(g.facts.units.slice(0, 2).map((unit) => unit.id));
  const told = g.facts.units
    .filter((unit) => !shown.has(unit.id))
    .map((unit) => ({ unit, past: aboutParts(unit).past }))
    .filter(({ past }) => past.length > 0)
    .map(({ unit, past }) => `- **${unit.name}**. ${past.join(" ")}`);
  if (told.length === 0) return null;
  const lead = g.pick("history-lead", [
    "Several of these units carry some history with them:",
    "Some of the units have a story behind them:",
  ]);
  return `## ${SECTION_HEADINGS.history}\n\n${lead}\n\n${told.join("\n")}`;
}

export function conclusion(g: GuideVoice): string {
  const { base } = g.facts;
  const { from, to } = g.headline;
  const summary =
    g.kind === "text"
      ? "Choose the style your context expects, paste the text and copy the result; for identifiers, check acronyms and digits afterwards."
      : g.kind === "numerals"
        ? "Type the number in the system you have, pick the system you want, and the converter rewrites the same value in its digits."
        : g.pick("summary", [
            `Converting ${from.plural} to ${to.plural}, or between any two ${g.quantity} units, always goes through the ${base.name}. Check the symbol, keep full precision until the end, and mind the mistakes above.`,
            `Whatever the pair of units, the ${base.name} is the common ground. Read symbols carefully, round only the final result, and the mistakes above won't catch you out.`,
            `Keep the ${base.name} in mind as the reference, check which unit each symbol means, and round only at the end.`,
          ]);
  const closing =
    g.kind === "text"
      ? "Every example in this guide was produced by the converter itself, so it matches what you will see."
      : g.pick("closing", [
          "Every figure in this guide was computed by the converter's own engine, so it matches what the converter shows.",
          "The figures in this guide come from the same engine as the converter, so they agree with its results.",
        ]);
  return `## ${g.pick("conclusion-heading", CONCLUSION_HEADINGS)}\n\n${summary} ${closing}`;
}
