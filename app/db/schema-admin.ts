import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The admin audit trail (migration 0006, docs/decisions/041-admin-audit-trail.md): one row per
 * admin mutation, written in the same D1 batch as the change. Read and written only through
 * app/models/audit.server.ts. The actor is a snapshot (id and username at the time), not a
 * foreign key, so a row outlives the account that wrote it.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    actorId: text("actor_id").notNull(),
    actorUsername: text("actor_username").notNull(),
    /** what was done, e.g. `message.handled`, `user.admin-granted`, `user.deleted` */
    action: text("action").notNull(),
    /** the kind of thing changed: `message`, `user` */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** JSON of the entity before and after the change; null when it did not exist */
    before: text("before"),
    after: text("after"),
  },
  // `created_at DESC` in SQL: index order lives in the migration only (decision 023)
  (table) => [
    index("audit_log_entity").on(table.entityType, table.entityId, table.createdAt),
    index("audit_log_created_at").on(table.createdAt),
  ],
);
