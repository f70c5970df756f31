import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  catalogueCategories,
  catalogueConverters,
  contentVersion,
  converterSlugRedirects,
} from "~/db/schema";
import type { CatalogueEdits, CategoryEdit, ConverterEdit } from "./catalogue-edits";
import type { CategoryKey } from "@unitwise/units";
import type { AuditActor } from "./audit";
import { auditInsertIfChanged } from "./audit.server";
import { isUniqueViolation, parseStringArray } from "./stored-values";
import { batchRead, readOne, type BatchRead } from "~/db/batch-read.server";

/**
 * The operators' changes to the converter catalogue (docs/decisions/043-catalogue-in-d1.md).
 * Every write goes in one D1 batch with its audit row and a new content version, so a Worker
 * instance that reads the version on its next request knows to read the catalogue again.
 */

/**
 * The write that gives the content a new version: put it last in the batch of every write that
 * changes what public pages show (the catalogue here, converter articles too), so every Worker
 * instance builds and keeps its pages anew. `when`: only if it holds (a write that may be refused).
 */
export function newContentVersion(db: Database, when?: SQL) {
  return db
    .update(contentVersion)
    .set({ version: sql`lower(hex(randomblob(8)))` })
    .where(and(eq(contentVersion.id, 1), when));
}

/** The content version now: one primary-key read. */
export async function readContentVersion(db: Database): Promise<string> {
  let query = versionQueries.get(db);
  if (!query) versionQueries.set(db, (query = versionQuery(db)));
  const row = await query.get();
  return row?.version ?? "initial";
}

/**
 * Every request reads the version, and drizzle building the query's SQL took longer than the
 * read (docs/decisions/055-render-cost.md): it is prepared once per client (one per D1 binding).
 */
const versionQueries = new WeakMap<Database, ReturnType<typeof versionQuery>>();

function versionQuery(db: Database) {
  return db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1))
    .prepare();
}

/** The content version alone: what a Worker instance checks to know its catalogue is current. */
export function contentVersionRead(db: Database): BatchRead<string> {
  return batchRead(
    [
      db
        .select({ version: contentVersion.version })
        .from(contentVersion)
        .where(eq(contentVersion.id, 1)),
    ],
    ([rows]) => rows[0]?.version ?? "initial",
  );
}

/** Every stored change, with the version they make up, read together in one batch. */
export function catalogueEditsRead(db: Database): BatchRead<CatalogueEdits> {
  return batchRead(
    [
      db.select({ version: contentVersion.version }).from(contentVersion),
      db.select().from(catalogueConverters),
      db.select().from(catalogueCategories),
      db.select().from(converterSlugRedirects),
    ],
    ([version, converters, categories, redirects]) => ({
      version: version[0]?.version ?? "initial",
      converters: converters.map((row): ConverterEdit => ({
        ...row,
        category: row.category as CategoryKey,
        unitIds: row.unitIds === null ? null : parseStringArray(row.unitIds),
      })),
      categories: categories.map((row): CategoryEdit => ({ ...row, key: row.key as CategoryKey })),
      redirects: redirects.map(({ oldSlug, converterKey }) => ({ oldSlug, converterKey })),
    }),
  );
}

/** Every stored change, with the version they make up (one batch). */
export function readCatalogueEdits(db: Database): Promise<CatalogueEdits> {
  return readOne(db, catalogueEditsRead(db));
}

/** A converter's stored fields: what the dashboard writes. */
export type ConverterFields = Omit<ConverterEdit, "updatedAt">;

/** Why a converter could not be stored: its key or its slug is another converter's. */
export type SaveRefusal = "key-taken" | "slug-taken";

/**
 * Stores a converter as it now stands (adds it, or changes it), with its audit row. An added
 * converter is a plain insert: a key taken meanwhile (by another admin) is refused, never
 * overwritten. When its slug changed, the old slug answers 301 to the new one from now on, and a
 * redirect from the new slug (it may be one the converter had before) is removed. Returns why
 * D1 refused the write, or null when it is stored.
 */
export async function saveConverter(
  db: Database,
  actor: AuditActor,
  change: { before: ConverterFields | null; after: ConverterFields },
): Promise<SaveRefusal | null> {
  const { before, after } = change;
  const values = {
    ...after,
    unitIds: after.unitIds === null ? null : JSON.stringify(after.unitIds),
    updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
  const write = before
    ? db
        .insert(catalogueConverters)
        .values(values)
        .onConflictDoUpdate({ target: catalogueConverters.key, set: { ...values, key: undefined } })
        .returning({ key: catalogueConverters.key })
    : db
        .insert(catalogueConverters)
        .values(values)
        .onConflictDoNothing({ target: catalogueConverters.key })
        .returning({ key: catalogueConverters.key });
  const action = !before
    ? "converter.created"
    : before.hidden !== after.hidden
      ? after.hidden
        ? "converter.hidden"
        : "converter.restored"
      : "converter.updated";
  const slugChanged = before !== null && before.slug !== after.slug;
  try {
    const [written] = await db.batch([
      write,
      auditInsertIfChanged(db, {
        actor,
        action,
        entityType: "converter",
        entityId: after.key,
        before,
        after,
      }),
      db.delete(converterSlugRedirects).where(eq(converterSlugRedirects.oldSlug, after.slug)),
      ...(slugChanged && before
        ? [
            db
              .insert(converterSlugRedirects)
              .values({ oldSlug: before.slug, converterKey: after.key })
              .onConflictDoUpdate({
                target: converterSlugRedirects.oldSlug,
                set: { converterKey: after.key },
              }),
          ]
        : []),
      newContentVersion(db),
    ]);
    return written.length > 0 ? null : "key-taken";
  } catch (error) {
    // Two admins giving two converters one slug at the same moment: the second is refused.
    if (isUniqueViolation(error, "catalogue_converters.slug")) return "slug-taken";
    throw error;
  }
}

/**
 * Deletes a converter an operator added, its redirects and (same batch) its audit row. False
 * when there was none (built-in converters are hidden instead).
 */
export async function deleteAddedConverter(
  db: Database,
  actor: AuditActor,
  before: ConverterFields,
): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .delete(catalogueConverters)
      .where(and(eq(catalogueConverters.key, before.key), eq(catalogueConverters.builtin, false)))
      .returning({ key: catalogueConverters.key }),
    auditInsertIfChanged(db, {
      actor,
      action: "converter.deleted",
      entityType: "converter",
      entityId: before.key,
      before,
      after: null,
    }),
    db.delete(converterSlugRedirects).where(eq(converterSlugRedirects.converterKey, before.key)),
    newContentVersion(db),
  ]);
  return deleted.length > 0;
}

/** A category's stored fields. */
export type CategoryFields = Omit<CategoryEdit, "updatedAt">;

/** Stores a category as it now stands, with its audit row. */
export async function saveCategory(
  db: Database,
  actor: AuditActor,
  change: { before: CategoryFields; after: CategoryFields },
): Promise<void> {
  const values = { ...change.after, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` };
  const set = { ...values, key: undefined };
  await db.batch([
    db
      .insert(catalogueCategories)
      .values(values)
      .onConflictDoUpdate({ target: catalogueCategories.key, set }),
    auditInsertIfChanged(db, {
      actor,
      action: "category.updated",
      entityType: "category",
      entityId: change.after.key,
      before: change.before,
      after: change.after,
    }),
    newContentVersion(db),
  ]);
}
