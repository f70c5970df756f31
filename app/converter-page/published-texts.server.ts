import { renderMarkdown, sanitizeBlogHtml } from "~/blog/markdown.server";
import { formatLongDate } from "~/blog/posts";
import type { Database } from "~/db/client.server";
import { readOne, readsOf, type BatchRead } from "~/db/batch-read.server";
import { publishedArticleRead } from "~/models/converter-article.server";
import type { ConverterArticle } from "~/models/converter-article";
import type { ConverterGuide } from "~/models/converter-guide";
import {
  guideWithTranslationRead,
  type GuideTranslation,
} from "~/models/guide-translations.server";
import { guideCredit } from "~/guides/guide-credit";
import { guideSourceHash } from "~/guides/translation-source";
import { guideParts } from "~/guides/visuals.server";
import { languageInfo, type Language } from "~/i18n/languages";
import type { Catalogue } from "~/catalogue/effective";
import { catalogueMemo } from "~/utils/memo/per-catalogue";
import type { ConverterPage, ConverterPageGuide } from "./page";

/**
 * What a converter page shows from D1 besides the catalogue: its published article and its
 * published guide, read once per converter and content version.
 */
export type PublishedTexts = Pick<
  ConverterPage,
  "article" | "articleUnavailable" | "guide" | "guideUnavailable"
>;

/**
 * The published article and guide of each converter as read for a catalogue: every write that
 * changes what a page shows of either gives the content a new version (decisions 042, 044), so
 * what was read for a catalogue stays true while it is the one in use, and the read per page
 * becomes one per converter, language and version (docs/decisions/055-render-cost.md). Read with
 * the version when the Worker reads ahead (decision 084), else after it, so a write landing in
 * between is cached only for a version no request uses anymore. A failed read or rendering is
 * not cached.
 */
const publishedTextsMemo = catalogueMemo<Promise<PublishedTexts>>();

/** What a converter page needs of its converter here. */
type TextsConverter = Pick<ConverterPage["converter"], "key" | "slug" | "name">;

/** The rows a converter page shows: its published article, its guide and the translation. */
interface StoredTexts {
  article: ConverterArticle | null;
  guide: ConverterGuide | null;
  translation: GuideTranslation | null;
}

const memoKey = (language: Language, converterKey: string) => `${language}\u0000${converterKey}`;

/**
 * The read of converter `converterKey`'s texts on a `language` page, or null when `catalogue`
 * holds them already (none: the content is being read anew): what the Worker reads ahead with
 * the content (decision 084).
 */
export function publishedTextsRead(
  db: Database,
  catalogue: Catalogue | null,
  language: Language,
  converterKey: string,
): BatchRead<StoredTexts> | null {
  if (catalogue && publishedTextsMemo.get(catalogue, memoKey(language, converterKey))) return null;
  return storedTextsRead(db, language, converterKey);
}

function storedTextsRead(
  db: Database,
  language: Language,
  converterKey: string,
): BatchRead<StoredTexts> {
  // Per language: a guide may be shown in the page's language (decision 082).
  const read = readsOf([
    publishedArticleRead(db, converterKey),
    guideWithTranslationRead(db, converterKey, language),
  ]);
  return {
    queries: read.queries,
    decode: (results) => {
      const [article, { guide, translation }] = read.decode(results);
      return { article, guide, translation };
    },
  };
}

/** Keeps texts read ahead for `catalogue`, the one they were read with. */
export function keepPublishedTexts(
  catalogue: Catalogue,
  language: Language,
  converter: TextsConverter,
  stored: StoredTexts,
): void {
  publishedTextsMemo.set(
    catalogue,
    memoKey(language, converter.key),
    textsOf(catalogue, converter, stored),
  );
}

export async function publishedTexts(
  db: Database,
  catalogue: Catalogue,
  page: ConverterPage,
): Promise<PublishedTexts> {
  const key = memoKey(page.language, page.converter.key);
  const found = publishedTextsMemo.get(catalogue, key);
  if (found) return shownOrUnavailable(page, found);
  let stored: StoredTexts;
  try {
    stored = await readOne(db, storedTextsRead(db, page.language, page.converter.key));
  } catch (error) {
    return unavailable(page, "read", error);
  }
  const texts = textsOf(catalogue, page.converter, stored);
  publishedTextsMemo.set(catalogue, key, texts);
  return shownOrUnavailable(page, texts);
}

/**
 * `texts`, or none when rendering them failed: the page still shows, and the memo forgets the
 * failure, so the next request renders them again.
 */
async function shownOrUnavailable(
  page: ConverterPage,
  texts: Promise<PublishedTexts>,
): Promise<PublishedTexts> {
  try {
    return await texts;
  } catch (error) {
    return unavailable(page, "rendered", error);
  }
}

/** The page still shows, without its article and guide (and says it must not be cached). */
function unavailable(
  page: ConverterPage,
  what: "read" | "rendered",
  error: unknown,
): PublishedTexts {
  console.error(
    `Converter page ${page.converter.slug}: its article and guide could not be ${what} (${error})`,
  );
  return { article: null, articleUnavailable: true, guide: null, guideUnavailable: true };
}

/** The texts as the page shows them: the article rendered, the guide or its translation. */
async function textsOf(
  catalogue: Catalogue,
  converter: TextsConverter,
  stored: StoredTexts,
): Promise<PublishedTexts> {
  return {
    article: stored.article && {
      title: stored.article.title,
      html: await renderMarkdown(stored.article.content),
      updatedAt: stored.article.updatedAt,
      updated: formatLongDate(stored.article.updatedAt),
    },
    guide: await shownGuide(catalogue, converter, stored),
  };
}

/**
 * The converter's guide when it is published (docs/decisions/044-converter-guides.md): a guide
 * that has content stays published while a new version is on its way; a draft, or one not yet
 * written, shows nothing. On another language's page, its published translation when it
 * translates the English guide as it is now (docs/decisions/082-guide-translations.md); else the
 * English guide.
 */
async function shownGuide(
  catalogue: Catalogue,
  converter: TextsConverter,
  { guide, translation }: StoredTexts,
): Promise<ConverterPageGuide | null> {
  if (guide?.status !== "published" || guide.content.trim() === "") return null;
  const shown =
    translation?.status === "published" &&
    translation.content.trim() !== "" &&
    translation.sourceHash === (await guideSourceHash(guide))
      ? translation
      : null;
  return cachedPageGuide(catalogue, guide, converter.name, shown);
}

/**
 * Guides as pages show them, cached per catalogue: sanitizing the HTML and drawing the pictures
 * from the engine's facts cost more than the rest of the page, and every stored change to a guide
 * gives the content a new version. Keyed by converter and update time besides.
 */
const pageGuides = catalogueMemo<ConverterPageGuide>();

function cachedPageGuide(
  catalogue: Catalogue,
  stored: ConverterGuide,
  converterName: string,
  translation: GuideTranslation | null,
): ConverterPageGuide {
  const key = translation
    ? `${stored.converterKey} ${stored.updatedAt} ${translation.language} ${translation.updatedAt}`
    : `${stored.converterKey} ${stored.updatedAt}`;
  return pageGuides.getOrBuild(catalogue, key, () =>
    translation
      ? translatedPageGuide(catalogue, stored, translation)
      : pageGuide(catalogue, stored, converterName),
  );
}

/**
 * The guide as the page shows it. Its HTML was sanitized when it was stored; it is sanitized
 * again here, so a row written some other way (by hand, by an older version) cannot put a
 * script on the page. The pictures are drawn from the engine's facts, not from its text.
 */
function pageGuide(
  catalogue: Catalogue,
  stored: ConverterGuide,
  converterName: string,
): ConverterPageGuide {
  const html = sanitizeBlogHtml(stored.content);
  return {
    title: stored.metaTitle.trim() || `${converterName}: a guide`,
    parts: guideParts(catalogue, stored.converterKey, html, stored.visualElements),
    keywords: stored.keywords,
    updatedAt: stored.updatedAt,
    updated: formatLongDate(stored.updatedAt),
    credit: guideCredit(stored),
  };
}

/**
 * A translation as the page shows it: its HTML sanitized again, the English guide's pictures
 * (drawn from the engine's facts, captioned in English) and keywords, and the date in the
 * translation's language.
 */
function translatedPageGuide(
  catalogue: Catalogue,
  stored: ConverterGuide,
  translation: GuideTranslation,
): ConverterPageGuide {
  const html = sanitizeBlogHtml(translation.content);
  const tag = languageInfo(translation.language).tag;
  const date = new Date(translation.updatedAt);
  return {
    title: translation.metaTitle.trim() || stored.metaTitle,
    parts: guideParts(catalogue, stored.converterKey, html, stored.visualElements),
    keywords: stored.keywords,
    credit: guideCredit(stored),
    updatedAt: translation.updatedAt,
    updated: Number.isNaN(date.getTime())
      ? ""
      : new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(date),
    translation: { tag, model: translation.model ?? "" },
  };
}
