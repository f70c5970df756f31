import type { Database } from "~/db/client.server";
import type { DailyCount } from "~/models/analytics";
import { hasDailyKey } from "~/models/analytics.server";
import type { LimitPolicy } from "~/public-api/limits/policy";
import { chargeClient } from "~/public-api/limits/meter.server";

/**
 * How many queries that found nothing are kept by their words (docs/decisions/047-first-party-
 * analytics.md, amended): each new one is a row of its own, and anyone can send new text, so a
 * day keeps at most so many site-wide and one address may add only a few. Past either, the
 * search still counts, under "" (a number only).
 */

/** New kept queries a UTC day may hold, site-wide (checked when a shard writes to D1). */
export const MISS_QUERIES_PER_DAY = 1000;

/**
 * New kept queries one address may add in 24 hours. The address's own limiter object keeps the
 * window (the public API's, decision 027, under a name of its own), so the quota writes nothing
 * to D1 (decision 083).
 */
const MISS_QUERIES_PER_ADDRESS: LimitPolicy = [
  { name: "search-miss", quota: 20, seconds: 24 * 60 * 60 },
];

/**
 * `counts` with each query the day does not hold yet charged to `address`; one over its quota is
 * counted under "" instead, and so is one whose charge failed (the search still counts).
 * Queries already kept today cost nothing.
 */
export async function withinMissQuota(
  db: Database,
  env: Env,
  address: string,
  counts: readonly DailyCount[],
): Promise<DailyCount[]> {
  return Promise.all(
    counts.map(async (count) => {
      if (count.metric !== "search_miss" || count.key === "") return count;
      if (await hasDailyKey(db, count.day, count.metric, count.key)) return count;
      try {
        const quota = await chargeClient(
          env,
          `search-miss:${address}`,
          1,
          Date.now(),
          MISS_QUERIES_PER_ADDRESS,
        );
        return quota.allowed ? count : { ...count, key: "" };
      } catch (error) {
        console.error(`Analytics: could not charge a kept query to ${address} (${error})`);
        return { ...count, key: "" };
      }
    }),
  );
}
