import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import type { AuditActor } from "./audit";
import { auditInsertIfChanged } from "./audit.server";
import { newContentVersion } from "./catalogue.server";

/**
 * The stored site settings (docs/decisions/046-site-settings.md): one row per group, its value
 * JSON. A save goes in one D1 batch with its audit row and a new content version, the version
 * every request reads: so every Worker instance reads the settings again, and the pages it keeps
 * rendered (which show the banner and the theme) are rendered anew.
 */

/** Every stored group, as D1 holds it (unchecked JSON). */
export async function readStoredSettings(db: Database): Promise<Record<string, unknown>> {
  return storedSettingsFrom(await storedSettingsQuery(db));
}

/** Every stored group's row (to read in a batch: storedSettingsFrom decodes them). */
export function storedSettingsQuery(db: Database) {
  return db.select().from(siteSettings);
}

/** The stored groups of `rows`, parsed; a row that is not JSON is logged and left out. */
export function storedSettingsFrom(
  rows: readonly (typeof siteSettings.$inferSelect)[],
): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.key] = JSON.parse(row.value) as unknown;
    } catch {
      console.error(`Settings: the stored "${row.key}" is not JSON; its default applies`);
    }
  }
  return stored;
}

/**
 * Stores `changed` groups whole, with one audit row holding each changed group before and after.
 * Nothing is written when nothing changed.
 */
export async function storeSettings(
  db: Database,
  actor: AuditActor,
  changed: Record<string, { before: unknown; after: unknown }>,
): Promise<void> {
  const keys = Object.keys(changed);
  if (keys.length === 0) return;
  const upserts = keys.map((key) =>
    db
      .insert(siteSettings)
      .values({ key, value: JSON.stringify(changed[key]!.after) })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: {
          value: JSON.stringify(changed[key]!.after),
          updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
        },
      }),
  );
  const before = Object.fromEntries(keys.map((key) => [key, changed[key]!.before]));
  const after = Object.fromEntries(keys.map((key) => [key, changed[key]!.after]));
  const [first, ...rest] = upserts;
  await db.batch([
    first!,
    ...rest,
    auditInsertIfChanged(db, {
      actor,
      action: "update",
      entityType: "settings",
      entityId: "site",
      before,
      after,
    }),
    newContentVersion(db),
  ]);
}
