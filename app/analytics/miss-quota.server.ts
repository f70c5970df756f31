import type { Database } from "~/db/client.server";
import type { DailyCount } from "~/models/analytics";
import { hasDailyKey } from "~/models/analytics.server";
import { consumeRateLimit, type RateLimitRule } from "~/models/rate-limit.server";

/**
 * How many queries that found nothing are kept by their words (docs/decisions/047-first-party-
 * analytics.md, amended): each new one is a row of its own, and anyone can send new text, so a
 * day keeps at most so many site-wide and one address may add only a few. Past either, the
 * search still counts, under "" (a number only).
 */

/** New kept queries a UTC day may hold, site-wide. */
export const MISS_QUERIES_PER_DAY = 1000;
/** New kept queries one address may add in 24 hours. */
const MISS_QUERIES_PER_ADDRESS: RateLimitRule = { limit: 20, windowSeconds: 24 * 60 * 60 };

/**
 * `counts` with each query the day does not hold yet charged to `address`; one over its quota is
 * counted under "" instead. Queries already kept today cost nothing.
 */
export async function withinMissQuota(
  db: Database,
  address: string,
  counts: readonly DailyCount[],
): Promise<DailyCount[]> {
  return Promise.all(
    counts.map(async (count) => {
      if (count.metric !== "search_miss" || count.key === "") return count;
      if (await hasDailyKey(db, count.day, count.metric, count.key)) return count;
      const quota = await consumeRateLimit(db, `search-miss:${address}`, MISS_QUERIES_PER_ADDRESS);
      return quota.allowed ? count : { ...count, key: "" };
    }),
  );
}
