import type { CatalogueReader } from "@unitwise/units/catalogue";
import { catalogueTranslation, type CatalogueTranslation } from "~/i18n/catalogue.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";
import { translator } from "~/i18n/messages.server";
import { questionsIn, type Questions } from "~/i18n/query-language.server";

/**
 * The language of an API answer (decision 080): a request's `locale` selects its number format
 * and, when its language is one of the site's, the language of the answer's sentences (formula,
 * note, refusal), of the ingredient's name and source, and of the units a `query` may name. Ids
 * stay the same in every language.
 */
export interface AnswerWords {
  language: Language;
  engine: Translate<"converter">;
  catalogue: CatalogueTranslation;
  questions: Questions;
}

/** "de-CH" → "de", "pt-PT" → "pt-br"; undefined for English and languages the site lacks. */
function languageOfLocale(locale: string | undefined): Language | undefined {
  const primary = locale?.split("-")[0]?.toLowerCase();
  const language = primary === "pt" ? "pt-br" : primary;
  return isLanguage(language) && language !== DEFAULT_LANGUAGE ? language : undefined;
}

/** The words of the languages the requests' locales ask for, loaded before answering them. */
export async function answerWords(
  catalogue: CatalogueReader,
  locales: ReadonlyArray<string | undefined>,
): Promise<(locale: string | undefined) => AnswerWords | undefined> {
  const languages = new Set(locales.map(languageOfLocale).filter((l) => l !== undefined));
  const loaded = new Map<Language, AnswerWords>();
  for (const language of languages) {
    loaded.set(language, {
      language,
      engine: await translator(language, "converter"),
      catalogue: await catalogueTranslation(language),
      questions: await questionsIn(catalogue, language),
    });
  }
  return (locale) => {
    const language = languageOfLocale(locale);
    return language ? loaded.get(language) : undefined;
  };
}
