import { is, SQL } from "drizzle-orm";
import {
  getTableConfig,
  SQLiteColumn,
  SQLiteSyncDialect,
  SQLiteTable,
} from "drizzle-orm/sqlite-core";
import type { ColumnShape, ForeignKeyShape, IndexShape, TableShape } from "./schema-compare";

/**
 * Reads the two sides compared by helpers/schema-compare.ts: the tables of a D1 database
 * (through PRAGMAs) and the tables of a drizzle schema module (through getTableConfig).
 */

/** Tables SQLite, D1 and the migration runner keep for themselves. */
export function isInternalTable(name: string): boolean {
  return name.startsWith("sqlite_") || name.startsWith("_cf_") || name === "d1_migrations";
}

/** The drizzle tables among a module's exports, so a newly exported table is picked up. */
export function tablesIn(module: Record<string, unknown>): SQLiteTable[] {
  return Object.values(module).filter((value): value is SQLiteTable => is(value, SQLiteTable));
}

// ---- the database ----------------------------------------------------------------------------

interface TableListRow {
  schema: string;
  name: string;
  type: string;
}
interface TableInfoRow {
  cid: number;
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  /** 1-based position in the primary key, 0 when not part of it */
  pk: number;
}
interface IndexListRow {
  name: string;
  unique: number;
  /** `c` CREATE INDEX, `u` UNIQUE constraint, `pk` PRIMARY KEY */
  origin: string;
  partial: number;
}
interface IndexInfoRow {
  seqno: number;
  name: string | null;
}
interface ForeignKeyRow {
  id: number;
  seq: number;
  table: string;
  from: string;
  to: string | null;
  on_update: string;
  on_delete: string;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

async function rows<T>(db: D1Database, query: string, ...values: unknown[]): Promise<T[]> {
  return (
    await db
      .prepare(query)
      .bind(...values)
      .all<T>()
  ).results;
}

/** SQL with comments and string literals blanked, to look for keywords in a CREATE statement. */
function withoutCommentsAndStrings(sql: string): string {
  return sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'/g, " ");
}

/** Every table of the database but the internal ones, as the comparison sees it. */
export async function readDatabaseSchema(db: D1Database): Promise<TableShape[]> {
  const names = (await rows<TableListRow>(db, "PRAGMA table_list"))
    .filter((table) => table.schema === "main" && table.type === "table")
    .map((table) => table.name)
    .filter((name) => !isInternalTable(name))
    .sort();

  const tables: TableShape[] = [];
  for (const name of names) {
    const info = await rows<TableInfoRow>(db, `PRAGMA table_info(${quote(name)})`);
    const primaryKey = info
      .filter((column) => column.pk > 0)
      .sort((x, y) => x.pk - y.pk)
      .map((column) => column.name);
    // An INTEGER PRIMARY KEY is the rowid: never NULL, whatever table_info says, and the only
    // column AUTOINCREMENT can be written on.
    const rowidAlias =
      primaryKey.length === 1
        ? info.find(
            (column) => column.name === primaryKey[0] && column.type.toUpperCase() === "INTEGER",
          )
        : undefined;
    const [created] = await rows<{ sql: string }>(
      db,
      "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
      name,
    );
    const autoincrement = /\bAUTOINCREMENT\b/i.test(withoutCommentsAndStrings(created?.sql ?? ""));

    const columns: ColumnShape[] = info
      .sort((x, y) => x.cid - y.cid)
      .map((column) => ({
        name: column.name,
        type: column.type,
        notNull: column.notnull === 1 || column === rowidAlias,
        default: column.dflt_value,
        autoincrement: autoincrement && column === rowidAlias,
      }));

    const indexes: IndexShape[] = [];
    const uniques: string[][] = [];
    for (const index of await rows<IndexListRow>(db, `PRAGMA index_list(${quote(name)})`)) {
      if (index.origin === "pk") continue; // the primary key is compared as such
      const indexColumns = (await rows<IndexInfoRow>(db, `PRAGMA index_info(${quote(index.name)})`))
        .sort((x, y) => x.seqno - y.seqno)
        .map((column) => column.name ?? "<expression>");
      if (index.origin === "u") uniques.push(indexColumns);
      else {
        indexes.push({
          name: index.name,
          columns: indexColumns,
          unique: index.unique === 1,
          partial: index.partial === 1,
        });
      }
    }

    const keyRows = await rows<ForeignKeyRow>(db, `PRAGMA foreign_key_list(${quote(name)})`);
    const foreignKeys: ForeignKeyShape[] = [];
    for (const id of new Set(keyRows.map((row) => row.id))) {
      const parts = keyRows.filter((row) => row.id === id).sort((x, y) => x.seq - y.seq);
      const first = parts[0]!;
      foreignKeys.push({
        columns: parts.map((row) => row.from),
        table: first.table,
        // `REFERENCES users` without columns means the target's primary key: resolved below
        targetColumns: parts.map((row) => row.to ?? ""),
        onDelete: first.on_delete.toLowerCase(),
        onUpdate: first.on_update.toLowerCase(),
      });
    }

    tables.push({ name, columns, primaryKey, indexes, uniques, foreignKeys });
  }

  for (const key of tables.flatMap((table) => table.foreignKeys)) {
    if (key.targetColumns.every((column) => column === "")) {
      key.targetColumns = tables.find((table) => table.name === key.table)?.primaryKey ?? [];
    }
  }
  return tables;
}

// ---- drizzle ---------------------------------------------------------------------------------

const dialect = new SQLiteSyncDialect();

/** The SQL text drizzle-kit would write after DEFAULT, or null when the column has no SQL default. */
function drizzleDefault(column: SQLiteColumn): string | null {
  const value: unknown = column.default;
  if (value === undefined) return null; // none, or only a $defaultFn run by drizzle itself
  if (is(value, SQL)) return dialect.sqlToQuery(value.inlineParams()).sql;
  const stored: unknown = value === null ? null : column.mapToDriverValue(value);
  if (stored === null) return "NULL";
  if (typeof stored === "string") return `'${stored.replaceAll("'", "''")}'`;
  if (typeof stored === "number" || typeof stored === "bigint") return String(stored);
  if (typeof stored === "boolean") return stored ? "1" : "0";
  return `'${JSON.stringify(stored).replaceAll("'", "''")}'`;
}

/** The tables of a drizzle schema, as the comparison sees them. */
export function drizzleSchema(tables: SQLiteTable[]): TableShape[] {
  return tables.map((table) => {
    const config = getTableConfig(table);
    const columns: ColumnShape[] = config.columns.map((column) => ({
      name: column.name,
      type: column.getSQLType(),
      notNull: column.notNull,
      default: drizzleDefault(column),
      autoincrement: "autoIncrement" in column && column.autoIncrement === true,
    }));
    const primaryKey =
      config.primaryKeys[0]?.columns.map((column) => column.name) ??
      config.columns.filter((column) => column.primary).map((column) => column.name);
    const indexes: IndexShape[] = config.indexes.map(({ config: index }) => ({
      name: index.name,
      columns: index.columns.map((column) =>
        is(column, SQLiteColumn) ? column.name : "<expression>",
      ),
      unique: index.unique,
      partial: index.where !== undefined,
    }));
    const uniques = [
      ...config.columns.filter((column) => column.isUnique).map((column) => [column.name]),
      ...config.uniqueConstraints.map((constraint) =>
        constraint.columns.map((column) => column.name),
      ),
    ];
    const foreignKeys: ForeignKeyShape[] = config.foreignKeys.map((key) => {
      const reference = key.reference();
      return {
        columns: reference.columns.map((column) => column.name),
        table: getTableConfig(reference.foreignTable).name,
        targetColumns: reference.foreignColumns.map((column) => column.name),
        onDelete: key.onDelete ?? "no action",
        onUpdate: key.onUpdate ?? "no action",
      };
    });
    return { name: config.name, columns, primaryKey, indexes, uniques, foreignKeys };
  });
}
