import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * What operators change of the converter catalogue (migration 0007,
 * docs/decisions/043-catalogue-in-d1.md). The 81 built-in converters and their units stay in code;
 * these tables hold the changes laid over them and the converters operators add. Read and
 * written only through app/models/catalogue.server.ts.
 */

const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * One row per converter an operator changed (`builtin` 1, every field as it now stands) or added
 * (`builtin` 0, with its `unit_ids`). A built-in converter without a row is as the code has it.
 */
export const catalogueConverters = sqliteTable("catalogue_converters", {
  /** a built-in converter's key ("length"), or the key an added one was given */
  key: text("key").primaryKey(),
  builtin: integer("builtin", { mode: "boolean" }).notNull(),
  name: text("name").notNull(),
  /** unique across converters; never one of the site's own paths (checked on write) */
  slug: text("slug").notNull().unique(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  popular: integer("popular", { mode: "boolean" }).notNull(),
  /** what cards say of the units ("25+"); null: the units are counted */
  unitCountText: text("unit_count_text"),
  /** where it stands among the converters; null: the code's order */
  position: integer("position"),
  /** hidden from visitors (built-in converters are hidden, not deleted) */
  hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
  /** an added converter's units (JSON array of unit ids, the first two its defaults) */
  unitIds: text("unit_ids"),
  updatedAt: timestamp("updated_at"),
});

/** One row per category an operator changed; a category without one is as the code has it. */
export const catalogueCategories = sqliteTable("catalogue_categories", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** one of the nine icons the site draws (components/category-icon.tsx) */
  icon: text("icon").notNull(),
  position: integer("position").notNull(),
  updatedAt: timestamp("updated_at"),
});

/** A slug a converter had: it answers 301 to the converter's slug of today, forever. */
export const converterSlugRedirects = sqliteTable("converter_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  converterKey: text("converter_key").notNull(),
  createdAt: timestamp("created_at"),
});

/**
 * The content version: a single row whose `version` changes with every write visitors could see
 * (the catalogue above, settings, ad slots, GA events, articles, guides). Each request reads it; a
 * Worker instance that holds another version reads the catalogue again and keys every cache by it
 * (docs/caches.md). The table keeps its first name, catalogue_version: renaming a table that
 * running Workers read would break them while a deployment rolls out.
 */
export const contentVersion = sqliteTable("catalogue_version", {
  id: integer("id").primaryKey(),
  version: text("version").notNull(),
});
