import type { Database } from "~/db/client.server";
import type { DailyCount } from "~/models/analytics";
import { addDailyCounts } from "~/models/analytics.server";

/**
 * The counts of this Worker instance not yet written (docs/decisions/047-first-party-analytics.md).
 * A request adds its counts here and hands the pending write to `ctx.waitUntil`: nothing on the
 * response path waits for D1. The write waits up to FLUSH_DELAY_MS, so the counts of every
 * request meanwhile go to D1 together, as one batch of adding upserts. A failed write is logged
 * and its counts dropped: analytics never surfaces an error to a visitor.
 */

export const FLUSH_DELAY_MS = 1000;
/** Distinct counters that make the write start at once rather than wait. */
const FLUSH_AT_KEYS = 200;

let buffer = new Map<string, DailyCount>();
let pending: { done: Promise<void>; now: () => void } | null = null;

interface Waiter {
  waitUntil(promise: Promise<unknown>): void;
}

/** Adds `counts` (or the counts a check will give) to the buffer; the write runs after the answer. */
export function recordLater(
  ctx: Waiter,
  db: Database,
  counts: readonly DailyCount[] | Promise<readonly DailyCount[]>,
): void {
  if (Array.isArray(counts)) {
    if (counts.length === 0) return;
    add(counts);
    ctx.waitUntil(scheduleFlush(db));
    return;
  }
  ctx.waitUntil(
    Promise.resolve(counts)
      .then((checked) => {
        if (checked.length === 0) return;
        add(checked);
        return scheduleFlush(db);
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

function scheduleFlush(db: Database): Promise<void> {
  if (!pending) {
    let now = () => {};
    const waited = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FLUSH_DELAY_MS);
      now = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const done = waited.then(() => write(db));
    pending = { done, now };
  }
  if (buffer.size >= FLUSH_AT_KEYS) pending.now();
  return pending.done;
}

async function write(db: Database): Promise<void> {
  // Counts added from here on go to the next write.
  const taken = [...buffer.values()];
  buffer = new Map();
  pending = null;
  try {
    await addDailyCounts(db, taken);
  } catch (error) {
    console.error(`Analytics: ${taken.length} counters could not be written (${error})`);
  }
}

/** Writes what is buffered now, without the wait (tests; nothing else needs it). */
export async function flushNow(): Promise<void> {
  const current = pending;
  if (!current) return;
  current.now();
  await current.done;
}
