import { readsAsQuantity } from "./fact-context";
import { converterKind, withArticle, type ConverterKind } from "./unit-words";
import type {
  ConverterFacts,
  GuideWriter,
  UnitFact,
  VisualElement,
  WorkedExample,
  WrittenGuide,
} from "./guide";

/**
 * The local writer: a guide composed from a converter's facts alone, with no network and no
 * model. It says only what the facts say — every figure is a statement the engine computed
 * ("5 ft = 1.524 m"), placed at the end of its line so the fact-checker can re-read it — and it
 * is deterministic: the same facts give the same guide, while the wording
 * varies a little from converter to converter (chosen by a hash of the key), so eighty guides
 * don't read alike. It carries no unit list and no table of values: the converter page shows
 * the chosen units' descriptions (Conversion Information), how the converter works (Understanding
 * the …) and the table (Quick Reference) in sections of its own (docs/decisions/062-one-owner-per-fact.md).
 */

/** Bump when the output changes, so stored guides can be rewritten. */
export const LOCAL_WRITER_VERSION = 2;

/** The fixed section headings, in order; the introduction's and the conclusion's vary. */
export const SECTION_HEADINGS = {
  howTo: "How to convert",
  mistakes: "Common mistakes",
  history: "A little history",
} as const;

export const INTRO_HEADINGS = ["Introduction", "What this converter does", "Overview"] as const;
export const CONCLUSION_HEADINGS = ["Conclusion", "In short", "Summing up"] as const;

export const localWriter: GuideWriter = {
  model: `local-writer@${LOCAL_WRITER_VERSION}`,
  promptVersion: LOCAL_WRITER_VERSION,
  costPerGuide: 0,
  write: async (facts) => writeLocalGuide(facts),
};

/** The guide of a converter, from its facts. */
export function writeLocalGuide(facts: ConverterFacts): WrittenGuide {
  const guide = new Guide(facts);
  const sections = [
    guide.introduction(),
    guide.howToConvert(),
    guide.mistakes(),
    guide.history(),
    guide.conclusion(),
  ].filter((section): section is string => section !== null);
  return {
    metaTitle: metaTitle(facts),
    metaDescription: guide.metaDescription(),
    content: sections.join("\n\n") + "\n",
    keywords: guide.keywords(),
    imagePrompt: guide.imagePrompt(),
    visualElements: guide.visualElements(),
  };
}

/** "{name}: units, formulas and examples", shortened to fit 60 characters. */
function metaTitle(facts: ConverterFacts): string {
  const candidates = [
    `${facts.name}: units, formulas and examples`,
    `${facts.name}: units and formulas`,
    `${facts.name} guide`,
    facts.name,
  ];
  return candidates.find((title) => title.length <= 60) ?? facts.name.slice(0, 60).trim();
}

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

/** 32-bit FNV-1a: a stable choice of wording per converter. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The writer of one guide: the facts, and the wording chosen for this converter. */
class Guide {
  private readonly kind: ConverterKind;
  /** "length", "weight and mass", "fuel efficiency (volume)" */
  private readonly quantity: string;
  private readonly unitsById: Map<string, UnitFact>;

  constructor(private readonly facts: ConverterFacts) {
    this.kind = converterKind(facts);
    this.quantity = facts.name.replace(/\s+converter$/i, "").toLowerCase();
    this.unitsById = new Map(
      [facts.base, facts.table.from, facts.table.to, ...facts.units].map((unit) => [unit.id, unit]),
    );
  }

  /** One of `options`, the same one every time for this converter and slot. */
  private pick<T>(slot: string, options: readonly T[]): T {
    return options[hash(`${this.facts.key}/${slot}`) % options.length] as T;
  }

  private unit(id: string): UnitFact | undefined {
    return this.unitsById.get(id);
  }

  /** Units that are fixed multiples of the base unit. */
  private get linearUnits(): UnitFact[] {
    return this.facts.units.filter((unit) => unit.inBase !== null);
  }

  /** The pair the examples and the table convert between. */
  private get pair(): { from: UnitFact; to: UnitFact } {
    return { from: this.facts.table.from, to: this.facts.table.to };
  }

  /**
   * The pair a reader comes for: the converter's default pair, except where its first unit
   * can't head a sentence (the prefixes' "1"); for currency the default pair, not the fixed
   * rate the figures use.
   */
  private get headline(): { from: UnitFact; to: UnitFact } {
    const [from, to] = this.facts.units;
    return this.kind === "currency" && from && to ? { from, to } : this.pair;
  }

  /** "meter (m)"; the name alone where the symbol adds nothing or would nest parentheses. */
  private named(unit: UnitFact): string {
    const plain =
      unit.symbol === unit.name ||
      !readsAsQuantity(unit.symbol) ||
      unit.symbol.includes("(") ||
      unit.name.includes("(");
    return plain ? unit.name : `${unit.name} (${unit.symbol})`;
  }

  /** "the meter (m)"; "a plain number" where the base is one (the prefixes' "no prefix"). */
  private get theBase(): string {
    const { base } = this.facts;
    return readsAsQuantity(base.symbol) ? `the ${this.named(base)}` : "a plain number";
  }

  /** "meters", or "plain numbers". */
  private get basePlural(): string {
    const { base } = this.facts;
    return readsAsQuantity(base.symbol) ? base.plural : "plain numbers";
  }

  /** "length units", "metric prefixes", "currencies". */
  private get otherUnits(): string {
    if (this.kind !== "measure") return this.unitNoun;
    return this.quantity.endsWith("s") ? this.quantity : `${this.quantity} units`;
  }

  /** What the converter's "units" are called. */
  private get unitNoun(): string {
    if (this.kind === "text") return "styles";
    if (this.kind === "numerals") return "number systems";
    if (this.kind === "currency") return "currencies";
    return "units";
  }

  introduction(): string {
    const { base } = this.facts;
    // The converter's description is the page's own, under its heading: not repeated here.
    const paragraphs: string[] = [];
    if (this.kind === "text") {
      paragraphs.push(
        "Unlike the other converters it changes text, not numbers: the same words come out in another style of capitals and separators, the way programmers, editors and designers write names, headings and identifiers.",
      );
    } else if (this.kind === "numerals") {
      paragraphs.push(
        `It changes how a whole number is written, not what it is worth: the ${base.name} system is the reference, and every other system writes the same value with its own digits.`,
      );
    }
    // The units' descriptions, the reference unit and the table of values have sections of their
    // own on the page (decision 062): the guide says where, and adds what they don't.
    paragraphs.push(
      this.pick("plan", [
        `This guide explains how the conversion works, with worked examples, and lists the mistakes people make most often.`,
        `Below you will find the rule the converter applies, worked examples and the usual pitfalls.`,
        `Read on for the conversion rule with examples and the mistakes worth avoiding.`,
      ]),
      "Each unit you pick is described under Conversion Information, and Quick Reference tabulates the pair you choose.",
    );
    return `## ${this.pick("intro-heading", INTRO_HEADINGS)}\n\n${paragraphs.join(" ")}`;
  }

  howToConvert(): string {
    const paragraphs = [this.rule()];
    const [first, second] = this.facts.examples;
    const sameBothWays =
      first && second && first.formula === second.formula && first.from === second.to;
    const rules = (sameBothWays ? [first] : [first, second])
      .filter((example): example is WorkedExample => example?.formula !== undefined)
      .filter(() => this.kind !== "text")
      .map((example) => {
        const from = this.unit(example.from);
        const to = this.unit(example.to);
        if (!from || !to) return null;
        return sameBothWays
          ? `Between ${from.plural} and ${to.plural}, either way: ${example.formula}.`
          : `From ${from.plural} to ${to.plural}: ${example.formula}.`;
      })
      .filter((line): line is string => line !== null);
    if (rules.length > 0) paragraphs.push(rules.join(" "));
    paragraphs.push(this.steps());
    // A conversion Quick Reference shows for the default pair is not worked again here.
    const { rows } = this.facts.table;
    const examples = this.facts.examples.filter(
      (example) =>
        !rows.some(
          (row) =>
            row.from === example.from && row.to === example.to && row.value === example.value,
        ),
    );
    if (examples.length > 0) {
      const lead = this.pick("examples-lead", [
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
  private steps(): string {
    const lead = this.pick("steps-lead", ["Step by step:", "In practice:", "To do it yourself:"]);
    const steps = ((): string[] => {
      switch (this.kind) {
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
          return this.linearUnits.length === this.facts.units.length
            ? [
                `Find the size of the unit you have, in ${this.basePlural}.`,
                `Multiply your value by it: that is the same quantity in ${this.basePlural}.`,
                `Divide by the size of the unit you want, also in ${this.basePlural}.`,
                "Round only the final result, to as many digits as your measurement deserves.",
              ]
            : [
                `Apply the formula of the unit you have to get ${this.basePlural}.`,
                "Apply the formula of the unit you want to that result.",
                "Round only the final result, to as many digits as your measurement deserves.",
              ];
      }
    })();
    const list = `${lead}\n\n${steps.map((step, i) => `${i + 1}. ${step}`).join("\n")}`;
    return this.kind === "measure"
      ? `${list}\n\nOn the converter, type the value and pick both units: the result appears as you type, and swapping the units converts the other way.`
      : list;
  }

  /** The rule through the base unit, in words. */
  private rule(): string {
    const { base } = this.facts;
    switch (this.kind) {
      case "text":
        return "Every style is a rule applied to the words of the text. The converter first splits the text into words, at spaces, punctuation, underscores, hyphens, dots, slashes and changes from small to capital letters, and then writes the words in the style you choose; the style the text was in does not matter.";
      case "numerals":
        return `The converter reads the whole number in the system you give, as its ${base.name} value, and writes that value with the digits of the system you want. The value never changes, only the way it is written.`;
      case "currency":
        return `Rates are quoted per ${base.name}. To convert between two other currencies, the converter divides by the rate of the currency you have, which gives ${base.plural}, and multiplies by the rate of the one you want. Rates change every working day, so the figures below use only the fixed rate between the ${this.pair.from.name} and the ${this.pair.to.name}, which does not change.`;
      case "measure":
        if (this.linearUnits.length === this.facts.units.length) {
          return this.pick("rule", [
            `Every unit here is a fixed multiple of ${this.theBase}, so a conversion is one multiplication and one division: multiply the value by the size of the unit you have, in ${this.basePlural}, then divide by the size of the unit you want. The converter does this with exact fractions and rounds only the final result, to 15 significant digits.`,
            `Because each unit is a fixed number of ${this.basePlural}, converting means expressing the value in ${this.basePlural} and then in the unit you want. The converter keeps exact fractions throughout and rounds only its final answer, to 15 significant digits.`,
          ]);
        }
        return `Not every unit here is a plain multiple of ${this.theBase}: some are defined by a formula. The converter takes the value to ${this.basePlural} with the formula of the unit you have, then to the unit you want with that unit's formula, and rounds only the final result.`;
    }
  }

  mistakes(): string {
    const lead = this.pick("mistakes-lead", [
      "A few mistakes come up again and again:",
      "Watch out for these:",
      "Most wrong answers come from one of these:",
    ]);
    const list = this.facts.confusions.map((confusion) => `- ${confusion}`).join("\n");
    return `## ${SECTION_HEADINGS.mistakes}\n\n${lead}\n\n${list}`;
  }

  /**
   * Only what the units' own texts say about the past; no section when they say nothing. The
   * default pair's texts are on the page already, whole, under Conversion Information.
   */
  history(): string | null {
    const shown = new Set(this.facts.units.slice(0, 2).map((unit) => unit.id));
    const told = this.facts.units
      .filter((unit) => !shown.has(unit.id))
      .map((unit) => ({ unit, past: aboutParts(unit).past }))
      .filter(({ past }) => past.length > 0)
      .map(({ unit, past }) => `- **${unit.name}**. ${past.join(" ")}`);
    if (told.length === 0) return null;
    const lead = this.pick("history-lead", [
      "Several of these units carry some history with them:",
      "Some of the units have a story behind them:",
    ]);
    return `## ${SECTION_HEADINGS.history}\n\n${lead}\n\n${told.join("\n")}`;
  }

  conclusion(): string {
    const { base } = this.facts;
    const { from, to } = this.headline;
    const summary =
      this.kind === "text"
        ? "Choose the style your context expects, paste the text and copy the result; for identifiers, check acronyms and digits afterwards."
        : this.kind === "numerals"
          ? "Type the number in the system you have, pick the system you want, and the converter rewrites the same value in its digits."
          : this.pick("summary", [
              `Converting ${from.plural} to ${to.plural}, or between any two ${this.quantity} units, always goes through the ${base.name}. Check the symbol, keep full precision until the end, and mind the mistakes above.`,
              `Whatever the pair of units, the ${base.name} is the common ground. Read symbols carefully, round only the final result, and the mistakes above won't catch you out.`,
              `Keep the ${base.name} in mind as the reference, check which unit each symbol means, and round only at the end.`,
            ]);
    const closing =
      this.kind === "text"
        ? "Every example in this guide was produced by the converter itself, so it matches what you will see."
        : this.pick("closing", [
            "Every figure in this guide was computed by the converter's own engine, so it matches what the converter shows.",
            "The figures in this guide come from the same engine as the converter, so they agree with its results.",
          ]);
    return `## ${this.pick("conclusion-heading", CONCLUSION_HEADINGS)}\n\n${summary} ${closing}`;
  }

  /** Whole sentences, at most 160 characters. */
  metaDescription(): string {
    const { facts } = this;
    const { from, to } = this.headline;
    const first =
      this.kind === "measure" || this.kind === "numerals" ? facts.examples[0] : undefined;
    const sentences = [
      this.kind === "text"
        ? `Convert text to ${facts.units
            .slice(0, 3)
            .map((u) => u.name)
            .join(", ")} and other case styles.`
        : from.id === to.id
          ? `Convert between ${this.otherUnits}.`
          : `Convert ${from.plural} to ${to.plural} and other ${this.otherUnits}.`,
      "Formulas, worked examples and common mistakes.",
      first ? `${first.statement}.` : null,
      facts.description,
    ];
    let description = "";
    for (const sentence of sentences) {
      if (!sentence) continue;
      const next = description ? `${description} ${sentence}` : sentence;
      if (next.length <= 160) description = next;
    }
    return description.length >= 50
      ? description
      : `${description} Free, exact and instant.`.slice(0, 160);
  }

  /** Unit names and symbols, lower case, each once: what people search for. */
  keywords(): string[] {
    const { facts } = this;
    const { from, to } = this.headline;
    const words = [
      facts.name,
      from.id === to.id ? null : `${from.name} to ${to.name}`,
      ...facts.units.map((unit) => unit.name),
      ...facts.units.map((unit) => (this.kind === "text" ? null : unit.symbol)),
    ];
    const unique: string[] = [];
    for (const word of words) {
      const keyword = word?.trim().toLowerCase();
      if (keyword && keyword.length >= 2 && keyword.length <= 40 && !unique.includes(keyword)) {
        unique.push(keyword);
      }
    }
    return unique.slice(0, 12);
  }

  imagePrompt(): string {
    const { from, to } = this.headline;
    switch (this.kind) {
      case "text":
        return "A clean, flat illustration of one short phrase written in several letter-case styles (lower case, capitals, camel case, snake case) on cards side by side, soft colours, white background.";
      case "numerals":
        return "A clean, flat illustration of the same number written in different number systems (decimal, binary, hexadecimal, Roman numerals) on tiles side by side, soft colours, white background.";
      case "currency":
        return `A clean, flat illustration of coins and banknotes of different currencies, ${from.plural} and ${to.plural} among them, arranged around a balance scale, soft colours, white background, no text.`;
      case "measure":
        return `A clean, flat illustration about ${this.quantity}: ${withArticle(from.name)} and ${withArticle(to.name)} compared side by side, labelled only with their symbols ${from.symbol} and ${to.symbol}, soft colours, white background.`.slice(
          0,
          400,
        );
    }
  }

  /** A picture of the units and the conversion steps (and, for case styles, one phrase in each). */
  visualElements(): VisualElement[] {
    const { base } = this.facts;
    const { from, to } = this.pair;
    // The pair's table of values is Quick Reference's (decision 062); one phrase in every style is not.
    const comparison: VisualElement[] =
      this.kind === "text"
        ? [
            {
              type: "comparison_table",
              title: "One phrase in every style",
              description:
                "A two-column table: the name of each case style, and the same phrase written in it.",
              placement: "after_intro",
            },
          ]
        : [];
    const linear = this.linearUnits;
    const middle: VisualElement =
      linear.length >= 3
        ? {
            type: "chart",
            title: "The units by size",
            description: clip(
              `A horizontal bar chart on a logarithmic scale of one of each unit expressed in ${this.basePlural}, as the converter defines them: ${linear.map((unit) => unit.symbol).join(", ")}.`,
              500,
            ),
            placement: "middle_content",
          }
        : this.kind === "text" || this.kind === "numerals"
          ? {
              type: "infographic",
              title: this.kind === "text" ? "How words are split and joined" : "Place values",
              description:
                this.kind === "text"
                  ? "An infographic showing a phrase split into words, and the words joined again with spaces, underscores, hyphens, dots and capitals."
                  : "An infographic showing how each digit of a number stands for a power of its base, in decimal, binary and hexadecimal.",
              placement: "middle_content",
            }
          : {
              type: "diagram",
              title: `How the ${this.unitNoun} relate to each other`,
              description: `A diagram with ${this.theBase} in the centre and each of the other ${this.unitNoun} around it, each linked by its definition.`,
              placement: "middle_content",
            };
    const rule = this.facts.table.rows[0]?.formula;
    const steps: VisualElement = {
      type: "process_flow",
      title: "Converting, step by step",
      description:
        this.kind === "text"
          ? "Three steps: paste the text; the converter splits it into words; it writes the words in the chosen style."
          : this.kind === "numerals"
            ? "Three steps: type the number in its system; the converter reads its value; it writes the value in the chosen system."
            : from.id === base.id || to.id === base.id || !rule
              ? `Three steps: enter the value in ${from.plural}; the converter applies the rule${rule ? ` (${rule})` : ""}; it shows the result in ${to.plural}, rounded only at the end.`
              : `Three steps: enter the value in ${from.plural}; the converter expresses it in ${this.basePlural}; it gives the result in ${to.plural}, rounded only at the end.`,
      placement: "before_conclusion",
    };
    return [...comparison, middle, steps];
  }
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(",")).trim()}…`;
}
