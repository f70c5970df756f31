import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { converterGuides } from "~/db/schema";
import type { AuditActor } from "./audit";
import { auditInsertIfChanged } from "./audit.server";
import { newContentVersion } from "./catalogue.server";
import type { ConverterGuide, GuideFactCheck, GuideVisualElement } from "./converter-guide";
import { parseStringArray } from "./stored-values";

/**
 * Converter guides in D1 (docs/decisions/044-converter-guides.md). The status tells the guide's
 * content: a guide never written is queued, then generating, then published, draft or failed. A
 * guide that has content keeps its status while a new version is on its way (`queued_at` says
 * one is), so visitors go on reading it; a failed new version leaves it as it was, with the
 * reason in `failure`. Every change visitors could see gives the content a new version, which
 * forgets the rendered pages.
 *
 * Requests for a guide and their leases are in guide-requests.server.ts.
 */

type GuideRow = typeof converterGuides.$inferSelect;

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A stored row as pages and the pipeline see it (also read joined with its translation). */
export function toGuide(row: GuideRow): ConverterGuide {
  return {
    ...row,
    keywords: parseStringArray(row.keywords),
    visualElements: parseJson<GuideVisualElement[]>(row.visualElements, []),
    factCheck: parseJson<GuideFactCheck | null>(row.factCheck, null),
  };
}

export async function findGuide(db: Database, key: string): Promise<ConverterGuide | null> {
  const [row] = await db
    .select()
    .from(converterGuides)
    .where(eq(converterGuides.converterKey, key));
  return row ? toGuide(row) : null;
}

export async function listGuides(db: Database): Promise<ConverterGuide[]> {
  const rows = await db.select().from(converterGuides).orderBy(asc(converterGuides.converterKey));
  return rows.map(toGuide);
}

/** What the nightly job compares to decide whether a guide is missing or stale. */
export interface GuideStamp {
  converterKey: string;
  status: ConverterGuide["status"];
  isGenerated: boolean;
  model: string | null;
  promptVersion: number | null;
  factsHash: string | null;
  queuedAt: string | null;
  leaseExpiresAt: string | null;
}

export async function guideStamps(db: Database): Promise<GuideStamp[]> {
  return db
    .select({
      converterKey: converterGuides.converterKey,
      status: converterGuides.status,
      isGenerated: converterGuides.isGenerated,
      model: converterGuides.model,
      promptVersion: converterGuides.promptVersion,
      factsHash: converterGuides.factsHash,
      queuedAt: converterGuides.queuedAt,
      leaseExpiresAt: converterGuides.leaseExpiresAt,
    })
    .from(converterGuides);
}

const ENTITY = "converter-guide";

/** What an admin edits of a guide, as the audit trail records it. */
export interface GuideEdit {
  metaTitle: string;
  metaDescription: string;
  /** sanitized HTML */
  content: string;
  keywords: string[];
  imagePrompt: string;
}

function editOf(guide: ConverterGuide): GuideEdit {
  const { metaTitle, metaDescription, content, keywords, imagePrompt } = guide;
  return { metaTitle, metaDescription, content, keywords, imagePrompt };
}

const sameEdit = (a: GuideEdit, b: GuideEdit) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An admin's edit: the text is theirs from now on (`is_generated` 0: the nightly job leaves it),
 * with the fact-check of the new text. Null when there is no such guide. Audited.
 */
export async function updateGuide(
  db: Database,
  key: string,
  edit: GuideEdit,
  factCheck: GuideFactCheck,
  actor: AuditActor,
): Promise<ConverterGuide | null> {
  const before = await findGuide(db, key);
  if (!before) return null;
  if (sameEdit(editOf(before), edit)) return before;
  const [updated] = await db.batch([
    db
      .update(converterGuides)
      .set({
        ...edit,
        keywords: JSON.stringify(edit.keywords),
        isGenerated: false,
        factCheck: JSON.stringify(factCheck),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(converterGuides.converterKey, key))
      .returning(),
    auditInsertIfChanged(db, {
      actor,
      action: `${ENTITY}.updated`,
      entityType: ENTITY,
      entityId: key,
      before: editOf(before),
      after: edit,
    }),
    newContentVersion(db),
  ]);
  return updated[0] ? toGuide(updated[0]) : null;
}

/**
 * Publishes a written guide or sends it to drafts. Only a guide with content changes; null when
 * there is none. Audited when it changed.
 */
export async function setGuidePublished(
  db: Database,
  key: string,
  published: boolean,
  actor: AuditActor,
): Promise<ConverterGuide | null> {
  const before = await findGuide(db, key);
  if (!before || before.content === "") return null;
  const status = published ? "published" : "draft";
  if (before.status === status) return before;
  const [updated] = await db.batch([
    db
      .update(converterGuides)
      .set({ status, updatedAt: new Date().toISOString() })
      .where(and(eq(converterGuides.converterKey, key), ne(converterGuides.status, status)))
      .returning(),
    auditInsertIfChanged(db, {
      actor,
      action: published ? `${ENTITY}.published` : `${ENTITY}.drafted`,
      entityType: ENTITY,
      entityId: key,
      before: { status: before.status },
      after: { status },
    }),
    newContentVersion(db),
  ]);
  return updated[0] ? toGuide(updated[0]) : before;
}

/** Deletes a guide; returns it as it was, or null when there was none. Audited. */
export async function deleteGuide(
  db: Database,
  key: string,
  actor: AuditActor,
): Promise<ConverterGuide | null> {
  const before = await findGuide(db, key);
  if (!before) return null;
  const [deleted] = await db.batch([
    db.delete(converterGuides).where(eq(converterGuides.converterKey, key)).returning(),
    auditInsertIfChanged(db, {
      actor,
      action: `${ENTITY}.deleted`,
      entityType: ENTITY,
      entityId: key,
      before: { status: before.status, ...editOf(before) },
      after: null,
    }),
    newContentVersion(db),
  ]);
  return deleted.length > 0 ? before : null;
}
