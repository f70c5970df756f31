import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { AuditActor, AuditEntityType, AuditEntry } from "./audit";

/**
 * The admin audit trail (docs/decisions/041-admin-audit-trail.md). Every admin mutation in
 * app/models/ puts `auditInsertIfChanged(…)` in the same D1 batch, right after its guarded
 * statement, so a change never lands without its row, nor a row without its change.
 */

interface AuditChange {
  actor: AuditActor;
  action: string;
  entityType: AuditEntityType;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

const toJson = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * The insert of one audit row, not yet run: put it in the batch right after the statement of the
 * change it records. The row is written only when that statement changed a row (SQLite's
 * `changes()`), so a refused or redundant change leaves no trace that claims otherwise.
 */
export function auditInsertIfChanged(db: Database, change: AuditChange) {
  // An insert from a select names every column of the table, in the definition's order.
  return db.insert(auditLog).select(
    sql`select null, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ${change.actor.id},
        ${change.actor.username}, ${change.action}, ${change.entityType},
        ${String(change.entityId)}, ${toJson(change.before)}, ${toJson(change.after)}
      where changes() > 0`,
  );
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Audit rows, newest first: all, of one entity type, or of one entity. */
export async function listAudit(
  db: Database,
  { entityType, entityId, limit = 200 }: { entityType?: string; entityId?: string; limit?: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        entityType === undefined ? undefined : eq(auditLog.entityType, entityType),
        entityId === undefined ? undefined : eq(auditLog.entityId, entityId),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    before: parseJson(row.before),
    after: parseJson(row.after),
  }));
}
