import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The D1 tables: the source of truth for the schema (decision 023,
 * docs/decisions/023-one-schema.md). Change a table here first, then write the next numbered
 * migration in migrations/ that makes the database match; tests/workers/schema.test.ts fails,
 * naming each difference, while the migrated database and these definitions (with every
 * schema-*.ts file re-exported below) disagree.
 */

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Messages sent through the contact and bug-report forms (migration 0001). */
export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["contact", "bug-report"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    pageUrl: text("page_url"),
    createdAt: createdAt(),
    readAt: text("read_at"),
    /** when an admin marked the message handled (migration 0006); null while unhandled */
    handledAt: text("handled_at"),
  },
  // `created_at DESC` in SQL: index order lives in the migration only (decision 023)
  (table) => [index("messages_created_at").on(table.createdAt)],
);

/**
 * Fixed-window rate-limit counters (migration 0002), one row per key such as
 * `contact:203.0.113.7`. Read and written only through app/models/rate-limit.server.ts.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** when the current window ends, in Unix milliseconds */
    resetAt: integer("reset_at").notNull(),
  },
  (table) => [index("rate_limits_reset_at").on(table.resetAt)],
);
export * from "./schema-blog";
export * from "./schema-auth";
export * from "./schema-rates";
export * from "./schema-admin";
export * from "./schema-articles";
export * from "./schema-catalogue";
export * from "./schema-guides";
export * from "./schema-settings";
export * from "./schema-ads";
export * from "./schema-analytics";
export * from "./schema-me";
