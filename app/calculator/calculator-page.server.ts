import { formatNumbersInText } from "@unitwise/units";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import { calculationView, type CalculationView } from "./calculation-view";
import { calculationViewIn, calculatorMessage } from "./calculator-text";
import type { CalculatorWords } from "./calculator-vocabulary";
import type { CatalogueTranslation } from "~/i18n/catalogue.server";

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

/**
 * Answers `query` as the question box does: a conversion the converter reads, else the
 * calculator's answer. Numbers are read, and figures written, as `locale` writes them; the
 * converter it names is named in the page's language (`names`, when given), and the engine's
 * sentences (steps, notes, refusals) are put in it by `words` (calculatorWords, none in English).
 */
export function answerCalculator(
  catalogue: CatalogueReader,
  query: string,
  locale: string | undefined,
  names?: CatalogueTranslation,
  words?: CalculatorWords,
): CalculatorAnswer {
  if (query === "") return { kind: "none" };
  const answered = catalogue.answerQuery(query, locale ? { locale } : {});
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
      return {
        kind: "converted",
        question: written(answered.question),
        answer: written(answered.answer),
        converter: converter ? named(converter) : null,
      };
    }
  }
}
