/**
 * Compares two descriptions of a SQLite schema — the migrated D1 database and the drizzle
 * definitions in app/db/schema*.ts (decision 023) — and says, one line per difference, what
 * differs. Pure: the shapes are read elsewhere (helpers/schema-shapes.ts).
 */

export interface ColumnShape {
  name: string;
  /** the declared type, as written (`TEXT`, `integer`, `varchar(20)`…) */
  type: string;
  notNull: boolean;
  /** the DEFAULT expression's SQL text, or null for none */
  default: string | null;
  autoincrement: boolean;
}

/** A named index (CREATE INDEX, or drizzle's index()/uniqueIndex()). */
export interface IndexShape {
  name: string;
  /** column names in index order; an expression is `<expression>` */
  columns: string[];
  unique: boolean;
  /** has a WHERE clause */
  partial: boolean;
}

export interface ForeignKeyShape {
  columns: string[];
  table: string;
  targetColumns: string[];
  /** lower case: `no action`, `cascade`, `set null`, `set default`, `restrict` */
  onDelete: string;
  onUpdate: string;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  /** in key order; empty when the table has none (only the rowid) */
  primaryKey: string[];
  indexes: IndexShape[];
  /** UNIQUE constraints (in CREATE TABLE, or drizzle's .unique()/unique()), as column lists */
  uniques: string[][];
  foreignKeys: ForeignKeyShape[];
}

/** One side of the comparison and the name its differences are reported under. */
export interface SchemaSide {
  label: string;
  tables: TableShape[];
}

export type Affinity = "INTEGER" | "TEXT" | "BLOB" | "REAL" | "NUMERIC";

/** SQLite's column affinity for a declared type (https://sqlite.org/datatype3.html §3.1). */
export function affinity(declaredType: string): Affinity {
  const type = declaredType.toUpperCase();
  if (type.includes("INT")) return "INTEGER";
  if (type.includes("CHAR") || type.includes("CLOB") || type.includes("TEXT")) return "TEXT";
  if (type.includes("BLOB") || type.trim() === "") return "BLOB";
  if (type.includes("REAL") || type.includes("FLOA") || type.includes("DOUB")) return "REAL";
  return "NUMERIC";
}

/**
 * A DEFAULT expression in one spelling: SQLite reports `DEFAULT (expr)` as `expr`, drizzle's
 * sql`(expr)` keeps the parentheses; outer parentheses and surrounding space are dropped.
 */
export function normalizeDefault(expression: string | null): string | null {
  if (expression === null) return null;
  let text = expression.trim();
  while (text.startsWith("(") && text.endsWith(")") && wrapsWhole(text)) {
    text = text.slice(1, -1).trim();
  }
  return text;
}

/** Whether the parenthesis opening `text` is the one closing it (outside string literals). */
function wrapsWhole(text: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0 && i < text.length - 1) return false;
  }
  return depth === 0;
}

const list = (columns: string[]) => `(${columns.join(", ")})`;
const byName = <T extends { name: string }>(items: T[]) =>
  new Map(items.map((item) => [item.name, item]));
const sorted = (names: Iterable<string>) => [...names].sort();

/** Every difference between the two sides, `database` first in each sentence; [] when none. */
export function compareSchemas(database: SchemaSide, code: SchemaSide): string[] {
  const [a, b] = [database.label, code.label];
  const differences: string[] = [];
  const tablesA = byName(database.tables);
  const tablesB = byName(code.tables);

  for (const name of sorted(new Set([...tablesA.keys(), ...tablesB.keys()]))) {
    const tableA = tablesA.get(name);
    const tableB = tablesB.get(name);
    if (!tableB) differences.push(`${name}: table in ${a}, missing from ${b}`);
    else if (!tableA) differences.push(`${name}: table in ${b}, missing from ${a}`);
    else differences.push(...compareTables(tableA, tableB, a, b));
  }
  return differences;
}

function compareTables(tableA: TableShape, tableB: TableShape, a: string, b: string): string[] {
  const table = tableA.name;
  const differences: string[] = [];

  const columnsA = byName(tableA.columns);
  const columnsB = byName(tableB.columns);
  for (const name of sorted(new Set([...columnsA.keys(), ...columnsB.keys()]))) {
    const where = `${table}.${name}`;
    const columnA = columnsA.get(name);
    const columnB = columnsB.get(name);
    if (!columnB) {
      differences.push(`${where}: column in ${a}, missing from ${b}`);
      continue;
    }
    if (!columnA) {
      differences.push(`${where}: column in ${b}, missing from ${a}`);
      continue;
    }
    const [affinityA, affinityB] = [affinity(columnA.type), affinity(columnB.type)];
    if (affinityA !== affinityB) {
      differences.push(
        `${where}: type ${columnA.type} (${affinityA} affinity) in ${a}, ` +
          `${columnB.type} (${affinityB} affinity) in ${b}`,
      );
    }
    if (columnA.notNull !== columnB.notNull) {
      const say = (notNull: boolean) => (notNull ? "NOT NULL" : "nullable");
      differences.push(
        `${where}: ${say(columnA.notNull)} in ${a}, ${say(columnB.notNull)} in ${b}`,
      );
    }
    const [defaultA, defaultB] = [
      normalizeDefault(columnA.default),
      normalizeDefault(columnB.default),
    ];
    if (defaultA !== defaultB) {
      const say = (value: string | null) => (value === null ? "no default" : `default ${value}`);
      differences.push(`${where}: ${say(defaultA)} in ${a}, ${say(defaultB)} in ${b}`);
    }
    if (columnA.autoincrement !== columnB.autoincrement) {
      const say = (on: boolean) => (on ? "AUTOINCREMENT" : "no AUTOINCREMENT");
      differences.push(
        `${where}: ${say(columnA.autoincrement)} in ${a}, ${say(columnB.autoincrement)} in ${b}`,
      );
    }
  }

  if (list(tableA.primaryKey) !== list(tableB.primaryKey)) {
    const say = (key: string[]) => (key.length ? `primary key ${list(key)}` : "no primary key");
    differences.push(
      `${table}: ${say(tableA.primaryKey)} in ${a}, ${say(tableB.primaryKey)} in ${b}`,
    );
  }

  const indexesA = byName(tableA.indexes);
  const indexesB = byName(tableB.indexes);
  for (const name of sorted(new Set([...indexesA.keys(), ...indexesB.keys()]))) {
    const indexA = indexesA.get(name);
    const indexB = indexesB.get(name);
    const describe = (index: IndexShape) =>
      `${index.unique ? "unique index" : "index"} ${name} on ${list(index.columns)}` +
      (index.partial ? " (partial)" : "");
    if (!indexB) differences.push(`${table}: ${describe(indexA!)} in ${a}, missing from ${b}`);
    else if (!indexA) differences.push(`${table}: ${describe(indexB)} in ${b}, missing from ${a}`);
    else if (describe(indexA) !== describe(indexB)) {
      differences.push(`${table}: ${describe(indexA)} in ${a}, ${describe(indexB)} in ${b}`);
    }
  }

  const uniquesA = new Set(tableA.uniques.map(list));
  const uniquesB = new Set(tableB.uniques.map(list));
  for (const columns of sorted(new Set([...uniquesA, ...uniquesB]))) {
    if (!uniquesB.has(columns)) {
      differences.push(`${table}: UNIQUE constraint on ${columns} in ${a}, missing from ${b}`);
    } else if (!uniquesA.has(columns)) {
      differences.push(`${table}: UNIQUE constraint on ${columns} in ${b}, missing from ${a}`);
    }
  }

  const keysA = new Map(tableA.foreignKeys.map((key) => [list(key.columns), key]));
  const keysB = new Map(tableB.foreignKeys.map((key) => [list(key.columns), key]));
  for (const columns of sorted(new Set([...keysA.keys(), ...keysB.keys()]))) {
    const keyA = keysA.get(columns);
    const keyB = keysB.get(columns);
    const describe = (key: ForeignKeyShape) =>
      `references ${key.table} ${list(key.targetColumns)} ` +
      `on delete ${key.onDelete} on update ${key.onUpdate}`;
    const where = `${table} foreign key ${columns}`;
    if (!keyB) differences.push(`${where}: ${describe(keyA!)} in ${a}, missing from ${b}`);
    else if (!keyA) differences.push(`${where}: ${describe(keyB)} in ${b}, missing from ${a}`);
    else if (describe(keyA) !== describe(keyB)) {
      differences.push(`${where}: ${describe(keyA)} in ${a}, ${describe(keyB)} in ${b}`);
    }
  }

  return differences;
}
