import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The AdSense tab's ad slots (migration 0011, docs/decisions/048-ad-slots.md): the ad units the
 * public pages show, where and of what shape. Read and written only through
 * app/models/ad-slot.server.ts; the lists of formats, sizes and placements are those of
 * app/models/ad-slot.ts (a test holds them equal).
 */

const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const adSlots = sqliteTable("ad_slots", {
  /** "header-banner" for a seeded slot, "ad-5f3c9a1e" for an added one */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** the ad unit's id in the AdSense account: digits only (checked in SQL too) */
  slot: text("slot").notNull(),
  format: text("format", { enum: ["auto", "rectangle", "vertical", "horizontal"] }).notNull(),
  size: text("size", {
    enum: ["auto", "728x90", "300x250", "320x50", "160x600", "300x600", "responsive"],
  })
    .notNull()
    .default("auto"),
  placement: text("placement", { enum: ["header", "sidebar", "footer", "content", "mobile"] })
    .notNull()
    .default("content"),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(false),
  createdAt: timestamp("created_at"),
  updatedAt: timestamp("updated_at"),
});
