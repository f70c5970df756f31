import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { converterGuides } from "~/db/schema";
import { newContentVersion } from "./catalogue.server";
import type { WrittenGuideRecord } from "./converter-guide";

/**
 * Requests for a guide and the leases that hold them (docs/decisions/060-guide-leases.md):
 * `lease_id` names the claim a queue message carries, then the attempt writing it; after
 * `lease_expires_at` it may be claimed again. Only the holder's writes change the guide.
 */

/** How long a lease lasts from the moment its holder is due to act. */
const GUIDE_LEASE_MS = 10 * 60 * 1000;

const leaseEnd = (from: Date, extraMs = 0) =>
  new Date(from.getTime() + extraMs + GUIDE_LEASE_MS).toISOString();

/** A request held by nobody: none on its way, or its lease ran out (none: from before 0014). */
const leaseRunOut = (at: string) =>
  sql`(${converterGuides.queuedAt} is null or coalesce(${converterGuides.leaseExpiresAt}, '') < ${at})`;

/** The guide `key` while `lease` (null: none, from before 0014) holds its request. */
const heldBy = (key: string, lease: string | null) =>
  and(eq(converterGuides.converterKey, key), sql`${converterGuides.leaseId} is ${lease}`);

/** A request for a guide that a queue message carries: only its lease can take it. */
export interface GuideClaim {
  key: string;
  lease: string;
}

/**
 * Marks guides as asked for, each with a new lease for its message: a guide never written (or
 * failed) becomes queued; one with content keeps its status and shows a new version is on its
 * way. `unlessHeld`: only the guides whose request nobody holds (see leaseRunOut), so two
 * requeuers at once claim each guide once. Returns the claims made. One batch.
 */
export async function markGuidesQueued(
  db: Database,
  keys: readonly string[],
  now: Date = new Date(),
  { unlessHeld = false }: { unlessHeld?: boolean } = {},
): Promise<GuideClaim[]> {
  const at = now.toISOString();
  const leaseExpiresAt = leaseEnd(now);
  const statements = keys.map((key) => {
    const leaseId = crypto.randomUUID();
    return db
      .insert(converterGuides)
      .values({ converterKey: key, status: "queued", queuedAt: at, leaseId, leaseExpiresAt })
      .onConflictDoUpdate({
        target: converterGuides.converterKey,
        set: {
          queuedAt: at,
          status: sql`case when ${converterGuides.content} = '' then 'queued' else ${converterGuides.status} end`,
          attempts: 0,
          leaseId,
          leaseExpiresAt,
        },
        setWhere: unlessHeld ? leaseRunOut(at) : undefined,
      })
      .returning({ key: converterGuides.converterKey, lease: converterGuides.leaseId });
  });
  const [first, ...rest] = statements;
  if (!first) return [];
  const claimed = (await db.batch([first, ...rest])).flat();
  return claimed.flatMap(({ key, lease }) => (lease ? [{ key, lease }] : []));
}

/**
 * A consumer takes the request its message's `claim` holds: counted as an attempt, held by the
 * attempt's own lease, and an unwritten guide is generating. Null when the claim no longer holds
 * it (claimed again since, or done): the message is then a stale or duplicate one.
 */
export async function takeGuide(
  db: Database,
  key: string,
  claim: string | null,
  now: Date = new Date(),
): Promise<string | null> {
  const attempt = crypto.randomUUID();
  const taken = await db
    .update(converterGuides)
    .set({
      attempts: sql`${converterGuides.attempts} + 1`,
      status: sql`case when ${converterGuides.content} = '' then 'generating' else ${converterGuides.status} end`,
      leaseId: attempt,
      leaseExpiresAt: leaseEnd(now),
    })
    .where(and(heldBy(key, claim), isNotNull(converterGuides.queuedAt)))
    .returning({ key: converterGuides.converterKey });
  return taken.length > 0 ? attempt : null;
}

/**
 * Stores a written, checked guide: published, or a draft when its fact-check found problems.
 * With `attempt`, only while that attempt holds the request (false, and nothing written, when
 * another has claimed it since); without, in any case (tests set guides up this way).
 */
export async function storeWrittenGuide(
  db: Database,
  key: string,
  guide: WrittenGuideRecord,
  now: Date = new Date(),
  attempt?: string,
): Promise<boolean> {
  const fields = {
    status: guide.status,
    metaTitle: guide.metaTitle,
    metaDescription: guide.metaDescription,
    content: guide.content,
    keywords: JSON.stringify(guide.keywords),
    imagePrompt: guide.imagePrompt,
    isGenerated: true,
    visualElements: JSON.stringify(guide.visualElements),
    model: guide.model,
    promptVersion: guide.promptVersion,
    factsHash: guide.factsHash,
    factCheck: JSON.stringify(guide.factCheck),
    failure: null,
    queuedAt: null,
    attempts: 0,
    leaseId: null,
    leaseExpiresAt: null,
    updatedAt: now.toISOString(),
  };
  if (attempt !== undefined) {
    const held = heldBy(key, attempt);
    // One transaction: the version changes only with the guide (first, while the lease holds).
    const [, stored] = await db.batch([
      newContentVersion(db, sql`exists (select 1 from ${converterGuides} where ${held})`),
      db
        .update(converterGuides)
        .set(fields)
        .where(held)
        .returning({ key: converterGuides.converterKey }),
    ]);
    return stored.length > 0;
  }
  await db.batch([
    db
      .insert(converterGuides)
      .values({ converterKey: key, ...fields })
      .onConflictDoUpdate({ target: converterGuides.converterKey, set: fields }),
    newContentVersion(db),
  ]);
  return true;
}

/** Who held the request that failed, and what a retry holds it by (see recordGuideFailure). */
export interface HeldRequest {
  /** the lease the failing attempt (or, for the dead-letter queue, the message) held */
  lease: string | null;
  /** a retry: the message's claim takes the request back, due in `retryInMs` */
  retry?: { claim: string | null; retryInMs: number };
}

/**
 * Records why an attempt failed. `final`: no attempt is left, so the request ends; a guide
 * never written is then failed, one with content stays as visitors know it. With `held`, only
 * while that lease holds the request, which a retry hands back to its message's claim for the
 * retry's delay and a lease more; false, and nothing written, when another has claimed it since.
 */
export async function recordGuideFailure(
  db: Database,
  key: string,
  reason: string,
  {
    final,
    keepReason = false,
    held,
    now = new Date(),
  }: { final: boolean; keepReason?: boolean; held?: HeldRequest; now?: Date },
): Promise<boolean> {
  const failure = reason.slice(0, 500);
  const updated = keepReason ? sql`coalesce(${converterGuides.failure}, ${failure})` : failure;
  const set = final
    ? {
        failure: updated,
        queuedAt: null,
        leaseId: null,
        leaseExpiresAt: null,
        status: sql`case when ${converterGuides.content} = '' then 'failed' else ${converterGuides.status} end`,
      }
    : {
        failure: updated,
        status: sql`case when ${converterGuides.content} = '' then 'queued' else ${converterGuides.status} end`,
        ...(held?.retry && {
          leaseId: held.retry.claim,
          leaseExpiresAt: leaseEnd(now, held.retry.retryInMs),
        }),
      };
  if (held) {
    const recorded = await db
      .update(converterGuides)
      .set(set)
      .where(and(heldBy(key, held.lease), isNotNull(converterGuides.queuedAt)))
      .returning({ key: converterGuides.converterKey });
    return recorded.length > 0;
  }
  await db
    .insert(converterGuides)
    .values({ converterKey: key, status: final ? "failed" : "queued", failure })
    .onConflictDoUpdate({ target: converterGuides.converterKey, set });
  return true;
}

/**
 * Ends a request no attempt could fulfil (the dead-letter queue's message, holding `claim`):
 * keeps the last attempt's reason, or records `fallback` when none was recorded. False when the
 * claim no longer holds the request (claimed again since, or done): nothing changes.
 */
export async function giveUpGuide(
  db: Database,
  key: string,
  fallback: string,
  claim: string | null,
): Promise<boolean> {
  return recordGuideFailure(db, key, fallback, {
    final: true,
    keepReason: true,
    held: { lease: claim },
  });
}
