import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adSlots } from "~/db/schema";
import type { AdSlot } from "./ad-slot";
import type { AuditActor } from "./audit";
import { auditInsertIfChanged } from "./audit.server";
import { newContentVersion } from "./catalogue.server";

/**
 * The stored ad slots (docs/decisions/048-ad-slots.md). Every change goes in one D1 batch with
 * its audit row and a new content version: every Worker instance then reads the slots again and
 * renders its cached pages anew, so a change shows on the next request.
 */

/** A slot's own fields, as the audit trail records them (no id, no dates). */
function fieldsOf({ name, slot, format, size, placement, enabled }: AdSlot): AdSlotFields {
  return { name, slot, format, size, placement, enabled };
}

export type AdSlotFields = Pick<
  AdSlot,
  "name" | "slot" | "format" | "size" | "placement" | "enabled"
>;

/** Every slot, oldest first (the order pages show the slots of one placement in). */
export async function listAdSlots(db: Database): Promise<AdSlot[]> {
  return adSlotsQuery(db);
}

/** Every slot, oldest first (to read in a batch). */
export function adSlotsQuery(db: Database) {
  return db.select().from(adSlots).orderBy(asc(adSlots.createdAt), asc(adSlots.id));
}

export async function findAdSlot(db: Database, id: string): Promise<AdSlot | undefined> {
  const [row] = await db.select().from(adSlots).where(eq(adSlots.id, id));
  return row;
}

/** Stores a new slot under a new random id; returns it as stored. */
export async function insertAdSlot(
  db: Database,
  actor: AuditActor,
  fields: AdSlotFields,
): Promise<AdSlot> {
  const id = `ad-${crypto.randomUUID().slice(0, 8)}`;
  await db.batch([
    db.insert(adSlots).values({ id, ...fields }),
    auditInsertIfChanged(db, {
      actor,
      action: "create",
      entityType: "ad-slot",
      entityId: id,
      before: null,
      after: fields,
    }),
    newContentVersion(db),
  ]);
  const stored = await findAdSlot(db, id);
  if (!stored) throw new Error(`The ad slot ${id} was not stored`);
  return stored;
}

/**
 * Replaces slot `before`'s fields with `after` (the whole slot, already checked). Returns the
 * slot as stored, or undefined when it was deleted meanwhile.
 */
export async function updateAdSlot(
  db: Database,
  actor: AuditActor,
  before: AdSlot,
  after: AdSlotFields,
): Promise<AdSlot | undefined> {
  const { id } = before;
  const old = fieldsOf(before);
  if (JSON.stringify(old) === JSON.stringify({ ...old, ...after })) return before;
  await db.batch([
    db
      .update(adSlots)
      .set({ ...after, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(eq(adSlots.id, id)),
    auditInsertIfChanged(db, {
      actor,
      action: "update",
      entityType: "ad-slot",
      entityId: id,
      before: old,
      after,
    }),
    newContentVersion(db),
  ]);
  return findAdSlot(db, id);
}

/** Deletes slot `before`; false when it was already gone. */
export async function deleteAdSlot(
  db: Database,
  actor: AuditActor,
  before: AdSlot,
): Promise<boolean> {
  const { id } = before;
  const old = fieldsOf(before);
  const [deleted] = await db.batch([
    db.delete(adSlots).where(eq(adSlots.id, id)).returning({ id: adSlots.id }),
    auditInsertIfChanged(db, {
      actor,
      action: "delete",
      entityType: "ad-slot",
      entityId: id,
      before: old,
      after: null,
    }),
    newContentVersion(db),
  ]);
  return deleted.length > 0;
}
