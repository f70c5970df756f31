import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The D1 tables, as drizzle sees them. The schema itself changes only through migrations/;
 * keep these definitions in step with them.
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
  },
  (table) => [index("messages_created_at").on(table.createdAt)],
);

/**
 * Fixed-window rate-limit counters (migration 0002), one row per key such as
 * `contact:203.0.113.7`. Read and written only through app/utils/rate-limit.server.ts.
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
