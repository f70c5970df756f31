import { renderMarkdown, sanitizeBlogHtml } from "~/blog/markdown.server";
import { formatLongDate } from "~/blog/posts";
import type { Database } from "~/db/client.server";
import { findPublishedArticleFor } from "~/models/converter-article.server";
import { findGuide } from "~/models/converter-guide.server";
import type { ConverterGuide } from "~/models/converter-guide";
import {
  findGuideWithTranslation,
  type GuideTranslation,
} from "~/models/guide-translations.server";
import { guideCredit } from "~/guides/guide-credit";
import { guideSourceHash } from "~/guides/translation-source";
import { guideParts } from "~/guides/visuals.server";
import { languageInfo } from "~/i18n/languages";
import type { Catalogue } from "~/catalogue/effective";
import { catalogueMemo } from "~/utils/memo/per-catalogue";
import type { ConverterPage, ConverterPageArticle, ConverterPageGuide } from "./page";

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
 * what was read for a catalogue stays true while it is the one in use, and two D1 reads per page
 * become two per converter and version (docs/decisions/055-render-cost.md). Read after the
 * version, so a write landing in between is cached only for a version no request uses anymore.
 * A failed read is not cached.
 */
const publishedTextsMemo = catalogueMemo<PublishedTexts>();

export async function publishedTexts(
  db: Database,
  catalogue: Catalogue,
  page: ConverterPage,
): Promise<PublishedTexts> {
  // Per language: a guide may be shown in the page's language (decision 082).
  const memoKey = `${page.language}\u0000${page.converter.key}`;
  const found = publishedTextsMemo.get(catalogue, memoKey);
  if (found) return found;
  const [article, guide] = await Promise.all([
    publishedArticle(db, page),
    publishedGuide(db, catalogue, page),
  ]);
  const texts = { ...article, ...guide };
  if (!texts.articleUnavailable && !texts.guideUnavailable) {
    publishedTextsMemo.set(catalogue, memoKey, texts);
  }
  return texts;
}

/**
 * The converter's published article, rendered and sanitized with the blog's pipeline. When D1
 * cannot be read the page still shows, without it (and says it must not be cached).
 */
async function publishedArticle(
  db: Database,
  page: ConverterPage,
): Promise<Pick<ConverterPage, "article" | "articleUnavailable">> {
  try {
    const stored = await findPublishedArticleFor(db, page.converter.key);
    const article: ConverterPageArticle | null = stored && {
      title: stored.title,
      html: renderMarkdown(stored.content),
      updatedAt: stored.updatedAt,
      updated: formatLongDate(stored.updatedAt),
    };
    return { article };
  } catch (error) {
    console.error(
      `Converter page ${page.converter.slug}: its article could not be read (${error})`,
    );
    return { article: null, articleUnavailable: true };
  }
}

/**
 * The converter's guide when it is published (docs/decisions/044-converter-guides.md): a guide
 * that has content stays published while a new version is on its way; a draft, or one not yet
 * written, shows nothing. On another language's page, its published translation when it
 * translates the English guide as it is now (docs/decisions/082-guide-translations.md), read in
 * the same query; else the English guide. When D1 cannot be read the page still shows, without
 * it (and says it must not be cached).
 */
async function publishedGuide(
  db: Database,
  catalogue: Catalogue,
  page: ConverterPage,
): Promise<Pick<ConverterPage, "guide" | "guideUnavailable">> {
  let stored: ConverterGuide | null;
  let translation: GuideTranslation | null = null;
  try {
    if (page.language === "en") stored = await findGuide(db, page.converter.key);
    else {
      ({ guide: stored, translation } = await findGuideWithTranslation(
        db,
        page.converter.key,
        page.language,
      ));
    }
  } catch (error) {
    console.error(`Converter page ${page.converter.slug}: its guide could not be read (${error})`);
    return { guide: null, guideUnavailable: true };
  }
  if (stored?.status !== "published" || stored.content.trim() === "") return { guide: null };
  const shown =
    translation?.status === "published" &&
    translation.content.trim() !== "" &&
    translation.sourceHash === (await guideSourceHash(stored))
      ? translation
      : null;
  return { guide: cachedPageGuide(catalogue, stored, page.converter.name, shown) };
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
