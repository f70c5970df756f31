import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * One article per converter (migration 0008, docs/decisions/042-converter-articles.md), shown on
 * the converter's page once published. Read and written only through
 * app/models/converter-article.server.ts. The SQL also caps the meta description at 160
 * characters and keeps `is_published` 0 or 1 (CHECK constraints live in the migration only,
 * decision 023).
 */
export const converterArticles = sqliteTable("converter_articles", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** the catalogue's converter key, "length" */
  converterKey: text("converter_key").notNull().unique(),
  /** the converter page's slug, "length-converter" */
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  /** markdown, rendered and sanitized when read */
  content: text("content").notNull(),
  metaDescription: text("meta_description").notNull().default(""),
  isPublished: integer("is_published", { mode: "boolean" }).notNull().default(true),
  /** the name of the admin who created it, as shown then */
  author: text("author").notNull(),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});
