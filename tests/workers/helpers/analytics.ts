import { env, runDurableObjectAlarm } from "cloudflare:test";
import { ANALYTICS_SHARDS, shardName } from "~/analytics/flush-rates";
import { sendNow } from "~/analytics/recorder.server";

/** Every analytics shard, by name (docs/decisions/083-analytics-write-rate.md). */
export function analyticsShards() {
  return Array.from({ length: ANALYTICS_SHARDS }, (_, index) =>
    env.ANALYTICS_SHARDS.getByName(shardName(index)),
  );
}

/**
 * Writes every count on its way to D1 now: the isolate sends what it holds to its shard, and
 * every shard with a flush due runs it (its alarm) at once rather than within the minute.
 */
export async function flushCounts(): Promise<void> {
  await sendNow();
  for (const shard of analyticsShards()) await runDurableObjectAlarm(shard);
}
