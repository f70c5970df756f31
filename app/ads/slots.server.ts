import type { Database } from "~/db/client.server";
import type { AdSlot, ShownAdSlot } from "~/models/ad-slot";
import { batchRead, type VersionedRead } from "~/db/batch-read.server";
import {
  adSlotsQuery,
  deleteAdSlot,
  findAdSlot,
  insertAdSlot,
  listAdSlots,
  updateAdSlot,
} from "~/models/ad-slot.server";
import type { AuditActor } from "~/models/audit";

import { parseOrRefuse } from "~/utils/refusal.server";
import { versionedMemo } from "~/utils/memo/versioned";
import { adSlotPatchSchema, adSlotSchema, newAdSlotSchema } from "./schemas";
import { Refusal } from "~/utils/refusal.server";

/**
 * The AdSense tab's ad slots (docs/decisions/048-ad-slots.md): what the public pages show, kept
 * per content version (every change gives the content a new version), and the checked changes
 * the tab and `/api/admin/ads` make.
 */

const shown = versionedMemo<ShownAdSlot[]>();

/** What public pages show of the slots: the enabled ones. */
const shownOf = (slots: readonly AdSlot[]): ShownAdSlot[] =>
  slots
    .filter((slot) => slot.enabled)
    .map(({ id, slot, format, size, placement }) => ({ id, slot, format, size, placement }));

/** The shown slots, read with the content version (docs/decisions/084). */
export const adSlotsAtVersion: VersionedRead<ShownAdSlot[]> = {
  read: (db) => batchRead([adSlotsQuery(db)], ([slots]) => shownOf(slots)),
  keep: (version, value) => shown.keep(version, value),
};

/** The enabled slots at catalogue `version`, from memory if held. Never throws: no ads instead. */
export async function loadShownAdSlots(db: Database, version: string): Promise<ShownAdSlot[]> {
  try {
    return await shown.get(version, async () => shownOf(await listAdSlots(db)));
  } catch (error) {
    console.error(`Ad slots: could not read D1, showing the slots held (${error})`);
    return shown.held() ?? [];
  }
}

async function existing(db: Database, id: string): Promise<AdSlot> {
  const slot = await findAdSlot(db, id);
  if (!slot) throw new Refusal(404, "Ad slot not found");
  return slot;
}

/** Adds a slot from `input` (400 naming the problem). */
export async function createAdSlot(
  db: Database,
  actor: AuditActor,
  input: unknown,
): Promise<AdSlot> {
  return insertAdSlot(db, actor, parseOrRefuse(newAdSlotSchema(), input));
}

/** Changes the fields `input` names of slot `id` (404, 400). */
export async function changeAdSlot(
  db: Database,
  actor: AuditActor,
  id: string,
  input: unknown,
): Promise<AdSlot> {
  const patch = parseOrRefuse(adSlotPatchSchema(), input);
  const before = await existing(db, id);
  const { name, slot, format, size, placement, enabled } = before;
  const after = parseOrRefuse(adSlotSchema(), {
    name,
    slot,
    format,
    size,
    placement,
    enabled,
    ...patch,
  });
  const saved = await updateAdSlot(db, actor, before, after);
  if (!saved) throw new Refusal(404, "Ad slot not found");
  return saved;
}

/** Deletes slot `id` (404 when there is none). */
export async function removeAdSlot(db: Database, actor: AuditActor, id: string): Promise<void> {
  if (!(await deleteAdSlot(db, actor, await existing(db, id)))) {
    throw new Refusal(404, "Ad slot not found");
  }
}
