import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * One AI-written guide per converter (migration 0009, docs/decisions/044-converter-guides.md).
 * Read and written only through app/models/converter-guide.server.ts. The SQL also checks the
 * status, the meta lengths and `is_generated` (CHECK constraints live in the migration only,
 * decision 023).
 */
export const converterGuides = sqliteTable(
  "converter_guides",
  {
    /** the catalogue's converter key, "length" */
    converterKey: text("converter_key").primaryKey(),
    status: text("status", {
      enum: ["queued", "generating", "published", "draft", "failed"],
    })
      .notNull()
      .default("queued"),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    /** sanitized HTML */
    content: text("content").notNull().default(""),
    /** JSON array of strings */
    keywords: text("keywords").notNull().default("[]"),
    imagePrompt: text("image_prompt").notNull().default(""),
    imageUrl: text("image_url"),
    isGenerated: integer("is_generated", { mode: "boolean" }).notNull().default(true),
    /** JSON array of visual elements */
    visualElements: text("visual_elements").notNull().default("[]"),
    model: text("model"),
    promptVersion: integer("prompt_version"),
    factsHash: text("facts_hash"),
    /** JSON FactCheckResult */
    factCheck: text("fact_check"),
    failure: text("failure"),
    attempts: integer("attempts").notNull().default(0),
    queuedAt: text("queued_at"),
    /** the request's holder: the claim its queue message carries, then the writing attempt (0014) */
    leaseId: text("lease_id"),
    /** ISO time after which the request may be queued again */
    leaseExpiresAt: text("lease_expires_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (table) => [index("converter_guides_status").on(table.status)],
);

/** Paid writer calls per UTC day (migration 0009), counted against the daily budget. */
export const guideWriterUsage = sqliteTable("guide_writer_usage", {
  /** "YYYY-MM-DD", UTC */
  day: text("day").primaryKey(),
  calls: integer("calls").notNull().default(0),
});

/**
 * A guide's translation per language (migration 0018, docs/decisions/082-guide-translations.md),
 * read and written only through app/models/guide-translations.server.ts. The SQL also checks the
 * language, the status and the meta lengths.
 */
export const converterGuideTranslations = sqliteTable(
  "converter_guide_translations",
  {
    converterKey: text("converter_key").notNull(),
    /** a language code other than English: "de" */
    language: text("language", { enum: ["es", "de", "fr", "pt-br", "ja"] }).notNull(),
    status: text("status", { enum: ["published", "draft", "failed"] }).notNull(),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    /** sanitized HTML */
    content: text("content").notNull().default(""),
    /** the hash of the English guide it translates (guideSourceHash) */
    sourceHash: text("source_hash").notNull(),
    model: text("model"),
    /** JSON array of TranslationProblem */
    problems: text("problems").notNull().default("[]"),
    failure: text("failure"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (table) => [primaryKey({ columns: [table.converterKey, table.language] })],
);
