import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { converterArticles } from "~/db/schema";
import { batchRead, type BatchRead } from "~/db/batch-read.server";
import type { AuditActor } from "./audit";
import { auditInsertIfChanged } from "./audit.server";
import { newContentVersion } from "./catalogue.server";
import type {
  ConverterArticle,
  ConverterArticleFields,
  ConverterArticleSummary,
  NewConverterArticle,
} from "./converter-article";

/**
 * Converter articles in D1 (docs/decisions/042-converter-articles.md): one per converter. Every
 * change an admin makes runs in one D1 batch with its audit row (decision 041); a change that
 * changes nothing writes no row.
 */

const ENTITY = "converter-article";

/** How much of an article's markdown the dashboard's list shows. */
const PREVIEW_LENGTH = 500;

const nowIso = () => new Date().toISOString();

/** The fields an admin writes, as the audit trail records them. */
function fieldsOf(article: ConverterArticleFields): ConverterArticleFields {
  const { title, content, metaDescription, isPublished } = article;
  return { title, content, metaDescription, isPublished };
}

function sameFields(a: ConverterArticleFields, b: ConverterArticleFields): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.metaDescription === b.metaDescription &&
    a.isPublished === b.isPublished
  );
}

/** Whole articles for the JSON API, by converter key: published ones, or all with drafts. */
export async function listConverterArticles(
  db: Database,
  { includeDrafts }: { includeDrafts: boolean },
): Promise<ConverterArticle[]> {
  return db
    .select()
    .from(converterArticles)
    .where(includeDrafts ? undefined : eq(converterArticles.isPublished, true))
    .orderBy(asc(converterArticles.converterKey));
}

/** Every article, drafts included, with the start of its content instead of all of it. */
export async function listConverterArticleSummaries(
  db: Database,
): Promise<ConverterArticleSummary[]> {
  const rows = await db
    .select({
      id: converterArticles.id,
      converterKey: converterArticles.converterKey,
      slug: converterArticles.slug,
      title: converterArticles.title,
      metaDescription: converterArticles.metaDescription,
      isPublished: converterArticles.isPublished,
      author: converterArticles.author,
      createdAt: converterArticles.createdAt,
      updatedAt: converterArticles.updatedAt,
      preview: sql<string>`substr(${converterArticles.content}, 1, ${PREVIEW_LENGTH})`,
      truncated: sql<number>`length(${converterArticles.content}) > ${PREVIEW_LENGTH}`,
    })
    .from(converterArticles)
    .orderBy(asc(converterArticles.converterKey));
  return rows.map((row) => ({ ...row, truncated: Boolean(row.truncated) }));
}

export async function findConverterArticle(
  db: Database,
  slug: string,
): Promise<ConverterArticle | null> {
  return (
    (await db.select().from(converterArticles).where(eq(converterArticles.slug, slug)).get()) ??
    null
  );
}

/** The converter's article, published or not, else null. */
export async function findArticleFor(
  db: Database,
  converterKey: string,
): Promise<ConverterArticle | null> {
  return (
    (await db
      .select()
      .from(converterArticles)
      .where(eq(converterArticles.converterKey, converterKey))
      .get()) ?? null
  );
}

/** The converter's article if it is published (what its page shows), else null. */
export function publishedArticleRead(
  db: Database,
  converterKey: string,
): BatchRead<ConverterArticle | null> {
  return batchRead(
    [
      db
        .select()
        .from(converterArticles)
        .where(
          and(
            eq(converterArticles.converterKey, converterKey),
            eq(converterArticles.isPublished, true),
          ),
        )
        .limit(1),
    ],
    ([[row]]) => row ?? null,
  );
}

/**
 * Stores a converter's article with its audit row. Null when the converter already has one
 * (the insert does nothing, and no row is written).
 */
export async function createConverterArticle(
  db: Database,
  article: NewConverterArticle,
  actor: AuditActor,
): Promise<ConverterArticle | null> {
  const now = nowIso();
  const values = { ...article, createdAt: now, updatedAt: now };
  const [inserted] = await db.batch([
    db.insert(converterArticles).values(values).onConflictDoNothing().returning(),
    auditInsertIfChanged(db, {
      actor,
      action: `${ENTITY}.created`,
      entityType: ENTITY,
      entityId: article.slug,
      before: null,
      after: values,
    }),
    newContentVersion(db),
  ]);
  return inserted[0] ?? null;
}

/**
 * Replaces the article's fields (its converter, slug, author and creation date stay). Null when
 * there is no such article. Saving it as it is changes nothing and writes no audit row.
 */
export async function updateConverterArticle(
  db: Database,
  slug: string,
  fields: ConverterArticleFields,
  actor: AuditActor,
): Promise<ConverterArticle | null> {
  const before = await findConverterArticle(db, slug);
  if (!before) return null;
  if (sameFields(before, fields)) return before;
  const [updated] = await db.batch([
    db
      .update(converterArticles)
      .set({ ...fieldsOf(fields), updatedAt: nowIso() })
      .where(eq(converterArticles.slug, slug))
      .returning(),
    auditInsertIfChanged(db, {
      actor,
      action: `${ENTITY}.updated`,
      entityType: ENTITY,
      entityId: slug,
      before: fieldsOf(before),
      after: fieldsOf(fields),
    }),
    newContentVersion(db),
  ]);
  return updated[0] ?? null;
}

/**
 * Publishes the article or takes it back to drafts. The UPDATE applies only while it is not yet
 * as asked, and the audit row only when it applied. Null when there is no such article.
 */
export async function setConverterArticlePublished(
  db: Database,
  slug: string,
  isPublished: boolean,
  actor: AuditActor,
): Promise<ConverterArticle | null> {
  const before = await findConverterArticle(db, slug);
  if (!before) return null;
  if (before.isPublished === isPublished) return before;
  const [updated] = await db.batch([
    db
      .update(converterArticles)
      .set({ isPublished, updatedAt: nowIso() })
      .where(and(eq(converterArticles.slug, slug), eq(converterArticles.isPublished, !isPublished)))
      .returning(),
    auditInsertIfChanged(db, {
      actor,
      action: `${ENTITY}.${isPublished ? "published" : "unpublished"}`,
      entityType: ENTITY,
      entityId: slug,
      before: { isPublished: before.isPublished },
      after: { isPublished },
    }),
    newContentVersion(db),
  ]);
  return updated[0] ?? findConverterArticle(db, slug);
}

/**
 * Deletes the article, keeping a copy in its audit row (written only when the DELETE removed
 * it). Null when there was none; else the article as it was.
 */
export async function deleteConverterArticle(
  db: Database,
  slug: string,
  actor: AuditActor,
): Promise<ConverterArticle | null> {
  const before = await findConverterArticle(db, slug);
  if (!before) return null;
  const [deleted] = await db.batch([
    db
      .delete(converterArticles)
      .where(eq(converterArticles.slug, slug))
      .returning({ id: converterArticles.id }),
    auditInsertIfChanged(db, {
      actor,
      action: `${ENTITY}.deleted`,
      entityType: ENTITY,
      entityId: slug,
      before,
      after: null,
    }),
    newContentVersion(db),
  ]);
  return deleted.length > 0 ? before : null;
}
