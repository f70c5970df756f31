import type { Database } from "~/db/client.server";
import type { DailyCount } from "~/models/analytics";
import { addDailyCounts } from "~/models/analytics.server";
import { MISS_QUERIES_PER_DAY, withinMissQuota } from "./miss-quota.server";

/**
 * The counts of this Worker instance not yet written (docs/decisions/047-first-party-analytics.md).
 * A request adds its counts here and hands the pending write to `ctx.waitUntil`: nothing on the
 * response path waits for D1. The write waits up to FLUSH_DELAY_MS, so the counts of every
 * request meanwhile go to D1 together, as one batch of adding upserts. A failed write is logged
 * and its counts dropped: analytics never surfaces an error to a visitor.
 */

const FLUSH_DELAY_MS = 1000;
/** Distinct counters that make a write start at once rather than wait. */
const FLUSH_AT_KEYS = 200;

let buffer = new Map<string, DailyCount>();
/** writes started and not yet finished, in any request */
let writing = 0;
/** counts still being checked (a post published, a query within its quota) before the buffer */
let checking = 0;

interface Waiter {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Adds `counts` (or the counts a check will give) to the buffer; the write runs after the answer.
 * Each request waits on a timer of its own (a Worker must not await a promise of another
 * request): the first to fire writes everything buffered by then, the others find less or
 * nothing left to write. New queries that found nothing are charged to the client's `address`.
 */
export function recordLater(
  ctx: Waiter,
  db: Database,
  counts: readonly DailyCount[] | Promise<readonly DailyCount[]>,
  address: string,
): void {
  checking += 1;
  ctx.waitUntil(
    Promise.resolve(counts)
      .then((resolved) => withinMissQuota(db, address, resolved))
      .then((checked) => {
        add(checked);
        return checked.length;
      })
      .finally(() => (checking -= 1))
      .then(async (added) => {
        if (added === 0) return;
        if (buffer.size < FLUSH_AT_KEYS) await delay(FLUSH_DELAY_MS);
        await write(db);
      })
      .catch((error: unknown) => console.error(`Analytics: a count was dropped (${error})`)),
  );
}

function add(counts: readonly DailyCount[]): void {
  for (const count of counts) {
    const id = `${count.day}\n${count.metric}\n${count.key}`;
    const held = buffer.get(id);
    buffer.set(id, held ? { ...held, count: held.count + count.count } : { ...count });
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function write(db: Database): Promise<void> {
  if (buffer.size === 0) return;
  // Counts added from here on go to the next write.
  const taken = [...buffer.values()];
  buffer = new Map();
  writing += 1;
  try {
    await addDailyCounts(db, taken, { search_miss: MISS_QUERIES_PER_DAY });
  } catch (error) {
    console.error(`Analytics: ${taken.length} counters could not be written (${error})`);
  } finally {
    writing -= 1;
  }
}

/**
 * Writes what is buffered now, without the wait, and returns once no write is under way (tests:
 * the requests' own timers then find nothing left).
 */
export async function flushNow(db: Database): Promise<void> {
  while (checking > 0) await delay(10);
  await write(db);
  while (writing > 0) await delay(10);
}
