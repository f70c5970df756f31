// `npm run bench:api`: serves the production build locally (workerd through wrangler) and prints
// the public API's throughput and latency (autocannon) against a static file on the same server,
// with and without a conditional request; what a burst over the rate limit gets; and the latency
// of the fuzz test's generated requests, sent one at a time.
//
// The throughput and fuzz runs raise the limits (one client would otherwise get 429s after ten
// requests): every request still goes through the client's Durable Object. The burst runs on a
// second server with the configured limits, the fuzz requests on a third.
//
// Options: --skip-build, --port N, --seconds N and --rounds N (throughput), --fuzz-requests N
// and --fuzz-seed N (the generated requests), --fuzz-only (only that section).
import autocannon from "autocannon";
import { rm } from "node:fs/promises";
// Node strips the module's types (it keeps to erasable syntax): one generator for the test and
// this benchmark.
import {
  DEFAULT_FUZZ_SEED,
  fuzzRequest,
  seededRandom,
} from "../tests/workers/helpers/fuzz-inputs.ts";
import { percentOf } from "./load-test.mjs";
import { median } from "./page-timings.mjs";
import { startLocalServer } from "./local-server.mjs";
import { option, requireModernNode, run } from "./run.mjs";

requireModernNode();
const PORT = Number(option("port", "8798"));
const SECONDS = Number(option("seconds", "10"));
const ROUNDS = Number(option("rounds", "3"));
const FUZZ_REQUESTS = Number(option("fuzz-requests", "2000"));
const FUZZ_SEED = Number(option("fuzz-seed", String(DEFAULT_FUZZ_SEED)));
const FUZZ_ONLY = process.argv.includes("--fuzz-only");
const PERSIST = ".wrangler/bench-api-state";
const CONVERT = "/api/convert?value=5&from=ft&to=m";
const RAISED_LIMITS = {
  API_RATE_LIMIT_PER_SECOND: "100000000",
  API_RATE_LIMIT_PER_HOUR: "100000000",
};

if (!Number.isInteger(FUZZ_REQUESTS) || FUZZ_REQUESTS < 1) {
  console.error("--fuzz-requests takes a whole number of requests, at least 1.");
  process.exit(1);
}
if (!Number.isInteger(FUZZ_SEED)) {
  console.error("--fuzz-seed takes a whole number.");
  process.exit(1);
}

if (!process.argv.includes("--skip-build")) await run("npm", ["run", "build"]);

if (!FUZZ_ONLY) await throughput();
if (!FUZZ_ONLY) await burst();
await fuzzLatency();

async function throughput() {
  await withServer(RAISED_LIMITS, async (origin) => {
    console.log(
      `\n## Throughput (${ROUNDS} runs of ${SECONDS} s each, 10 connections, limits raised): median (range)`,
    );
    const etag = (await fetch(`${origin}${CONVERT}`)).headers.get("ETag") ?? "";
    const rows = [
      { name: "static file (/favicon.svg)", path: "/favicon.svg", headers: {} },
      { name: "GET /api/categories", path: "/api/categories", headers: {} },
      { name: `GET ${CONVERT}`, path: CONVERT, headers: {} },
      {
        name: `GET ${CONVERT} with If-None-Match (304)`,
        path: CONVERT,
        headers: { "If-None-Match": etag },
      },
    ];
    /** @type {Map<string, { rps: number, p50: number, p99: number, statuses: Set<string> }[]>} */
    const runs = new Map(rows.map((row) => [row.name, []]));
    // Rounds interleave the rows, so a slow spell of the machine touches all of them alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const row of rows) {
        const result = await autocannon({
          url: `${origin}${row.path}`,
          connections: 10,
          duration: SECONDS,
          headers: row.headers,
        });
        runs.get(row.name)?.push({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          statuses: new Set(Object.keys(result.statusCodeStats ?? {})),
        });
      }
    }
    const medians = rows.map((row) => {
      const measured = runs.get(row.name) ?? [];
      const rps = measured.map((m) => m.rps);
      const statuses = [...new Set(measured.flatMap((m) => [...m.statuses]))].join("/");
      console.log(
        `${median(rps).toFixed(0).padStart(6)} req/s (${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)})   p50 ${String(median(measured.map((m) => m.p50))).padStart(3)} ms   p99 ${String(median(measured.map((m) => m.p99))).padStart(3)} ms   ${statuses}   ${row.name}`,
      );
      return median(rps);
    });
    const [file = 1, , convert = 0, conditional = 0] = medians;
    console.log(
      `GET /api/convert / static file: ${percentOf(convert, file)}; with If-None-Match: ${percentOf(conditional, file)} (medians of ${ROUNDS} runs; range in brackets)`,
    );
  });
}

async function burst() {
  await withServer({}, async (origin) => {
    console.log("\n## A burst of 50 requests at once from one client (configured limits)");
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${origin}${CONVERT}`)),
    );
    const took = Date.now() - started;
    /** @param {number} status */
    const count = (status) => answers.filter((a) => a.status === status).length;
    const refused = answers.find((a) => a.status === 429);
    console.log(`${count(200)} answered 200, ${count(429)} refused 429, in ${took} ms`);
    if (refused) {
      console.log(
        `429 headers: Retry-After ${refused.headers.get("Retry-After")}   RateLimit ${refused.headers.get("RateLimit")}`,
      );
      console.log(`429 body: ${await refused.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await fetch(`${origin}${CONVERT}`);
    console.log(
      `one more after 1.1 s: ${after.status}   RateLimit ${after.headers.get("RateLimit")}`,
    );
  });
}

/**
 * The fuzz test's generated requests (tests/workers/helpers/fuzz-inputs.ts, the same seed), sent
 * one at a time: how long each takes from sending it to having read the whole answer, through
 * wrangler's local proxy to workerd. The test checks what they are answered; this measures how
 * fast, which a test cannot do reliably on a shared machine (decision 004).
 */
async function fuzzLatency() {
  await withServer(RAISED_LIMITS, async (origin) => {
    console.log(
      `\n## The fuzz test's generated requests, one at a time (${FUZZ_REQUESTS}, seed ${FUZZ_SEED}, limits raised)`,
    );
    // The first API request starts the client's Durable Object: a one-off, not a request's cost.
    await (await fetch(`${origin}${CONVERT}`)).arrayBuffer();
    const random = seededRandom(FUZZ_SEED);
    /** @type {{ ms: number, status: number, what: string }[]} */
    const measured = [];
    /** @type {Map<number, number>} */
    const statuses = new Map();
    let failed = 0;
    for (let index = 0; index < FUZZ_REQUESTS; index++) {
      const request = fuzzRequest(random);
      const what = `#${index} ${request.method} ${truncate(request.path, 90)}`;
      const started = performance.now();
      try {
        const response = await fetch(`${origin}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        await response.arrayBuffer();
        const took = performance.now() - started;
        measured.push({ ms: took, status: response.status, what });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch (error) {
        // Not an answer, so no latency: counted and shown, never averaged in.
        failed++;
        if (failed <= 5) console.log(`no answer: ${what}: ${String(error)}`);
      }
    }
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `statuses ${summary.join(" ")}${failed ? `; ${failed} got no answer (not in the figures)` : ""}`,
    );
    if (!measured.length) return;
    const times = measured.map((m) => m.ms).sort((a, b) => a - b);
    const over50 = times.filter((time) => time > 50).length;
    console.log(
      `latency of ${times.length} answers (ms): median ${formatMs(percentile(times, 50))}   p90 ${formatMs(percentile(times, 90))}   p99 ${formatMs(percentile(times, 99))}   max ${formatMs(times.at(-1) ?? 0)}   over 50 ms: ${over50}`,
    );
    console.log("the 5 slowest:");
    for (const slow of [...measured].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
      console.log(`${formatMs(slow.ms).padStart(8)} ms   ${slow.status}   ${slow.what}`);
    }
  });
}

/**
 * @param {Record<string, string>} vars
 * @param {(origin: string) => Promise<void>} use
 */
async function withServer(vars, use) {
  // Fresh state each time: the limit windows of one run must not carry into the next.
  await rm(PERSIST, { recursive: true, force: true });
  const server = await startLocalServer({ port: PORT, persistTo: PERSIST, vars });
  try {
    await use(server.origin);
  } finally {
    await server.stop();
  }
}

/**
 * The nearest-rank percentile: a time one of the requests actually took.
 * @param {number[]} sorted ascending, not empty
 * @param {number} p 0–100
 */
function percentile(sorted, p) {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

/** @param {number} value milliseconds */
function formatMs(value) {
  return value.toFixed(1);
}

/**
 * @param {string} text
 * @param {number} length
 */
function truncate(text, length) {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}
