import { sanitizeBlogHtml } from "~/blog/markdown.server";
import type { Database } from "~/db/client.server";
import { PREFIXED_LANGUAGES } from "~/i18n/languages";
import type { ConverterGuide } from "~/models/converter-guide";
import { findGuide, listGuides } from "~/models/converter-guide.server";
import {
  findTranslation,
  storeTranslation,
  translationStamps,
} from "~/models/guide-translations.server";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import { converterFacts } from "./facts";
import type { GuideWriter, TranslationLanguage } from "./guide";
import { checkTranslation } from "./translation-check";
import { guideSourceHash } from "./translation-source";

/**
 * Guides in the site's other languages (docs/decisions/082-guide-translations.md): each a
 * translation of the published English guide, which the engine fact-checked, by a writer that
 * translates. A translation is published only when it keeps every figure, unit symbol and
 * element of the English guide; otherwise it is a draft listing what it changed, never shown.
 */

/** The languages a guide is translated into. */
export const TRANSLATION_LANGUAGES: readonly TranslationLanguage[] = PREFIXED_LANGUAGES;

/** One translation to make: of `key`'s English guide whose words hash to `source`. */
export interface TranslationRequest {
  key: string;
  language: TranslationLanguage;
  source: string;
}

/** The English guide pages may show: published, with content. */
function translatable(guide: ConverterGuide | null): guide is ConverterGuide {
  return guide !== null && guide.status === "published" && guide.content.trim() !== "";
}

/** Every language's translation of a published English guide, to queue once it is stored. */
export async function translationsOf(guide: ConverterGuide): Promise<TranslationRequest[]> {
  if (!translatable(guide)) return [];
  const source = await guideSourceHash(guide);
  return TRANSLATION_LANGUAGES.map((language) => ({ key: guide.converterKey, language, source }));
}

/**
 * The English guide a request is to translate, or null when there is nothing to do: the guide
 * is no longer published or has changed since (a newer request translates the new words), or
 * its translation from these words is already stored (a duplicate message).
 */
export async function dueTranslation(
  db: Database,
  { key, language, source }: TranslationRequest,
): Promise<ConverterGuide | null> {
  const english = await findGuide(db, key);
  if (!translatable(english) || (await guideSourceHash(english)) !== source) return null;
  const stored = await findTranslation(db, key, language);
  if (stored && stored.sourceHash === source && stored.status !== "failed") return null;
  return english;
}

/**
 * Translates `english` into `language` with the writer, checks the translation against it and
 * stores it: published when it kept every figure, a draft listing the differences otherwise.
 * Throws when the writer fails (the queue retries).
 */
export async function translateGuide(
  db: Database,
  catalogue: CatalogueReader,
  writer: GuideWriter,
  english: ConverterGuide,
  language: TranslationLanguage,
): Promise<"published" | "draft"> {
  if (!writer.translate) throw new Error(`${writer.model} does not translate`);
  const translated = await writer.translate(
    {
      metaTitle: english.metaTitle,
      metaDescription: english.metaDescription,
      content: english.content,
    },
    language,
  );
  const content = sanitizeBlogHtml(translated.content);
  const facts = converterFacts(catalogue, english.converterKey);
  const symbols = facts ? [facts.base, ...facts.units].map((unit) => unit.symbol) : [];
  const problems = checkTranslation({
    english: english.content,
    translated: content,
    language,
    symbols,
  });
  const status = problems.length === 0 ? "published" : "draft";
  await storeTranslation(db, english.converterKey, language, {
    status,
    metaTitle: translated.metaTitle,
    metaDescription: translated.metaDescription,
    content,
    sourceHash: await guideSourceHash(english),
    model: writer.model,
    problems,
  });
  return status;
}

/** The translations the nightly job would queue. */
export interface TranslationPlan {
  /** never made, or the last attempt failed: popular converters first */
  missing: TranslationRequest[];
  /** made from an older version of the English guide */
  stale: TranslationRequest[];
}

/**
 * Compares the published English guide of every converter in the catalogue (but `skip`, whose
 * English guide is about to be rewritten) with its stored translations.
 */
export async function planTranslations(
  db: Database,
  catalogue: CatalogueReader,
  skip: ReadonlySet<string> = new Set(),
): Promise<TranslationPlan> {
  const guides = new Map((await listGuides(db)).map((guide) => [guide.converterKey, guide]));
  const stamps = new Map(
    (await translationStamps(db)).map((stamp) => [
      `${stamp.converterKey} ${stamp.language}`,
      stamp,
    ]),
  );
  const plan: TranslationPlan = { missing: [], stale: [] };
  const converters = [...catalogue.converters].sort(
    (a, b) => Number(b.popular) - Number(a.popular),
  );
  for (const converter of converters) {
    const english = guides.get(converter.key) ?? null;
    if (skip.has(converter.key) || !translatable(english)) continue;
    const source = await guideSourceHash(english);
    for (const language of TRANSLATION_LANGUAGES) {
      const stamp = stamps.get(`${converter.key} ${language}`);
      const request = { key: converter.key, language, source };
      if (!stamp || stamp.status === "failed") plan.missing.push(request);
      else if (stamp.sourceHash !== source) plan.stale.push(request);
    }
  }
  return plan;
}
