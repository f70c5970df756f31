import {
  convert,
  figureWriter,
  defaultValue,
  isTextTable,
  DEFAULT_PRECISION,
  type Converter,
  type UnitDef,
  type UnitTable,
} from "@unitwise/units";
import { engineText } from "./engine-text";
import type { ConverterPage, ConverterState, PageWords } from "./page";

/**
 * The converter page's written copy, composed from the catalogue and the engine's answers in the
 * page's language (`t`, the converter-copy messages; decision 080): the questions and answers
 * under the converter, and the paragraphs that explain how it works.
 */
export function converterFaq(
  converter: Converter,
  table: UnitTable,
  state: ConverterState,
  { copy: t, engine }: Pick<PageWords, "copy" | "engine">,
  locale?: string,
): ConverterPage["faq"] {
  const unit = (id: string) => table.units.find((u) => u.id === id) as UnitDef;
  const from = unit(state.from);
  const to = unit(state.to);
  const one = defaultValue(table);
  const exact = convert(table, one, from.id, to.id);
  const faq: ConverterPage["faq"] = [];
  if (exact.status === "ok") {
    // Figures as the visitor's locale writes them (decision 053); numerals and text as they are.
    const written = figureWriter(table, locale);
    const result = written.number(exact.result);
    const formula = engineText(written.text(exact.formula), engine);
    const names = {
      from: from.plural,
      to: to.plural,
      fromSymbol: from.symbol,
      toSymbol: to.symbol,
    };
    faq.push({
      question: t("faqHowQuestion", names),
      answer: t("faqHowAnswer", { ...names, formula, value: one, result }),
    });
    const affine = table.units.some((u) => u.definition.kind === "affine");
    if (!isTextTable(table)) {
      const note = exact.note ? ` ${engineText(exact.note, engine)}.` : "";
      faq.push({
        question: affine
          ? t("faqWhatIsQuestion", { ...names, value: one })
          : one === "1"
            ? t("faqHowManyOneQuestion", { ...names, fromName: from.name })
            : t("faqHowManyQuestion", { ...names, value: one }),
        answer:
          (one === "1"
            ? t("faqHowManyOneAnswer", { ...names, fromName: from.name, result })
            : t("faqHowManyAnswer", { ...names, value: one, result })) + note,
      });
    }
  }
  faq.push({
    question: t("faqAccuracyQuestion", { converter: converter.name }),
    answer: table.rates
      ? t("faqAccuracyRatesAnswer", { source: table.rates.source, date: table.rates.date })
      : t("faqAccuracyAnswer", { digits: DEFAULT_PRECISION, max: 30 }),
  });
  faq.push({
    question: t("faqUnitsQuestion", { converter: converter.name }),
    answer: t("faqUnitsAnswer", {
      count: table.units.length,
      units: table.units.map((u) => u.name).join(t("listSeparator")),
    }),
  });
  faq.push({ question: t("faqTypeQuestion"), answer: t("faqTypeAnswer") });
  return faq;
}

export function education(
  converter: Converter,
  table: UnitTable,
  { copy: t, engine }: Pick<PageWords, "copy" | "engine">,
): ConverterPage["education"] {
  const base = table.units.find((unit) => unit.id === table.baseUnit);
  const sources = [
    ...new Set(table.units.map((unit) => unit.source).filter((s): s is string => Boolean(s))),
  ].sort();
  const paragraphs = [
    t("educationIntro", {
      converter: converter.name,
      count: table.units.length,
      description: converter.description,
    }),
  ];
  if (base && !isTextTable(table)) {
    paragraphs.push(
      t("educationBase", { name: base.name, symbol: base.symbol, plural: base.plural }),
    );
  }
  if (table.reference)
    paragraphs.push(t("educationReference", { reference: engineText(table.reference, engine) }));
  if (table.rates) {
    paragraphs.push(t("educationRates", { source: table.rates.source, date: table.rates.date }));
  }
  return { paragraphs, sources };
}
