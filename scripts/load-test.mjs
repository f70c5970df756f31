// Throughput under load, shared by the benchmarks that compare a page with a static file from
// the same server (bench:web, bench:render): autocannon, 10 connections, for a few seconds.
import autocannon from "autocannon";

/**
 * @typedef {{ rps: number, p50: number, p99: number, errors: number }} LoadResult
 */

/**
 * Loads `origin + path` with `connections` connections for `seconds` seconds.
 * @param {{ origin: string, path: string, seconds: number, connections?: number,
 *   unique?: (counter: number) => string }} options
 *   `unique`: the path of the n-th request, a new URL every time (so no cache answers)
 * @returns {Promise<LoadResult>}
 */
export async function loadTest({ origin, path, seconds, connections = 10, unique }) {
  let counter = 0;
  const result = await autocannon({
    url: `${origin}${path}`,
    connections,
    duration: seconds,
    requests: unique
      ? [{ setupRequest: (request) => ({ ...request, path: unique(++counter) }) }]
      : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * One line of a load table: req/s, latency percentiles, errors and what was loaded.
 * @param {LoadResult} r
 * @param {string} name
 */
export function loadLine(r, name) {
  return `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   errors ${r.errors}   ${name}`;
}
