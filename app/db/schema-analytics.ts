import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * First-party analytics (migration 0012, docs/decisions/047-first-party-analytics.md). Read and
 * written only through app/models/analytics.server.ts. The CHECK constraints (the metrics and
 * event kinds, counts never negative) and WITHOUT ROWID live in the migration only (decision 023).
 */

/** Daily totals: one row per UTC day, metric and key; nothing about a person. */
export const analyticsDaily = sqliteTable(
  "analytics_daily",
  {
    /** "YYYY-MM-DD", UTC */
    day: text("day").notNull(),
    /** page_view, conversion, search, search_miss, api_request or embed_view (migration 0016) */
    metric: text("metric", {
      enum: ["page_view", "conversion", "search", "search_miss", "api_request", "embed_view"],
    }).notNull(),
    /**
     * the path, converter key, endpoint, query that found nothing or host that framed an embed;
     * "" for a day's total
     */
    key: text("key").notNull().default(""),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric, table.key] })],
);

/** The events the site may send to Google Analytics, one row per kind (seeded by 0012). */
export const analyticsEvents = sqliteTable("analytics_events", {
  event: text("event", {
    enum: ["converter_use", "search", "page_view", "click"],
  })
    .primaryKey()
    .notNull(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  action: text("action").notNull(),
  label: text("label").notNull(),
  enabled: integer("enabled", { mode: "boolean" }).notNull(),
  updatedAt: text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});
