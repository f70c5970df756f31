import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./schema-auth";

/**
 * What a signed-in visitor keeps (migration 0013, docs/decisions/052-what-visitors-keep.md): the
 * last units and precision of each converter, the recent conversions and calculations (migration
 * 0015) and the favourites. Each
 * row belongs to one account and goes with it (ON DELETE CASCADE). Read and written only through
 * app/models/visitor-data.server.ts. Times are Unix milliseconds, as the browser records them;
 * the length CHECKs and WITHOUT ROWID live in the migration only (decision 023).
 */

const owner = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** One row per account and converter: newest wins when two devices disagree. */
export const userPreferences = sqliteTable(
  "user_preferences",
  {
    userId: owner(),
    /** the converter's slug */
    converter: text("converter").notNull(),
    fromUnit: text("from_unit").notNull(),
    toUnit: text("to_unit").notNull(),
    precision: integer("precision").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.converter] })],
);

/** The recent conversions: one row per distinct conversion, its newest time; capped per account. */
export const userHistory = sqliteTable(
  "user_history",
  {
    userId: owner(),
    converter: text("converter").notNull(),
    value: text("value").notNull(),
    fromUnit: text("from_unit").notNull(),
    toUnit: text("to_unit").notNull(),
    at: integer("at").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.userId, table.converter, table.value, table.fromUnit, table.toUnit],
    }),
    index("user_history_user_at").on(table.userId, table.at),
  ],
);

/** The recent calculations: one row per distinct expression, its newest time; capped per account. */
export const userCalculations = sqliteTable(
  "user_calculations",
  {
    userId: owner(),
    query: text("query").notNull(),
    at: integer("at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.query] }),
    index("user_calculations_user_at").on(table.userId, table.at),
  ],
);

/** Starred converters ('' units) and unit pairs; capped per account. */
export const userFavourites = sqliteTable(
  "user_favourites",
  {
    userId: owner(),
    converter: text("converter").notNull(),
    fromUnit: text("from_unit").notNull().default(""),
    toUnit: text("to_unit").notNull().default(""),
    addedAt: integer("added_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.converter, table.fromUnit, table.toUnit] }),
  ],
);
