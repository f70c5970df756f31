import type { CatalogueEntry, Catalogue, CategoryEntry } from "~/catalogue/effective";
import { tableHolding } from "~/catalogue/effective";
import { RESERVED_SLUGS, SLUG_PATTERN, slugFromName } from "~/catalogue/slugs";
import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/models/audit";
import {
  deleteAddedConverter,
  saveCategory,
  saveConverter,
  type CategoryFields,
  type ConverterFields,
} from "~/models/catalogue.server";

import {
  categoryKeySchema,
  categoryPatchSchema,
  converterInputSchema,
  converterKeySchema,
  converterPatchSchema,
  type ConverterPatch,
} from "./catalogue-schemas";
import type { AdminCategoryView, AdminConverterView } from "./catalogue-views";
import { parseOrRefuse } from "~/utils/refusal.server";
import { readOnlyMismatch } from "~/utils/json-fields";
import { Refusal } from "~/utils/refusal.server";

/**
 * The Converters and Categories tabs' operations, shared by their page actions and the JSON API
 * (/api/admin/converters…, /api/admin/categories…). Built-in converters keep their units (the
 * engine's data); an added converter takes units of one built-in table, so every pair of them
 * converts exactly. Deleting a built-in converter hides it; deleting an added one removes it.
 */

const CONVERTER_NOT_FOUND = "Converter not found";

export function adminConverterView(entry: CatalogueEntry): AdminConverterView {
  return viewOf(fieldsOf(entry), entry.unitIds);
}

export function adminCategoryView(
  catalogue: Catalogue,
  category: CategoryEntry,
): AdminCategoryView {
  return {
    id: category.key,
    name: category.name,
    description: category.description,
    icon: category.icon,
    order: category.position,
    converters: catalogue.convertersIn(category.key).length,
  };
}

/** The stored fields of an entry as it stands. */
function fieldsOf(entry: CatalogueEntry): ConverterFields {
  return {
    key: entry.key,
    builtin: entry.builtin,
    name: entry.name,
    slug: entry.slug,
    description: entry.description,
    category: entry.category,
    popular: entry.popular,
    unitCountText: entry.unitCountText,
    position: entry.position,
    hidden: entry.hidden,
    unitIds: entry.builtin ? null : entry.unitIds,
  };
}

function existingConverter(catalogue: Catalogue, rawKey: string): CatalogueEntry {
  const key = parseOrRefuse(converterKeySchema(), rawKey);
  const entry = catalogue.entry(key);
  if (!entry) throw new Refusal(404, CONVERTER_NOT_FOUND);
  return entry;
}

/** The slug to store: given or derived from the name; refused when taken or not a slug. */
function checkedSlug(catalogue: Catalogue, slug: string, key: string | null): string {
  if (!SLUG_PATTERN.test(slug)) {
    throw new Refusal(
      400,
      "The slug must be lowercase letters and digits in words joined by hyphens, like fuel-economy",
    );
  }
  if (RESERVED_SLUGS.has(slug)) {
    throw new Refusal(409, `The slug "${slug}" is one of the site's own pages: choose another`);
  }
  // A slug may not be another converter's slug, nor its key: pages and the API find a converter
  // by either.
  const owner = catalogue.entries.find(
    (entry) => entry.key !== key && (entry.slug === slug || entry.key === slug),
  );
  if (owner) throw new Refusal(409, `The slug "${slug}" is already the ${owner.name}'s`);
  const redirected = catalogue.redirectOwner(slug);
  if (redirected !== undefined && redirected !== key) {
    const name = catalogue.entry(redirected)?.name ?? redirected;
    throw new Refusal(409, `The slug "${slug}" was the ${name}'s and still leads there`);
  }
  return slug;
}

/** Unit ids of one built-in table (not the currency's, whose rates change daily). */
function checkedUnits(units: readonly string[] | undefined): string[] {
  const ids = [...new Set(units ?? [])];
  if (ids.length < 2) throw new Refusal(400, "Choose at least two units");
  const table = tableHolding(ids);
  if (!table) {
    throw new Refusal(
      400,
      "The units must be unit ids of one quantity (all lengths, all masses, …): the engine converts only between units of one dimension",
    );
  }
  if (table.rates) {
    throw new Refusal(400, "Currencies change with the daily rates: use the Currency Converter");
  }
  return ids;
}

/** A key for an added converter: its slug, made unique among every converter's key and slug. */
function newKey(catalogue: Catalogue, slug: string): string {
  const taken = (key: string) =>
    catalogue.entry(key) !== undefined || catalogue.entries.some((entry) => entry.slug === key);
  let key = slug;
  for (let n = 2; taken(key); n++) key = `${slug}-${n}`;
  return key;
}

const CHANGED_MEANWHILE = "Another admin changed the converters meanwhile: reload and try again";

/** Stores the change, or refuses it with 409 when D1 found its key or slug taken meanwhile. */
async function save(
  db: Database,
  actor: AuditActor,
  change: { before: ConverterFields | null; after: ConverterFields },
): Promise<void> {
  const refusal = await saveConverter(db, actor, change);
  if (refusal === "slug-taken") {
    throw new Refusal(409, `The slug "${change.after.slug}" was taken meanwhile: choose another`);
  }
  if (refusal === "key-taken") throw new Refusal(409, CHANGED_MEANWHILE);
}

export async function createConverter(
  db: Database,
  catalogue: Catalogue,
  actor: AuditActor,
  input: unknown,
): Promise<AdminConverterView> {
  const fields = parseOrRefuse(converterInputSchema(), input);
  const slug = checkedSlug(catalogue, fields.slug || slugFromName(fields.name), null);
  const unitIds = checkedUnits(fields.units);
  const last = catalogue.entries.filter((e) => e.category === fields.category).at(-1);
  const after: ConverterFields = {
    key: newKey(catalogue, slug),
    builtin: false,
    name: fields.name,
    slug,
    description: fields.description,
    category: fields.category,
    popular: fields.popular,
    unitCountText: fields.unitCount || null,
    position: fields.order ?? (last ? last.position + 10 : 10),
    hidden: fields.hidden ?? false,
    unitIds,
  };
  await save(db, actor, { before: null, after });
  return viewOf(after);
}

export async function updateConverter(
  db: Database,
  catalogue: Catalogue,
  actor: AuditActor,
  rawKey: string,
  input: unknown,
): Promise<AdminConverterView> {
  const entry = existingConverter(catalogue, rawKey);
  const patch: ConverterPatch = parseOrRefuse(converterPatchSchema(), input);
  const before = fieldsOf(entry);
  const shown = viewOf(before, entry.unitIds);
  refuseChangedReadOnly(patch, shown, ["id", "builtin"]);
  const name = patch.name ?? before.name;
  const slug =
    patch.slug === undefined
      ? before.slug
      : checkedSlug(catalogue, patch.slug || slugFromName(name), entry.key);
  let unitIds = before.unitIds;
  if (patch.units !== undefined) {
    if (entry.builtin) {
      const same = patch.units.join(",") === entry.unitIds.join(",");
      if (!same) {
        throw new Refusal(400, "A built-in converter's units are defined in code: they stay");
      }
    } else {
      unitIds = checkedUnits(patch.units);
    }
  }
  const after: ConverterFields = {
    ...before,
    name,
    slug,
    description: patch.description ?? before.description,
    category: patch.category ?? before.category,
    popular: patch.popular ?? before.popular,
    // The count shown when none is stored, sent back as read, is still "count them".
    unitCountText:
      patch.unitCount === undefined || patch.unitCount === shown.unitCount
        ? before.unitCountText
        : patch.unitCount || null,
    position: patch.order ?? before.position,
    hidden: patch.hidden ?? before.hidden,
    unitIds,
  };
  if (JSON.stringify(after) !== JSON.stringify(before)) await save(db, actor, { before, after });
  return viewOf(after, entry.unitIds);
}

/** Deletes an added converter; hides a built-in one (restorable). */
export async function deleteConverter(
  db: Database,
  catalogue: Catalogue,
  actor: AuditActor,
  rawKey: string,
): Promise<{ deleted: string } | { hidden: string }> {
  const entry = existingConverter(catalogue, rawKey);
  if (entry.builtin) {
    if (!entry.hidden) {
      await save(db, actor, {
        before: fieldsOf(entry),
        after: { ...fieldsOf(entry), hidden: true },
      });
    }
    return { hidden: entry.key };
  }
  if (!(await deleteAddedConverter(db, actor, fieldsOf(entry)))) {
    throw new Refusal(404, CONVERTER_NOT_FOUND);
  }
  return { deleted: entry.key };
}

/** Refuses, by name, a read-only field sent with a value other than the one the GET shows. */
function refuseChangedReadOnly<V extends object>(
  sent: Partial<Record<keyof V, unknown>>,
  shown: V,
  fields: ReadonlyArray<keyof V & string>,
): void {
  for (const field of fields) {
    if (sent[field] !== undefined && sent[field] !== shown[field]) {
      throw new Refusal(400, readOnlyMismatch(field, shown[field]));
    }
  }
}

function viewOf(fields: ConverterFields, builtinUnits: string[] = []): AdminConverterView {
  const units = fields.unitIds ?? builtinUnits;
  return {
    id: fields.key,
    name: fields.name,
    slug: fields.slug,
    description: fields.description,
    category: fields.category,
    popular: fields.popular,
    unitCount: fields.unitCountText ?? String(units.length),
    units,
    order: fields.position ?? 0,
    hidden: fields.hidden,
    builtin: fields.builtin,
  };
}

export async function updateCategory(
  db: Database,
  catalogue: Catalogue,
  actor: AuditActor,
  rawKey: string,
  input: unknown,
): Promise<AdminCategoryView> {
  const key = parseOrRefuse(categoryKeySchema(), rawKey);
  const category = catalogue.getCategory(key);
  if (!category) throw new Refusal(404, "Category not found");
  const patch = parseOrRefuse(categoryPatchSchema(), input);
  refuseChangedReadOnly(patch, adminCategoryView(catalogue, category), ["id", "converters"]);
  const before: CategoryFields = {
    key,
    name: category.name,
    description: category.description,
    icon: category.icon,
    position: category.position,
  };
  const after: CategoryFields = {
    key,
    name: patch.name ?? before.name,
    description: patch.description ?? before.description,
    icon: patch.icon ?? before.icon,
    position: patch.order ?? before.position,
  };
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    await saveCategory(db, actor, { before, after });
  }
  return adminCategoryView(catalogue, { ...category, ...after });
}
