import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Blog posts (migration 0004). Read and written only through app/models/blog-post.server.ts,
 * which turns `tags` (a JSON array in a text column) into a string array.
 */
export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    author: text("author").notNull().default("UnitWise Team"),
    tags: text("tags").notNull().default("[]"),
    category: text("category").notNull().default("General"),
    featuredImageUrl: text("featured_image_url"),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
    publishedAt: text("published_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  // `published_at DESC` in SQL: index order lives in the migration only (decision 023)
  (table) => [index("blog_posts_published").on(table.isPublished, table.publishedAt)],
);
