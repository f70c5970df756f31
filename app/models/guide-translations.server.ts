import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { converterGuides, converterGuideTranslations } from "~/db/schema";
import { batchRead, type BatchRead } from "~/db/batch-read.server";
import { newContentVersion } from "./catalogue.server";
import type { ConverterGuide } from "./converter-guide";
import { toGuide } from "./converter-guide.server";

/**
 * Translations of converter guides in D1 (docs/decisions/082-guide-translations.md): one per
 * converter and language, translated from the published English guide whose hash is
 * `sourceHash`. Published only when it kept every figure of the English guide; every stored
 * translation gives the content a new version, which forgets the rendered pages.
 */

export type TranslationLanguage = (typeof converterGuideTranslations.$inferSelect)["language"];

/** What a translation changed of its English guide (app/guides/translation-check.ts). */
interface TranslationProblemRecord {
  kind: "number" | "symbol" | "tag";
  value: string;
  english: number;
  translated: number;
}

export interface GuideTranslation {
  converterKey: string;
  language: TranslationLanguage;
  status: "published" | "draft" | "failed";
  metaTitle: string;
  metaDescription: string;
  /** sanitized HTML */
  content: string;
  sourceHash: string;
  model: string | null;
  problems: TranslationProblemRecord[];
  failure: string | null;
  createdAt: string;
  updatedAt: string;
}

type TranslationRow = typeof converterGuideTranslations.$inferSelect;

function toTranslation(row: TranslationRow): GuideTranslation {
  let problems: TranslationProblemRecord[] = [];
  try {
    const parsed: unknown = JSON.parse(row.problems);
    if (Array.isArray(parsed)) problems = parsed as TranslationProblemRecord[];
  } catch {
    // A row written by hand with broken JSON lists no problems; its status still says draft.
  }
  return { ...row, problems };
}

const translationOf = (key: string, language: TranslationLanguage) =>
  and(
    eq(converterGuideTranslations.converterKey, key),
    eq(converterGuideTranslations.language, language),
  );

export async function findTranslation(
  db: Database,
  key: string,
  language: TranslationLanguage,
): Promise<GuideTranslation | null> {
  const [row] = await db
    .select()
    .from(converterGuideTranslations)
    .where(translationOf(key, language));
  return row ? toTranslation(row) : null;
}

/**
 * A converter's English guide and, on another language's page, its translation into `language`,
 * in one batch (the converter page reads both at once): no guide, no translation.
 */
export function guideWithTranslationRead(
  db: Database,
  key: string,
  language: TranslationLanguage | "en",
): BatchRead<{ guide: ConverterGuide | null; translation: GuideTranslation | null }> {
  if (language === "en") {
    return batchRead(
      [db.select().from(converterGuides).where(eq(converterGuides.converterKey, key))],
      ([[row]]) => ({ guide: row ? toGuide(row) : null, translation: null }),
    );
  }
  // Two statements, not a join: a batch's rows come back as objects keyed by column name, and
  // the guide's columns and its translation's share names.
  return batchRead(
    [
      db.select().from(converterGuides).where(eq(converterGuides.converterKey, key)),
      db.select().from(converterGuideTranslations).where(translationOf(key, language)),
    ],
    ([[guide], [translation]]) =>
      guide
        ? { guide: toGuide(guide), translation: translation ? toTranslation(translation) : null }
        : { guide: null, translation: null },
  );
}

/** What the nightly job compares to decide whether a translation is missing or stale. */
export interface TranslationStamp {
  converterKey: string;
  language: TranslationLanguage;
  status: GuideTranslation["status"];
  sourceHash: string;
}

export async function translationStamps(db: Database): Promise<TranslationStamp[]> {
  return db
    .select({
      converterKey: converterGuideTranslations.converterKey,
      language: converterGuideTranslations.language,
      status: converterGuideTranslations.status,
      sourceHash: converterGuideTranslations.sourceHash,
    })
    .from(converterGuideTranslations);
}

/** A checked translation as the queue consumer stores it. */
export interface TranslationRecord {
  status: "published" | "draft";
  metaTitle: string;
  metaDescription: string;
  /** sanitized HTML */
  content: string;
  sourceHash: string;
  model: string;
  problems: TranslationProblemRecord[];
}

/** Stores a checked translation in place of the one before, with a new content version. */
export async function storeTranslation(
  db: Database,
  key: string,
  language: TranslationLanguage,
  translation: TranslationRecord,
  now: Date = new Date(),
): Promise<void> {
  const fields = {
    ...translation,
    problems: JSON.stringify(translation.problems),
    failure: null,
    updatedAt: now.toISOString(),
  };
  await db.batch([
    db
      .insert(converterGuideTranslations)
      .values({ converterKey: key, language, ...fields })
      .onConflictDoUpdate({
        target: [converterGuideTranslations.converterKey, converterGuideTranslations.language],
        set: fields,
      }),
    newContentVersion(db),
  ]);
}

/**
 * Records why translating failed. A translation already stored keeps its text and status (pages
 * go on showing it while it matches the English guide, and its update time stays); none stored
 * becomes `failed`.
 * `keepReason`: the dead-letter queue's, which keeps the last attempt's reason when there is one.
 */
export async function recordTranslationFailure(
  db: Database,
  key: string,
  language: TranslationLanguage,
  sourceHash: string,
  reason: string,
  { keepReason = false }: { keepReason?: boolean } = {},
): Promise<void> {
  const failure = reason.slice(0, 500);
  await db
    .insert(converterGuideTranslations)
    .values({ converterKey: key, language, status: "failed", sourceHash, failure })
    .onConflictDoUpdate({
      target: [converterGuideTranslations.converterKey, converterGuideTranslations.language],
      set: {
        failure: keepReason
          ? sql`coalesce(${converterGuideTranslations.failure}, ${failure})`
          : failure,
      },
    });
}
