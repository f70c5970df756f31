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
import type { ConverterPage, ConverterState } from "./page";

/**
 * The converter page's written copy, composed from the catalogue and the engine's answers: the
 * questions and answers under the converter, and the paragraphs that explain how it works.
 */
export function converterFaq(
  converter: Converter,
  table: UnitTable,
  state: ConverterState,
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
    const conversion = {
      ...exact,
      result: written.number(exact.result),
      formula: written.text(exact.formula),
    };
    faq.push({
      question: `How do I convert ${from.plural} to ${to.plural}?`,
      answer: `To convert ${from.plural} to ${to.plural}, ${conversion.formula}. For example, ${one} ${from.symbol} = ${conversion.result} ${to.symbol}.`,
    });
    const affine = table.units.some((u) => u.definition.kind === "affine");
    if (!isTextTable(table)) {
      faq.push({
        question: affine
          ? `What is ${one} ${from.symbol} in ${to.plural}?`
          : `How many ${to.plural} are in ${one === "1" ? `one ${from.name}` : `${one} ${from.plural}`}?`,
        answer: `${one} ${one === "1" ? from.name : from.plural} is ${conversion.result} ${to.plural} (${conversion.result} ${to.symbol}).${conversion.note ? ` ${conversion.note}.` : ""}`,
      });
    }
  }
  faq.push({
    question: `How accurate is the ${converter.name}?`,
    answer: table.rates
      ? `Rates are the ${table.rates.source} of ${table.rates.date}, applied with exact decimal arithmetic. They are reference rates for one day, not live market prices: banks and card issuers use their own rates and fees.`
      : `Every unit is defined exactly, from the standards that define it where it is a defined unit, and the arithmetic is exact: there is no floating-point rounding. Results are shown to ${DEFAULT_PRECISION} significant digits by default, and you can choose up to 30.`,
  });
  faq.push({
    question: `Which units does the ${converter.name} support?`,
    answer: `${table.units.length} units: ${table.units.map((u) => u.name).join(", ")}.`,
  });
  faq.push({
    question: "Can I type a whole conversion instead of choosing units?",
    answer:
      'Yes. Type a question such as "5 ft 3 in to cm" or "100 km/h in mph" into the box above the converter; names, plurals, symbols and common abbreviations all work.',
  });
  return faq;
}

export function education(converter: Converter, table: UnitTable): ConverterPage["education"] {
  const base = table.units.find((unit) => unit.id === table.baseUnit);
  const sources = [
    ...new Set(table.units.map((unit) => unit.source).filter((s): s is string => Boolean(s))),
  ].sort();
  const paragraphs = [
    `The ${converter.name} converts between ${table.units.length} units. ${converter.description}`,
  ];
  if (base && !isTextTable(table)) {
    paragraphs.push(
      `Every conversion goes through one reference unit, the ${base.name} (${base.symbol}): a value is turned into ${base.plural} using the exact definition of its unit, then into the unit you want. Because definitions are kept as exact fractions, converting there and back gives you exactly what you started with.`,
    );
  }
  if (table.reference) paragraphs.push(`Levels are given ${table.reference}.`);
  if (table.rates) {
    paragraphs.push(
      `Currency values use the ${table.rates.source} of ${table.rates.date}. They are dated reference rates, so the result tells you what the amount was worth on that day.`,
    );
  }
  return { paragraphs, sources };
}
