import type { PageStore } from "./shared-page-cache.server";

/**
 * The Worker's own time per request as a `Server-Timing` header, for `npm run bench:render`
 * (docs/decisions/055-render-cost.md). Off unless the `SERVER_TIMING` var is "on": the figure is
 * for measuring on a local workerd, whose clock runs during synchronous work; on Cloudflare the
 * clock stands still between I/O events (a Spectre mitigation), so there it would mostly show
 * time spent waiting. The same switch lets the page cache's X-Page-Cache out (the benchmarks
 * read it); off, neither header leaves.
 */

export function serverTimingEnabled(env: { SERVER_TIMING?: string }): boolean {
  return env.SERVER_TIMING === "on";
}

/**
 * Adds `worker;dur=<ms>` to the response's headers (which must be mutable: the Worker's own
 * responses are, once withSecurityHeaders has copied them). `milliseconds` is the time from the
 * start of the Worker's fetch handler to a response whose body is complete when the page was
 * rendered whole (every page the Worker keeps is, and so is a crawler's), else to its headers.
 * `cacheWaitMs`, as `cache;dur=<ms>`, is the part of it spent waiting for the Cache API's lookup
 * of the page (pageStoreTimed): a wait, not work, and on the local stack a round trip to a
 * simulation.
 */
export function withServerTiming(
  response: Response,
  milliseconds: number,
  cacheWaitMs = 0,
): Response {
  response.headers.append(
    "Server-Timing",
    `worker;dur=${milliseconds.toFixed(3)}, cache;dur=${cacheWaitMs.toFixed(3)}`,
  );
  return response;
}

/** The time a request has waited for the page store, added up while measuring. */
export interface StoreWaits {
  ms: number;
}

/** `store` with the time each lookup waits added to `waits` (measuring only). */
export function pageStoreTimed(store: PageStore, waits: StoreWaits): PageStore {
  return {
    async match(...args) {
      const started = performance.now();
      try {
        return await store.match(...args);
      } finally {
        waits.ms += performance.now() - started;
      }
    },
    put: (...args) => store.put(...args),
  };
}
