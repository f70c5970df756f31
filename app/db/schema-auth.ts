import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Accounts and their sessions (migration 0003). Read and written through app/models/user.server.ts
 * and app/accounts/session.server.ts only.
 */

const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** `username` is `COLLATE NOCASE` in SQL: unique, and looked up, without regard to case. */
export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email"),
  /** `$scrypt$ln=…,r=…,p=…$<salt>$<hash>` (see app/accounts/password.server.ts) */
  passwordHash: text("password_hash").notNull(),
  isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  createdAt: timestamp("created_at"),
  passwordChangedAt: timestamp("password_changed_at"),
  /** the language chosen with the switcher (app/i18n/languages.ts), null for none */
  language: text("language"),
});

/** `id` is the hex SHA-256 of the cookie's token: the token itself is never stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Unix milliseconds; slides forward while the session is used */
    expiresAt: integer("expires_at").notNull(),
    createdAt: timestamp("created_at"),
  },
  (table) => [
    index("sessions_user_id").on(table.userId),
    index("sessions_expires_at").on(table.expiresAt),
  ],
);
