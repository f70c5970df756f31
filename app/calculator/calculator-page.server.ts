import { formatNumbersInText, isTextTable } from "@unitwise/units";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import { calculationView, type CalculationView } from "./calculation-view";
import { calculationViewIn, calculatorMessage } from "./calculator-text";
import type { CalculatorWords } from "./calculator-vocabulary";
import type { CatalogueTranslation } from "~/i18n/catalogue.server";
import type { Questions } from "~/i18n/questions";

/** What the calculator page shows for `?q=`: an answer, a conversion, a message or nothing. */
export type CalculatorAnswer =
  | { kind: "none" }
  | { kind: "calculated"; view: CalculationView }
  | {
      kind: "converted";
      question: string;
      answer: string;
      converter: { slug: string; name: string } | null;
    }
  | { kind: "error"; message: string };

/** How a page in another language than English reads and writes the calculator (decision 080). */
export interface CalculatorLanguage {
  /** the locale numbers are read and figures written in */
  locale?: string;
  /** the question read in the page's language: its unit names and connecting words (questionsIn) */
  questions?: Questions;
  /** the converter an answer names, named in the page's language */
  names?: CatalogueTranslation;
  /** the engine's sentences (steps, notes, refusals) in it (calculatorWords; none in English) */
  words?: CalculatorWords;
}

/**
 * Answers `query` as the question box does: a conversion the converter reads, else the
 * calculator's answer, read and written in the page's language and number format.
 */
export function answerCalculator(
  catalogue: CatalogueReader,
  query: string,
  { locale, questions, names, words }: CalculatorLanguage = {},
): CalculatorAnswer {
  if (query === "") return { kind: "none" };
  const options = locale ? { locale } : {};
  const answered = questions
    ? questions.answer(query, options)
    : catalogue.answerQuery(query, options);
  const written = (text: string) => (locale ? formatNumbersInText(text, locale) : text);
  const named = (converter: { key: string; slug: string; name: string; description: string }) => ({
    slug: converter.slug,
    name: names ? names.converter(converter).name : converter.name,
  });
  switch (answered.status) {
    case "empty":
      return { kind: "none" };
    case "error":
      return {
        kind: "error",
        message: words ? calculatorMessage(answered.message, words) : answered.message,
      };
    case "calculated": {
      const english = calculationView(answered.calculation, catalogue);
      const view = words ? calculationViewIn(english, words) : english;
      const owner = answered.calculation.converter
        ? catalogue.getConverter(answered.calculation.converter)
        : undefined;
      return {
        kind: "calculated",
        view: {
          ...view,
          answer: written(view.answer),
          beside: view.beside.map(written),
          ...(owner ? { converter: named(owner) } : {}),
        },
      };
    }
    case "ok": {
      const converter = catalogue.getConverter(answered.table);
      const table = catalogue.getTable(answered.table);
      // In another language, the units by the symbols it writes ("3 pi", not "3 ft") and the
      // ingredient by its name in it, as a converter's question box shows them; English (and a
      // text table's answer) as the engine wrote it.
      if (names && names.language !== "en" && table && !isTextTable(table)) {
        const units = names.table(table).units;
        const symbol = (id: string) => units.find((unit) => unit.id === id)?.symbol ?? id;
        const ingredient = answered.ingredient
          ? (names.ingredient(answered.ingredient.id)?.name ?? answered.ingredient.name)
          : undefined;
        return {
          kind: "converted",
          question: [written(answered.input), symbol(answered.from), ingredient]
            .filter(Boolean)
            .join(" "),
          answer: `${written(answered.conversion.result)} ${symbol(answered.to)}`,
          converter: converter ? named(converter) : null,
        };
      }
      return {
        kind: "converted",
        question: written(answered.question),
        answer: written(answered.answer),
        converter: converter ? named(converter) : null,
      };
    }
  }
}
