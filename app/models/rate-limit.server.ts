import { eq, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/**
 * Fixed-window rate limits kept in D1, shared by every Worker instance. A window opens at a
 * key's first hit and lasts `windowSeconds`; hits beyond `limit` inside it are refused until it
 * ends. Keys name the action and the subject: `contact:203.0.113.7`, `login:ada`. Use one rule
 * per key prefix: the window length is fixed when a window opens.
 */

export interface RateLimitRule {
  /** hits allowed in one window */
  limit: number;
  /** length of a window, in seconds */
  windowSeconds: number;
}

export interface RateLimitResult {
  /** whether this hit (or, for `peekRateLimit`, the next one) is within the limit */
  allowed: boolean;
  limit: number;
  /** hits still allowed in the current window */
  remaining: number;
  /** when the current window ends */
  resetAt: Date;
  /** whole seconds until the window ends (at least 1): the value for a Retry-After header */
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` and says whether it is allowed. The count, the window's start
 * and the pruning of ended windows happen in one atomic D1 batch, so concurrent requests never
 * lose a hit.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const newResetAt = now + rule.windowSeconds * 1000;
  const windowEnded = sql`${rateLimits.resetAt} <= ${now}`;
  const [, rows] = await db.batch([
    // Ended windows are pruned as hits arrive: an index range over expired rows only.
    db.delete(rateLimits).where(lte(rateLimits.resetAt, now)),
    db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: newResetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${windowEnded} THEN ${newResetAt} ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt }),
  ]);
  const row = rows[0] ?? { count: 1, resetAt: newResetAt };
  return result(rule, row.count, row.resetAt, now, row.count <= rule.limit);
}

/** The state of `key` without counting a hit: for checks before an expensive step (a login). */
export async function peekRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const row = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .get();
  if (!row || row.resetAt <= now) {
    return result(rule, 0, now + rule.windowSeconds * 1000, now, true);
  }
  return result(rule, row.count, row.resetAt, now, row.count < rule.limit);
}

/** Forgets `key`'s window, e.g. after a successful login ends a run of failed ones. */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Headers for a refused request: `Retry-After` in seconds (RFC 9110 §10.2.3). */
export function retryAfterHeaders(result: RateLimitResult): Record<string, string> {
  return { "Retry-After": String(result.retryAfterSeconds) };
}

function result(
  rule: RateLimitRule,
  count: number,
  resetAt: number,
  now: number,
  allowed: boolean,
): RateLimitResult {
  return {
    allowed,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetAt: new Date(resetAt),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  };
}
