import { DurableObject } from "cloudflare:workers";
import { database, type Database } from "~/db/client.server";
import type { DailyCount } from "~/models/analytics";
import { addDailyCounts } from "~/models/analytics.server";
import { FLUSH_BATCH_COUNTERS, shardFlushIntervalMs } from "./flush-rates";
import { MISS_QUERIES_PER_DAY } from "./miss-quota.server";
import { addedTo, counterId } from "./pending-counts";

/**
 * One of the few objects that add up the visit counts of every Worker isolate and write them to
 * D1 once a minute (docs/decisions/083-analytics-write-rate.md), so D1's writes do not grow with
 * traffic. Counts it accepts are in its storage before the sender hears back, so they outlive
 * the object's eviction. A batch D1 refuses stays held and goes with the next flush, but for
 * what a counter D1 always refuses would hold back with it; nothing is dropped. Counts only add
 * up, so which shard holds which part does not matter.
 */
export class AnalyticsCounterShard extends DurableObject<Env> {
  /** Adds an isolate's counts to what this shard holds; a flush is then due within the interval. */
  async add(counts: readonly DailyCount[]): Promise<void> {
    const kv = this.ctx.storage.kv;
    for (const count of counts) {
      if (!(count.count > 0)) continue;
      const id = storageKey(count);
      kv.put(id, addedTo(kv.get<DailyCount>(id), count));
    }
    await this.flushLater();
  }

  /** The counts held, not yet written to D1. */
  held(): DailyCount[] {
    return Array.from(
      this.ctx.storage.kv.list<DailyCount>({ prefix: PREFIX }),
      ([, count]) => count,
    );
  }

  /** The flush: what is held goes to D1 as adding upserts, FLUSH_BATCH_COUNTERS per batch. */
  override async alarm(): Promise<void> {
    const held = this.held();
    const db = database(this.env.DB);
    for (let start = 0; start < held.length; start += FLUSH_BATCH_COUNTERS) {
      const batch = held.slice(start, start + FLUSH_BATCH_COUNTERS);
      if (!(await this.flushBatch(db, batch))) break;
    }
    if (this.held().length > 0) await this.flushLater();
  }

  /**
   * Writes `batch`. When D1 refuses it, the fault may be one counter D1 always refuses, which
   * would hold back its whole batch for ever: the batch is written in halves, and the half
   * refused again, until the counter at fault is alone. It stays held and logged at each flush.
   * When both halves are refused, D1 refuses writes: everything stays held, and the flush stops
   * (false). Nothing is dropped; about 2 log2(n) writes find one counter at fault.
   */
  private async flushBatch(db: Database, batch: readonly DailyCount[]): Promise<boolean> {
    const refused = await this.write(db, batch);
    if (!refused) return true;
    let suspects = batch;
    let error = refused.error;
    while (suspects.length > 1) {
      const half = Math.ceil(suspects.length / 2);
      const first = suspects.slice(0, half);
      const second = suspects.slice(half);
      const firstRefused = await this.write(db, first);
      const secondRefused = await this.write(db, second);
      if (firstRefused && secondRefused) {
        logKept(`${suspects.length} counters`, firstRefused.error);
        return false;
      }
      if (!firstRefused && !secondRefused) return true;
      suspects = firstRefused ? first : second;
      error = (firstRefused ?? secondRefused)!.error;
    }
    const alone = suspects[0]!;
    logKept(`the counter ${alone.metric} "${alone.key}" of ${alone.day}`, error);
    return true;
  }

  /** Writes `counts` in one D1 batch (one transaction) and forgets them; or what D1 said. */
  private async write(
    db: Database,
    counts: readonly DailyCount[],
  ): Promise<{ error: unknown } | null> {
    try {
      // The day's cap on kept queries is checked in the batch itself, so shards flushing at
      // once cannot pass it together (decision 047).
      await addDailyCounts(db, counts, { search_miss: MISS_QUERIES_PER_DAY });
      this.forget(counts);
      return null;
    } catch (error) {
      return { error };
    }
  }

  /**
   * Takes `written` off what is held. Isolates may have added to the same counters while D1
   * was writing (an object takes other calls while it waits on the network), so it subtracts
   * rather than deletes.
   */
  private forget(written: readonly DailyCount[]): void {
    const kv = this.ctx.storage.kv;
    for (const count of written) {
      const id = storageKey(count);
      const left = (kv.get<DailyCount>(id)?.count ?? 0) - count.count;
      if (left > 0) kv.put(id, { ...count, count: left });
      else kv.delete(id);
    }
  }

  /** Sets the alarm for one interval from now, unless one is set (a flush after a failure too). */
  private async flushLater(): Promise<void> {
    const storage = this.ctx.storage;
    if ((await storage.getAlarm()) !== null) return;
    await storage.setAlarm(Date.now() + shardFlushIntervalMs(this.env.ANALYTICS_FLUSH_SECONDS));
  }
}

const PREFIX = "count:";

/** Says what a flush kept because D1 refused it. */
function logKept(what: string, error: unknown): void {
  console.error(
    `Analytics: a shard could not write ${what} to D1 (${error}); they are kept for its next flush`,
  );
}

function storageKey(count: DailyCount): string {
  return PREFIX + counterId(count);
}
