import { env } from "cloudflare:workers";
import type { Database } from "~/db/client.server";
import type { DailyCount } from "~/models/analytics";
import {
  ANALYTICS_SHARDS,
  ISOLATE_SEND_DELAY_MS,
  SEND_AT_COUNTERS,
  SendWindow,
  shardName,
} from "./flush-rates";
import { withinMissQuota } from "./miss-quota.server";
import { PendingCounts } from "./pending-counts";

/**
 * The counts of this Worker isolate not yet sent (docs/decisions/047-first-party-analytics.md,
 * 083-analytics-write-rate.md). A request adds its counts here and hands the rest to
 * `ctx.waitUntil`: nothing on the response path waits. The first request after a send waits
 * ISOLATE_SEND_DELAY_MS and sends what every request added meanwhile to this isolate's shard,
 * a Durable Object that writes to D1 once a minute. A failed send is logged and its counts are
 * kept for the next one; analytics never surfaces an error to a visitor.
 *
 * The environment comes from `cloudflare:workers`: the callers (the Worker's fetch handler and
 * the beacon) hand over the request's context and database only.
 */

const pending = new PendingCounts();
const sendWindow = new SendWindow(ISOLATE_SEND_DELAY_MS);
/** counts still being checked (a post published, a query within its quota) before `pending` */
let checking = 0;
/** sends started and not yet answered, in any request */
let sending = 0;
/**
 * This isolate's shard, chosen at random at its first send: an isolate sends one call a second
 * whatever it counted, and isolates are many, so the shards share the load evenly.
 */
let shard: string | undefined;

interface Waiter {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Adds `counts` (or the counts a check will give) to what this isolate holds; the send runs after
 * the answer. New queries that found nothing are charged to the client's `address`.
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
      .then((resolved) => withinMissQuota(db, env, address, resolved))
      .then((checked) => {
        pending.add(checked);
        return checked.length > 0;
      })
      .finally(() => (checking -= 1))
      .then(async (added) => {
        if (!added) return;
        if (pending.size >= SEND_AT_COUNTERS) return send();
        // One request per window waits and sends (a Worker must not await another request's
        // promise); the others' counts go with its send.
        const claimed = sendWindow.claim(Date.now());
        if (claimed === null) return;
        await delay(ISOLATE_SEND_DELAY_MS);
        if (sendWindow.isOpen(claimed)) await send();
      })
      .catch((error: unknown) => console.error(`Analytics: a count was dropped (${error})`)),
  );
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(): Promise<void> {
  sendWindow.close();
  const taken = pending.take();
  if (taken.length === 0) return;
  shard ??= shardName(Math.floor(Math.random() * ANALYTICS_SHARDS));
  sending += 1;
  try {
    await env.ANALYTICS_SHARDS.getByName(shard).add(taken);
  } catch (error) {
    // Kept, not dropped: they go with this isolate's next send. (A call that failed after the
    // shard took them would count them twice; over-counting a few beats losing them unseen.)
    pending.add(taken);
    console.error(
      `Analytics: ${taken.length} counters could not be sent to ${shard} (${error}); kept for the next send`,
    );
  } finally {
    sending -= 1;
  }
}

/**
 * Sends what this isolate holds now, without the wait, and returns once no send is under way
 * (tests: the shards then hold every count, and the requests' own timers find nothing left).
 */
export async function sendNow(): Promise<void> {
  while (checking > 0) await delay(10);
  await send();
  while (sending > 0) await delay(10);
}
