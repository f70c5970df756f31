import { beforeAll, describe, expect, it } from "vitest";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { PREFIXED_LANGUAGES, type Language } from "~/i18n/languages";
import english from "~/i18n/messages/en/calculator.json";
import { answerCalculator, type CalculatorAnswer } from "./calculator-page.server";
import { calculatorMessage } from "./calculator-text";
import type { CalculatorWords } from "./calculator-vocabulary";
import { calculatorWords } from "./calculator-words.server";
import { CALCULATOR_EXAMPLES } from "./examples";

// Every kind of step, note and refusal the calculator writes (packages/units/src/calculator),
// each reached by an expression: a sentence no pattern reads would be shown in English on every
// other language's page (decision 080).
const EXPRESSIONS = [
  ...CALCULATOR_EXAMPLES.flatMap((group) => group.queries),
  // constants, measured and exact; a unit named like a constant; readings with another meaning
  "G_N",
  "hbar",
  "c",
  "k_B * 300 K",
  "e * 1 V",
  "m_e * c^2 to MeV",
  "alpha * 2",
  "mu0 * 1 A",
  "1 G + 2 G",
  "R * 2",
  "F * 3",
  "1 kB * 8",
  // prefixed units, the SI units the calculator adds, compound names
  "1 uK * 2",
  "1 um * 2",
  "1 mol/s + 2 kat",
  "1 sr * 2",
  "1 lm / 1 m^2",
  "5 kJ / 2 s",
  "1 mg/dL * 2",
  // rounding, π, roots; fractions; mixed units; temperature differences; no dimension
  "pi * 2 m",
  "sqrt(2) m",
  "1 bar - 1 atm to psi",
  "1.5 m to fraction",
  "3 * 0.25 to fraction",
  "pi h to h min s",
  "5 ft + 3 in to ft in",
  "1 degree + 30 arcmin to ° ' \"",
  "1 °C + 1 °F to K",
  "20 °C * 2",
  "2 + 3",
  "1 K / 1 s",
  "1 W/(m K) * 2 m",
  // refusals
  "5 m / 0 s",
  "1/0 m",
  "5 xyz + 3",
  `1 m + ${"1".repeat(300)} m`,
  "1+".repeat(61) + "1 m",
  "5 m ^ x",
  "1 m^(1 to m",
  "2^100 ^ 2",
  "((((((((((((((((((1 m))))))))))))))))))",
  "(1 m",
  "1 m +",
  "1 m * * 2",
  "1 ) m",
  "5 m + # 3",
  "2 m⁻⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹",
  "1e2000 m + 1 m",
  "1 m + 1 s",
  "1 m - 1 s",
  "(m^2)^0.5 + 1",
  "1 K / 1 s + 1 m",
  "m^1000",
  "sqrt(2 m)",
  "1 m ^ (1/2/3)",
  "(-8)^(1/2)",
  "(10^60 m)^64",
  "1 m*2 to s",
  "5 W * 3 s to N",
  "1 m to 1/3000 in",
  "sqrt(2) in to fraction",
  "3 m to s",
  "5 kg 3 m to cm",
];

// Sentences no expression reaches through the question box (it answers an empty question
// itself, the calculator's refusal stands in for this converter's, and no unit the calculator
// reads has a logarithm in its size today): read all the same.
const UNREACHED = [
  "There is nothing to calculate",
  '"Np" is the neper: 8.68588963806503655 (rounded)',
  "Result: rounded to 15 significant digits (a logarithm enters)",
  'I can\'t calculate with "-" in "5 m -" yet: convert one amount at a time (a mixed amount such as "5 ft 3 in" is added up)',
];

/** The texts an answer shows that the engine wrote: what it measures, its steps, notes, refusal. */
function textsOf(answer: CalculatorAnswer): string[] {
  if (answer.kind === "error") return [answer.message];
  if (answer.kind !== "calculated") return [];
  const { view } = answer;
  return [view.dimension, ...(view.quantity ? [view.quantity] : []), ...view.steps, ...view.notes];
}

// English words no other language of the site writes: one left in a translated text is English
// the patterns did not reach (a unit's name, a dimension, a sentence).
const ENGLISH =
  /(?<!\p{L})(?:the|is|of|and|or|per|to|read|exactly|rounded|whole|written|then|rest|significant|digits|measured|defined|uncertainty|nearest|write|alone|can't|don't|know|found|expected|missing|nothing|calculate|parentheses|divides|root|square|length|mass|time|current|amount|luminous|weight|speed|energy|pressure)(?!\p{L})/u;

/** The language's words, and what they could not name (a unit, a constant, a quantity). */
async function wordsIn(language: Language) {
  const words = (await calculatorWords(language, codeCatalogue))!;
  const unnamed = new Set<string>();
  const counted: CalculatorWords = {
    ...words,
    unitName: (name) => words.unitName(name) ?? void unnamed.add(`unit: ${name}`),
    quantityName: (noun) => words.quantityName(noun) ?? void unnamed.add(`quantity: ${noun}`),
  };
  return { words: counted, unnamed, names: await catalogueTranslation(language) };
}

const englishAnswers = new Map(
  EXPRESSIONS.map((q) => [q, answerCalculator(codeCatalogue, q)] as const),
);

describe("calculator texts in every language", () => {
  it("reaches every kind of sentence the calculator writes", () => {
    const kinds = Object.keys(english).filter((key) => /^(?:step|note|error)/.test(key));
    const used = new Set<string>();
    const spy = {
      t: (key: string) => {
        used.add(key);
        return key;
      },
      engine: (key: string) => key,
      unitName: () => undefined,
      quantityName: () => undefined,
    } as unknown as CalculatorWords;
    for (const q of EXPRESSIONS) answerCalculator(codeCatalogue, q, { words: spy });
    for (const sentence of UNREACHED) calculatorMessage(sentence, spy);
    expect(kinds.filter((key) => !used.has(key))).toEqual([]);
  });

  for (const language of PREFIXED_LANGUAGES) {
    it(`${language}: leaves no sentence, unit, constant or quantity in English`, async () => {
      const { words, unnamed, names } = await wordsIn(language);
      const left: string[] = [];
      for (const q of EXPRESSIONS) {
        const englishTexts = textsOf(englishAnswers.get(q)!);
        const translated = textsOf(answerCalculator(codeCatalogue, q, { names, words }));
        expect(translated.length, q).toBe(englishTexts.length);
        for (const [i, text] of translated.entries()) {
          const sentence = englishTexts[i]!;
          // A step or refusal always changes; a lone word may be the same ("angle" in French).
          const unchanged = text === sentence && /\s/.test(sentence);
          if (unchanged || ENGLISH.test(text)) left.push(`${q}: ${text}`);
        }
      }
      for (const sentence of UNREACHED) {
        const text = calculatorMessage(sentence, words);
        if (text === sentence || ENGLISH.test(text)) left.push(text);
      }
      expect(left).toEqual([]);
      expect([...unnamed]).toEqual([]);
    });
  }
});

describe("calculator texts, word for word", () => {
  let de: Awaited<ReturnType<typeof wordsIn>>;
  let ja: Awaited<ReturnType<typeof wordsIn>>;
  let fr: Awaited<ReturnType<typeof wordsIn>>;
  beforeAll(async () => {
    [de, ja, fr] = await Promise.all([wordsIn("de"), wordsIn("ja"), wordsIn("fr")]);
  });
  const answer = (q: string, { words, names }: typeof de) =>
    answerCalculator(codeCatalogue, q, { names, words });

  it("says what a unit is read as, the dimension, what it measures, the result", () => {
    const shown = answer("3 kWh/100km to J/m", de);
    expect(shown.kind).toBe("calculated");
    if (shown.kind !== "calculated") return;
    expect(shown.view.quantity).toBe("Energieverbrauch");
    expect(shown.view.dimension).toBe("Masse·Länge/Zeit²");
    expect(shown.view.steps).toEqual([
      "„kWh/100km“ wird als Kilowattstunde pro 100 Kilometer gelesen: 36 kg·m/s²",
      "Dimension: Masse·Länge/Zeit², Energieverbrauch",
      "Ergebnis: genau 108 J/m",
    ]);
    expect(shown.view.converter?.name).toBe("Energieverbrauchsumrechner");
    // The expression and the answer are symbols, the same in every language.
    expect(shown.view.answer).toBe("108 J/m");
  });

  it("names constants, prefixed units and measured values", () => {
    const gravity = answer("G_N * 5.9722e24 kg / (6371 km)^2 to m/s^2", fr);
    if (gravity.kind !== "calculated") throw new Error(gravity.kind);
    expect(gravity.view.steps[0]).toBe(
      "« G_N » : constante gravitationnelle, soit 6.6743e-11 m³/(kg·s²)",
    );
    expect(gravity.view.steps.at(-1)).toBe("Résultat : arrondi à 15 chiffres significatifs");
    expect(gravity.view.notes).toEqual([
      "Valeur mesurée, non définie : constante gravitationnelle = 6.6743e-11 ± 1.5e-15 m³/(kg·s²) (CODATA 2022), une incertitude relative de 0.000022 que le résultat porte aussi",
    ]);
    const hours = answer("60 mph * 2 h", ja);
    if (hours.kind !== "calculated") throw new Error(hours.kind);
    expect(hours.view.notes).toContain(
      "「mph」はマイル毎時として読みました。ミリフォトの意味もあります",
    );
    expect(hours.view.notes).toContain(
      "「h」は時間として読みました。プランク定数にはh_planckと書いてください",
    );
  });

  it("writes answers in parts and fractions, and refusals", () => {
    const mixed = answer("1.2345 h to h min s", de);
    if (mixed.kind !== "calculated") throw new Error(mixed.kind);
    expect(mixed.view.steps).toContain("Ganze h, min, dann der Rest in s");
    const fraction = answer("0.4 in to 1/16 in", ja);
    if (fraction.kind !== "calculated") throw new Error(fraction.kind);
    expect(fraction.view.notes).toEqual(["最も近い1/16 inに丸めています"]);
    expect(answer("1 m + 1 s", ja)).toEqual({
      kind: "error",
      message: "異なる量は足せません：長さと時間",
    });
    expect(answer("5 W * 3 s to N", de)).toEqual({
      kind: "error",
      message:
        "Energie (Masse·Länge²/Zeit²) lässt sich nicht in „N“ (Kraft (Masse·Länge/Zeit²)) umrechnen",
    });
    expect(answer("5 m / 0 s", fr)).toEqual({ kind: "error", message: "Cela divise par zéro" });
    // The converter's refusals come through its own messages.
    expect(answer("5 xyz + 3", de)).toEqual({
      kind: "error",
      message: "Die Einheit „xyz“ kenne ich nicht",
    });
  });

  it("keeps English as the engine writes it", async () => {
    expect(await calculatorWords("en", codeCatalogue)).toBeUndefined();
  });
});
