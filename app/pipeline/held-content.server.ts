import { adSlotsAtVersion } from "~/ads/slots.server";
import { heldCatalogue, keepCatalogue } from "~/catalogue/catalogue.server";
import type { Catalogue } from "~/catalogue/effective";
import {
  readOne,
  readsOf,
  readTogether,
  type BatchRead,
  type VersionedRead,
} from "~/db/batch-read.server";
import type { Database } from "~/db/client.server";
import { afterAnswerOfRequest, inD1Session, sessionBookmark } from "~/db/request-d1.server";
import { RefreshSlot } from "~/utils/memo/refresh-slot";
import { catalogueEditsRead, contentVersionRead } from "~/models/catalogue.server";
import { settingsAtVersion } from "~/settings/settings.server";

/**
 * What a Worker instance holds of the site's content, and how a request gets it without waiting
 * for D1 (docs/decisions/084-d1-round-trips-and-replicas.md). The content has a version (decision
 * 043); what pages are built from is read with it in one batch, one consistent snapshot: the
 * catalogue's edits, the site settings, the ad slots. Far from D1's primary every round trip costs
 * tens to hundreds of milliseconds, so:
 *
 * - an instance with nothing held (fresh, or told to read again) reads it all in one batch,
 *   together with what the request itself will need (its read-aheads: the session, the page's
 *   article and guide);
 * - an instance that holds it answers from it at once, and when it was confirmed more than
 *   `trustMs` ago, checks the version after the answer (`waitUntil`), at most one check at a
 *   time: an operator's change reaches every instance within about a second;
 * - a request that wrote refreshes it before its answer leaves (refreshAfterWrite), so the
 *   operator who saved sees the change at once; so does a request that carries a bookmark (it
 *   wrote a moment ago, perhaps through another instance): it confirms the version first.
 *
 * Background checks read from a D1 session started at the bookmark of the last read, so what an
 * instance holds never goes back to an older version when replicas lag differently.
 */

/**
 * The read-aheads of a request, guessed with `catalogue` (the one held, or the shipped one);
 * `held` false when the content is being read anew, so what that catalogue holds does not count.
 */
export type AheadsFor = (catalogue: Catalogue, held: boolean) => readonly ReadAhead<unknown>[];

/** A read a request will need, made in the same batch as the content when it is read. */
export interface ReadAhead<T> {
  read: BatchRead<T>;
  /** keeps what was read where the request's loaders look for it */
  keep(value: T, catalogue: Catalogue): void;
}

/** A read ahead of `read`, its value kept by `keep` (typed here, erased in the list). */
export function aheadOf<T>(
  read: BatchRead<T>,
  keep: (value: T, catalogue: Catalogue) => void,
): ReadAhead<unknown> {
  return { read, keep: (value, catalogue) => keep(value as T, catalogue) };
}

/** The parts held per content version, besides the catalogue. */
const VERSIONED: readonly VersionedRead<unknown>[] = [settingsAtVersion, adSlotsAtVersion];

interface Held {
  version: string;
  catalogue: Catalogue;
  /** when the version was last confirmed (Date.now()) */
  confirmedAt: number;
  /** the D1 bookmark of that read: later checks read nothing older */
  bookmark: string | null;
}

let held: Held | null = null;
/** the background check under way (never awaited by another request: each has its own) */
const checking = new RefreshSlot();

export interface ContentOptions {
  /** the D1 binding the routed client runs on (background checks start their own session) */
  binding: D1Database;
  /** how long a confirmed version is served without checking first (0: check every request) */
  trustMs: number;
  /** the request carries a bookmark of a recent write: confirm before answering */
  confirm: boolean;
}

/**
 * The catalogue for a request (settings and ad slots held with it), after the read-aheads
 * `aheadsFor` lists for the catalogue the instance holds have been read and kept. Never throws:
 * when D1 cannot be read, the content held (or shipped) serves, and loaders read what they need.
 */
export async function contentForRequest(
  db: Database,
  options: ContentOptions,
  aheadsFor: AheadsFor,
): Promise<Catalogue> {
  try {
    if (!held) return await readContent(db, aheadsFor(heldCatalogue(), false));
    if (options.confirm || options.trustMs <= 0) return await confirmFirst(db, held, aheadsFor);
    if (Date.now() - held.confirmedAt >= options.trustMs) checkLater(db, options.binding);
  } catch (error) {
    console.error(`Content: could not read D1, serving what is held (${error})`);
    return held?.catalogue ?? heldCatalogue();
  }
  const { catalogue } = held;
  await readAheads(db, aheadsFor(catalogue, true), catalogue);
  return catalogue;
}

/**
 * `reads` and the read-aheads' reads in one batch: their values, and the read-aheads' (null when
 * the batch failed with them and succeeded without: a read-ahead's table may be the broken one,
 * and its loader then reads for itself and says so).
 */
async function withAheads<const R extends readonly BatchRead<unknown>[]>(
  db: Database,
  reads: R,
  aheads: readonly ReadAhead<unknown>[],
) {
  try {
    const values = await readTogether(db, [readsOf(reads), ...aheads.map((ahead) => ahead.read)]);
    return { values: values[0], aheads: values.slice(1) };
  } catch (error) {
    if (aheads.length === 0) throw error;
    return { values: await readOne(db, readsOf(reads)), aheads: null };
  }
}

/** Reads the content and `aheads` in one batch, holds the content, keeps the read-aheads. */
async function readContent(
  db: Database,
  aheads: readonly ReadAhead<unknown>[],
): Promise<Catalogue> {
  const read = await withAheads(
    db,
    [catalogueEditsRead(db), readsOf(VERSIONED.map((part) => part.read(db)))],
    aheads,
  );
  const [edits, versioned] = read.values;
  const catalogue = await keepCatalogue(edits);
  VERSIONED.forEach((part, index) => part.keep(edits.version, versioned[index]));
  held = {
    version: edits.version,
    catalogue,
    confirmedAt: Date.now(),
    bookmark: sessionBookmark(),
  };
  keepAheads(aheads, read.aheads, catalogue);
  return catalogue;
}

/** Confirms the version with the read-aheads in one batch; reads the content if it changed. */
async function confirmFirst(db: Database, current: Held, aheadsFor: AheadsFor): Promise<Catalogue> {
  const startedAt = Date.now();
  const aheads = aheadsFor(current.catalogue, true);
  const read = await withAheads(db, [contentVersionRead(db)], aheads);
  const [version] = read.values;
  if (version !== current.version) return readContent(db, aheadsFor(current.catalogue, false));
  held = confirmed(current, startedAt);
  keepAheads(aheads, read.aheads, current.catalogue);
  return current.catalogue;
}

/** The read-aheads alone (the content is held): one batch, or none when there are none. */
async function readAheads(
  db: Database,
  aheads: readonly ReadAhead<unknown>[],
  catalogue: Catalogue,
): Promise<void> {
  if (aheads.length === 0) return;
  try {
    const values = await readTogether(
      db,
      aheads.map((ahead) => ahead.read),
    );
    keepAheads(aheads, values, catalogue);
  } catch {
    // The loaders read what they need themselves, and say so if they cannot.
  }
}

function keepAheads(
  aheads: readonly ReadAhead<unknown>[],
  values: readonly unknown[] | null,
  catalogue: Catalogue,
): void {
  if (values) aheads.forEach((ahead, index) => ahead.keep(values[index], catalogue));
}

/** `current`, its version confirmed by a read that started at `startedAt`. */
function confirmed(current: Held, startedAt: number): Held {
  return { ...current, confirmedAt: startedAt, bookmark: sessionBookmark() ?? current.bookmark };
}

/** Checks the version after the answer (the request's `waitUntil`), unless a check is under way. */
function checkLater(db: Database, binding: D1Database): void {
  const later = afterAnswerOfRequest();
  if (!later || !checking.claim()) return;
  later(() =>
    check(db, binding)
      .catch((error: unknown) => console.error(`Content: the version check failed (${error})`))
      .finally(() => checking.release()),
  );
}

/** Reads the version (in a session from the last read's bookmark); the content if it changed. */
async function check(db: Database, binding: D1Database, start?: string): Promise<void> {
  const from = start ?? held?.bookmark ?? "first-unconstrained";
  await inD1Session(binding, from, async () => {
    const startedAt = Date.now();
    const version = await readOne(db, contentVersionRead(db));
    if (held && version === held.version) held = confirmed(held, startedAt);
    else await readContent(db, []);
  });
}

/**
 * After a request that wrote, before its answer leaves: the content as it is now, read in a
 * session from the request's `bookmark` (so it includes the write). An operator's next page
 * shows their change.
 */
export async function refreshAfterWrite(
  db: Database,
  binding: D1Database,
  bookmark: string | null,
): Promise<void> {
  try {
    await check(db, binding, bookmark ?? "first-primary");
  } catch (error) {
    console.error(`Content: could not read it again after a write (${error})`);
    held = null;
  }
}

/** Forgets what is held: the next request reads it all (tests; jobs that changed it). */
export function forgetHeldContent(): void {
  held = null;
}
