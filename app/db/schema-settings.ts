import { sql } from "drizzle-orm";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Site-wide settings the Settings tab edits (migration 0010,
 * docs/decisions/046-site-settings.md): one row per group of settings ("announcement",
 * "contact", "apiLimits", "guides", "appearance"), its value a JSON object. A group without a row
 * is as the defaults have it (wrangler.toml [vars] where there is one). Read and written only
 * through app/models/site-settings.server.ts.
 */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey().notNull(),
  /** the group's settings as JSON, validated by app/settings/schemas.ts on write and on read */
  value: text("value").notNull(),
  updatedAt: text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});
