import { AsyncLocalStorage } from "node:async_hooks";

/**
 * D1 round trips, counted per request and, for the benchmarks, made slow (issue 32). On
 * Cloudflare every D1 call from a Worker far from the database's primary costs a network round
 * trip; locally it costs nothing, so the local stack cannot show what a distant visitor waits.
 * The Worker measures only when asked (`SERVER_TIMING` on, or `D1_LATENCY_MS` set by
 * `npm run bench:edge`): its routed D1 binding then runs each statement (`first`, `all`, `run`,
 * `raw`), each `batch` and each `exec` through measuredRoundTrip, one round trip counted for the
 * request it belongs to, waiting `latencyMs` first. The request's count when its answer leaves is what it waited for
 * before the first byte; what it does later (`waitUntil`) is counted apart.
 */

interface RequestTrips {
  /** round trips made so far */
  count: number;
  /** the SQL of each, in order (a batch's statements joined by "; "): what a test prints */
  readonly queries: string[];
}

const current = new AsyncLocalStorage<RequestTrips>();

/**
 * Runs `work` (a request's handling) with its own count of D1 round trips, or within the count
 * already running (a test that counts a call to the Worker sees the same trips).
 */
export function countingRoundTrips<T>(work: (trips: RequestTrips) => Promise<T>): Promise<T> {
  const trips: RequestTrips = current.getStore() ?? { count: 0, queries: [] };
  return current.run(trips, () => work(trips));
}

/**
 * Runs `work` outside the request's count: reads after the answer (`waitUntil`), which the
 * answer does not wait for.
 */
export function inTheBackground<T>(work: () => Promise<T>): Promise<T> {
  return current.run(undefined as unknown as RequestTrips, work);
}

/** What runs each D1 round trip: the call itself, and its SQL (a batch's joined by "; "). */
export type RoundTrip = <T>(sql: string, call: () => Promise<T>) => Promise<T>;

const measured = new Map<number, RoundTrip>();

/**
 * Round trips counted for the request they belong to, each waiting `latencyMs` first (0: none):
 * the hook `routedD1` (request-d1.server.ts) runs every statement and batch through when
 * measuring. One per latency, so the routed binding and its drizzle client stay cached.
 */
export function measuredRoundTrip(latencyMs: number): RoundTrip {
  let roundTrip = measured.get(latencyMs);
  if (!roundTrip) {
    roundTrip = async (sql, call) => {
      const trips = current.getStore();
      if (trips) {
        trips.count += 1;
        trips.queries.push(sql);
      }
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      return call();
    };
    measured.set(latencyMs, roundTrip);
  }
  return roundTrip;
}
