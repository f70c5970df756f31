// Throughput under load, shared by the benchmarks that compare a page with a static file from
// the same server (bench:web, bench:render): autocannon, 10 connections, for a few seconds.
import autocannon from "autocannon";

/**
 * @typedef {{ rps: number, p50: number, p99: number, errors: number }} LoadResult
 */

/**
 * Loads `origin + path` with `connections` connections for `seconds` seconds.
 * @param {{ origin: string, path: string, seconds: number, connections?: number,
 *   unique?: (counter: number) => string, status?: number }} options
 *   `unique`: the path of the n-th request, a new URL every time (so no cache answers);
 *   `status`: the status every answer should have (any 2xx when not given); others are errors
 * @returns {Promise<LoadResult>}
 */
export async function loadTest({ origin, path, seconds, connections = 10, unique, status }) {
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
    errors:
      result.errors +
      (status === undefined
        ? result.non2xx
        : Object.entries(result.statusCodeStats ?? {})
            .filter(([code]) => Number(code) !== status)
            .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0)),
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

/**
 * `part` as a whole-number percentage of `whole`: "42%".
 * @param {number} part
 * @param {number} whole
 */
export function percentOf(part, whole) {
  return `${((part / whole) * 100).toFixed(0)}%`;
}

/**
 * What any answer of the Worker costs on this server, below which no rendered page can go: a
 * redirect the Worker makes before the app (no rendering), and the smallest document the app
 * renders, its not-found page (about a hundred elements besides its footer), at a new URL each
 * time. Printed with the static file's rate beside them (decision 055).
 * @param {string} origin
 * @param {number} seconds
 * @param {number} fileRps the static file's rate on the same server
 */
export async function printWorkerFloor(origin, seconds, fileRps) {
  const started = Date.now();
  const redirect = await loadTest({ origin, path: "/about/", seconds, status: 301 });
  const notFound = await loadTest({
    origin,
    path: "/no-such-page",
    seconds,
    status: 404,
    unique: (n) => `/no-such-page-${started}-${n}`,
  });
  const share = (/** @type {LoadResult} */ r) => percentOf(r.rps, fileRps);
  console.log(
    loadLine(
      redirect,
      `the Worker's redirect of /about/ (no rendering): ${share(redirect)} of the static file`,
    ),
  );
  console.log(
    loadLine(
      notFound,
      `the smallest page the app renders (not found), a new URL each time: ${share(notFound)} of the static file`,
    ),
  );
}
