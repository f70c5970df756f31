import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import {
  getTableConfig,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
  type SQLiteTable,
} from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import {
  affinity,
  compareSchemas,
  normalizeDefault,
  type SchemaSide,
  type TableShape,
} from "./helpers/schema-compare";
import { drizzleSchema, readDatabaseSchema, tablesIn } from "./helpers/schema-shapes";

// Decision 023: app/db/schema*.ts is the schema's source; migrations/ must build exactly it.

const MIGRATIONS = "migrations";
const SCHEMA = "app/db/schema.ts";

let migratedOnce: Promise<SchemaSide> | undefined;
/** The migrated database, read once per file: no test here writes to it. */
const migrated = (): Promise<SchemaSide> =>
  (migratedOnce ??= readDatabaseSchema(env.DB).then((tables) => ({ label: MIGRATIONS, tables })));
const drizzle = (tables: SQLiteTable[]): SchemaSide => ({
  label: SCHEMA,
  tables: drizzleSchema(tables),
});

describe("the migrated D1 database and app/db/schema.ts", () => {
  it("agree on every table, column, index and foreign key", async () => {
    const database = await migrated();
    const code = drizzle(tablesIn(schema));
    // Neither side may come back empty and make the comparison pass by default.
    expect(database.tables.length).toBeGreaterThan(0);
    expect(code.tables.length).toBeGreaterThan(0);
    expect(compareSchemas(database, code)).toEqual([]);
  });

  it("sees every table of every app/db/schema*.ts file through app/db/schema.ts", () => {
    const files = import.meta.glob<Record<string, unknown>>("../../app/db/schema*.ts", {
      eager: true,
    });
    const exported = new Set(tablesIn(schema));
    const missing = Object.entries(files).flatMap(([file, module]) =>
      tablesIn(module)
        .filter((table) => !exported.has(table))
        .map((table) => `${getTableConfig(table).name} (${file.replace("../../", "")})`),
    );
    expect(Object.keys(files).length).toBeGreaterThan(1);
    expect(missing, "tables not re-exported from app/db/schema.ts").toEqual([]);
  });
});

// ---- the comparison can fail: drizzle tables that deliberately differ from the migrations ------

/** The comparison with some of app/db/schema.ts's tables replaced (same name) or added. */
async function differencesWith(...replacements: SQLiteTable[]): Promise<string[]> {
  const replaced = new Set(replacements.map((table) => getTableConfig(table).name));
  const kept = tablesIn(schema).filter((table) => !replaced.has(getTableConfig(table).name));
  return compareSchemas(await migrated(), drizzle([...kept, ...replacements]));
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

describe("compareSchemas against the migrated database", () => {
  it("names a column drizzle lets be NULL but the migrations do not", async () => {
    const rateLimits = sqliteTable(
      "rate_limits",
      {
        key: text("key").primaryKey(),
        count: integer("count").notNull(),
        resetAt: integer("reset_at"),
      },
      (table) => [index("rate_limits_reset_at").on(table.resetAt)],
    );
    expect(await differencesWith(rateLimits)).toEqual([
      "rate_limits.reset_at: NOT NULL in migrations, nullable in app/db/schema.ts",
    ]);
  });

  it("names columns, types, defaults and indexes that differ", async () => {
    const rateLimits = sqliteTable(
      "rate_limits",
      {
        key: text("key").primaryKey(),
        count: text("count").notNull().default("0"),
        resetAt: integer("reset_at").notNull(),
        windowMs: integer("window_ms"),
      },
      (table) => [index("rate_limits_reset").on(table.resetAt)],
    );
    expect(await differencesWith(rateLimits)).toEqual([
      "rate_limits.count: type INTEGER (INTEGER affinity) in migrations, text (TEXT affinity) in app/db/schema.ts",
      "rate_limits.count: no default in migrations, default '0' in app/db/schema.ts",
      "rate_limits.window_ms: column in app/db/schema.ts, missing from migrations",
      "rate_limits: index rate_limits_reset on (reset_at) in app/db/schema.ts, missing from migrations",
      "rate_limits: index rate_limits_reset_at on (reset_at) in migrations, missing from app/db/schema.ts",
    ]);
  });

  it("names AUTOINCREMENT and a DEFAULT expression that differ", async () => {
    const messages = sqliteTable(
      "messages",
      {
        id: integer("id").primaryKey(),
        kind: text("kind", { enum: ["contact", "bug-report"] }).notNull(),
        name: text("name").notNull(),
        email: text("email").notNull(),
        subject: text("subject").notNull(),
        body: text("body").notNull(),
        pageUrl: text("page_url"),
        createdAt: text("created_at")
          .notNull()
          .default(sql`(CURRENT_TIMESTAMP)`),
        readAt: text("read_at"),
        handledAt: text("handled_at"),
      },
      (table) => [index("messages_created_at").on(table.createdAt)],
    );
    expect(await differencesWith(messages)).toEqual([
      "messages.created_at: default strftime('%Y-%m-%dT%H:%M:%fZ', 'now') in migrations, " +
        "default CURRENT_TIMESTAMP in app/db/schema.ts",
      "messages.id: AUTOINCREMENT in migrations, no AUTOINCREMENT in app/db/schema.ts",
    ]);
  });

  it("names a foreign key's action and an index's uniqueness that differ", async () => {
    const sessions = sqliteTable(
      "sessions",
      {
        id: text("id").primaryKey(),
        userId: text("user_id")
          .notNull()
          .references(() => schema.users.id, { onDelete: "set null" }),
        expiresAt: integer("expires_at").notNull(),
        createdAt: text("created_at").notNull().default(now),
      },
      (table) => [
        uniqueIndex("sessions_user_id").on(table.userId),
        index("sessions_expires_at").on(table.expiresAt),
      ],
    );
    expect(await differencesWith(sessions)).toEqual([
      "sessions: index sessions_user_id on (user_id) in migrations, " +
        "unique index sessions_user_id on (user_id) in app/db/schema.ts",
      "sessions foreign key (user_id): references users (id) on delete cascade on update no action " +
        "in migrations, references users (id) on delete set null on update no action in app/db/schema.ts",
    ]);
  });

  it("names a primary key and a UNIQUE constraint that differ", async () => {
    const users = sqliteTable("users", {
      id: text("id").notNull(),
      username: text("username").primaryKey(),
      firstName: text("first_name"),
      lastName: text("last_name"),
      email: text("email"),
      passwordHash: text("password_hash").notNull(),
      isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(true),
      createdAt: text("created_at").notNull().default(now),
      passwordChangedAt: text("password_changed_at").notNull().default(now),
      language: text("language"),
    });
    expect(await differencesWith(users)).toEqual([
      "users.is_admin: default 0 in migrations, default 1 in app/db/schema.ts",
      "users: primary key (id) in migrations, primary key (username) in app/db/schema.ts",
      "users: UNIQUE constraint on (username) in migrations, missing from app/db/schema.ts",
    ]);
  });

  it("names tables on one side only", async () => {
    const pageViews = sqliteTable("page_views", { path: text("path").primaryKey() });
    const withoutRateLimits = tablesIn(schema).filter((table) => table !== schema.rateLimits);
    expect(compareSchemas(await migrated(), drizzle([...withoutRateLimits, pageViews]))).toEqual([
      "page_views: table in app/db/schema.ts, missing from migrations",
      "rate_limits: table in migrations, missing from app/db/schema.ts",
    ]);
  });
});

// ---- the comparison's own rules, on hand-written shapes --------------------------------------

const shape = (overrides: Partial<TableShape> = {}): TableShape => ({
  name: "things",
  columns: [{ name: "id", type: "INTEGER", notNull: true, default: null, autoincrement: false }],
  primaryKey: ["id"],
  indexes: [],
  uniques: [],
  foreignKeys: [],
  ...overrides,
});
const side = (label: string, ...tables: TableShape[]): SchemaSide => ({ label, tables });

describe("compareSchemas on hand-written shapes", () => {
  it("finds nothing between equal shapes, and reports in the sides' own words", () => {
    expect(compareSchemas(side("a", shape()), side("b", shape()))).toEqual([]);
    expect(compareSchemas(side("left", shape()), side("right"))).toEqual([
      "things: table in left, missing from right",
    ]);
  });

  it("compares type affinity, not spelling", () => {
    const column = { name: "label", notNull: false, default: null, autoincrement: false };
    const database = shape({ columns: [{ ...column, type: "VARCHAR(20)" }] });
    expect(
      compareSchemas(
        side("a", database),
        side("b", shape({ columns: [{ ...column, type: "text" }] })),
      ),
    ).toEqual([]);
    expect(
      compareSchemas(
        side("a", database),
        side("b", shape({ columns: [{ ...column, type: "blob" }] })),
      ),
    ).toEqual(["things.label: type VARCHAR(20) (TEXT affinity) in a, blob (BLOB affinity) in b"]);
  });

  it("compares index column order and partial indexes, and foreign key targets", () => {
    const index = { name: "things_ab", columns: ["a", "b"], unique: false, partial: false };
    const key = {
      columns: ["a"],
      table: "others",
      targetColumns: ["id"],
      onDelete: "no action",
      onUpdate: "no action",
    };
    const database = shape({ indexes: [index], foreignKeys: [key] });
    const code = shape({
      indexes: [{ ...index, columns: ["b", "a"], partial: true }],
      foreignKeys: [{ ...key, targetColumns: ["code"] }],
    });
    expect(compareSchemas(side("a", database), side("b", code))).toEqual([
      "things: index things_ab on (a, b) in a, index things_ab on (b, a) (partial) in b",
      "things foreign key (a): references others (id) on delete no action on update no action in a, " +
        "references others (code) on delete no action on update no action in b",
    ]);
  });
});

describe("affinity and normalizeDefault", () => {
  it("follow SQLite's affinity rules", () => {
    expect(
      [
        "INT",
        "BIGINT",
        "integer",
        "VARCHAR(5)",
        "clob",
        "BLOB",
        "",
        "DOUBLE",
        "real",
        "DECIMAL(10,2)",
        "numeric",
      ].map(affinity),
    ).toEqual([
      "INTEGER",
      "INTEGER",
      "INTEGER",
      "TEXT",
      "TEXT",
      "BLOB",
      "BLOB",
      "REAL",
      "REAL",
      "NUMERIC",
      "NUMERIC",
    ]);
  });

  it("drop only parentheses around the whole expression", () => {
    expect(normalizeDefault("(strftime('%s', 'now'))")).toBe("strftime('%s', 'now')");
    expect(normalizeDefault(" ((1)) ")).toBe("1");
    expect(normalizeDefault("(1) + (2)")).toBe("(1) + (2)");
    expect(normalizeDefault("'(x'")).toBe("'(x'");
    expect(normalizeDefault(null)).toBeNull();
  });
});
