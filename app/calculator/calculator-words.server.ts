import type { CatalogueReader } from "@unitwise/units/catalogue";
import { catalogueTranslation, type CatalogueTranslation } from "~/i18n/catalogue.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { translate } from "~/i18n/localization";
import { messagesFor } from "~/i18n/messages.server";
import type { CalculationView } from "./calculation-view";
import { calculationViewIn, calculatorMessage } from "./calculator-text";
import type { CalculatorWords } from "./calculator-vocabulary";
import { readingNames } from "./reading-names";

/** The names per catalogue (an operator's change builds a new one) and language. */
const namesOf = new WeakMap<CatalogueReader, Map<Language, ReturnType<typeof readingNames>>>();

/**
 * What puts the calculator's English in `language` (calculator-text.ts): its messages, the
 * converter's, and the catalogue's names. None for English: the engine's sentences are shown
 * exactly as it writes them.
 */
export async function calculatorWords(
  language: Language,
  catalogue: CatalogueReader,
): Promise<CalculatorWords | undefined> {
  if (language === DEFAULT_LANGUAGE) return undefined;
  const [messages, names] = await Promise.all([
    messagesFor(language, ["calculator", "converter"]),
    catalogueTranslation(language),
  ]);
  const t = translate(messages, "calculator", language);
  let byLanguage = namesOf.get(catalogue);
  if (!byLanguage) namesOf.set(catalogue, (byLanguage = new Map()));
  let lookups = byLanguage.get(language);
  if (!lookups) {
    lookups = readingNames(catalogue, names, messages.calculator, t);
    byLanguage.set(language, lookups);
  }
  return { t, engine: translate(messages, "converter", language), ...lookups };
}

/**
 * The converter page's question box in the page's language: a worked-out expression, with the
 * converter that owns it named in the language, and a refusal the converter's sentences left
 * English (the calculator's own).
 */
export async function questionBoxIn<Q extends { error?: string; calculation?: CalculationView }>(
  query: Q | null,
  catalogue: CatalogueReader,
  names: CatalogueTranslation,
): Promise<Q | null> {
  if (!query || (!query.error && !query.calculation)) return query;
  const words = await calculatorWords(names.language, catalogue);
  if (!words) return query;
  const { error, calculation } = query;
  const owner = calculation?.converter && catalogue.getConverter(calculation.converter.slug);
  return {
    ...query,
    ...(error ? { error: calculatorMessage(error, words) } : {}),
    ...(calculation
      ? {
          calculation: {
            ...calculationViewIn(calculation, words),
            ...(owner
              ? { converter: { slug: owner.slug, name: names.converter(owner).name } }
              : {}),
          },
        }
      : {}),
  };
}
