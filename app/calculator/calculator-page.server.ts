import { formatNumbersInText } from "@unitwise/units";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import { calculationView, type CalculationView } from "./calculation-view";

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
 * calculator's answer. Numbers are read, and figures written, as `locale` writes them.
 */
export function answerCalculator(
  catalogue: CatalogueReader,
  query: string,
  locale: string | undefined,
): CalculatorAnswer {
  if (query === "") return { kind: "none" };
  const answered = catalogue.answerQuery(query, locale ? { locale } : {});
  const written = (text: string) => (locale ? formatNumbersInText(text, locale) : text);
  switch (answered.status) {
    case "empty":
      return { kind: "none" };
    case "error":
      return { kind: "error", message: answered.message };
    case "calculated": {
      const view = calculationView(answered.calculation, catalogue);
      return {
        kind: "calculated",
        view: { ...view, answer: written(view.answer), beside: view.beside.map(written) },
      };
    }
    case "ok": {
      const converter = catalogue.getConverter(answered.table);
      return {
        kind: "converted",
        question: written(answered.question),
        answer: written(answered.answer),
        converter: converter ? { slug: converter.slug, name: converter.name } : null,
      };
    }
  }
}
