// `npm run bench:render`: what rendering a page costs the Worker, measured in workerd (the
// production build served locally by wrangler), for a converter page and the home page, each
// request a new URL so the rendered-page cache never answers (decision 022). It prints:
//
// 1. The Worker's time per render: its own `Server-Timing: worker;dur=…` header (the build
//    runs with SERVER_TIMING=on), from the start of its fetch handler to the whole page built,
//    requests sent one at a time. Local workerd's clock runs during synchronous work (unlike
//    Cloudflare's, which stands still between I/O events), so this is elapsed time in the
//    isolate: the CPU the render takes plus its waits on local D1, and whatever time the OS gave
//    other processes meanwhile. An upper bound on the render's CPU time.
// 2. workerd's own CPU time (user + system, from /proc) over those requests, per request: the
//    mean CPU of everything the request made workerd do (wrangler's proxy worker, the local D1,
//    garbage collection). Linux only.
// 3. The latency a client sees, and the same minus a static file's (median).
// 4. Throughput with 10 connections, rendered each time against a static file, as bench:web.
//
// `--profile [file.cpuprofile]` then profiles a few hundred more converter renders through
// workerd's inspector and prints where their time went (and writes the profile for DevTools).
//
// docs/decisions/055-render-cost.md says what the figures were and what brought them there.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { hotFunctions, startCpuProfile } from "./cpu-profile.mjs";
import { loadLine, loadTest, percentOf, printWorkerFloor } from "./load-test.mjs";
import { startLocalServer } from "./local-server.mjs";
import { median } from "./page-timings.mjs";
import { option, requireModernNode, run } from "./run.mjs";

requireModernNode();
const PORT = Number(option("port", "8798"));
const RENDERS = Number(option("renders", "1000"));
const WARM_UP = Number(option("warm-up", "100"));
const SECONDS = Number(option("seconds", "10"));
/** The free plan's CPU limit per request. */
const CPU_LIMIT_MS = 10;
/** @type {Array<{ name: string, path: (n: number) => string, uncached?: boolean }>} the n-th request's URL */
const PAGES = [
  { name: "converter page", path: (n) => `/length-converter?value=${n}&from=foot&to=meter` },
  { name: "home", path: (n) => `/?n=${n}` },
  // React Router's own render through this Worker: the floor under every page (bare-page.tsx).
  // The page cache never holds it, so its answers carry no X-Page-Cache to check.
  { name: "bare page", path: (n) => `/bench/bare-page?n=${n}`, uncached: true },
];
const CONVERTER = /** @type {{ name: string, path: (n: number) => string }} */ (PAGES[0]);
const STATIC_FILE = "/favicon.svg";
const PROFILE = process.argv.includes("--profile");
const PROFILE_FILE = option("profile");
const INSPECTOR_PORT = Number(option("inspector-port", String(PORT + 1000)));

if (!process.argv.includes("--skip-build")) await run("npm", ["run", "build"]);

// Its own state, so the guides written below stay for the next run.
const server = await startLocalServer({
  port: PORT,
  persistTo: ".wrangler/bench-render-state",
  vars: { SERVER_TIMING: "on" },
  inspectorPort: PROFILE ? INSPECTOR_PORT : undefined,
});
try {
  if (!process.argv.includes("--no-guides")) await waitForGuides(server.origin);
  await timePerRender(server.origin, server.pid);
  await throughput(server.origin);
  if (PROFILE) await profileRenders(server.origin);
} finally {
  await server.stop();
}

/**
 * Converter pages show their published guide, as in production: fires the nightly job (the
 * local writer writes every missing guide) and waits until the published guides stop changing,
 * so no write gives the content a new version in the middle of the measurements.
 * @param {string} origin
 */
async function waitForGuides(origin) {
  const cron = encodeURIComponent("30 3 * * *");
  const fired = await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${cron}`);
  if (!fired.ok) throw new Error(`The nightly job could not be started (${fired.status})`);
  let last = -1;
  let steady = 0;
  const started = Date.now();
  while (steady < 3) {
    if (Date.now() - started > 180_000) throw new Error("The guides were not written in 3 min");
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const response = await fetch(`${origin}/api/content`);
    const published = response.ok ? (await response.json()).length : -1;
    steady = published > 0 && published === last ? steady + 1 : 0;
    last = published;
  }
  console.log(`Guides: ${last} published.`);
}

/**
 * @param {string} origin
 * @param {number | undefined} group the server's process group (workerd runs in it)
 */
async function timePerRender(origin, group) {
  console.log(
    `\n## Time per render in workerd (${RENDERS} requests one at a time, each a new URL, after ${WARM_UP} to warm up)`,
  );
  const workerd = workerdProcesses(group);
  const file = await sequential(origin, () => STATIC_FILE, { count: RENDERS, warmUp: WARM_UP });
  const fileLatency = median(file.latencies);
  for (const page of PAGES) {
    // The warm-up's URLs come after the measured ones', so every measured URL is new too.
    const before = cpuSeconds(workerd);
    const result = await sequential(origin, page.path, {
      count: RENDERS,
      warmUp: WARM_UP,
      rendered: !page.uncached,
    });
    const after = cpuSeconds(workerd);
    const cpu =
      before === null || after === null
        ? "unknown (no /proc)"
        : `${(((after - before) * 1000) / (RENDERS + WARM_UP)).toFixed(2)} ms mean`;
    console.log(`\n${page.name} (${page.path(1)}, …)`);
    console.log(`  Worker time (Server-Timing)  ${summary(result.serverTimes)}`);
    if (!page.uncached) {
      console.log(`  without the Cache API lookup ${summary(result.workTimes)}`);
    }
    console.log(`  workerd CPU per request      ${cpu}`);
    console.log(`  client latency               ${summary(result.latencies)}`);
    console.log(
      `  latency − static file's      ${(median(result.latencies) - fileLatency).toFixed(2)} ms median`,
    );
    const over = result.serverTimes.filter((ms) => ms > CPU_LIMIT_MS).length;
    console.log(
      `  over ${CPU_LIMIT_MS} ms (the free plan's CPU limit): ${over} of ${RENDERS} (by Worker time, an upper bound on CPU)`,
    );
  }
  console.log(`\nstatic file (${STATIC_FILE}): client latency ${summary(file.latencies)}`);
  console.log(
    "\nWorker time: elapsed in the isolate from fetch to the page built, as local workerd's clock runs (CPU plus waits on local D1; whole milliseconds, the clock's step).",
  );
  console.log(
    "Without the Cache API lookup: the same less the time the Worker waited for the page cache's second level (Server-Timing cache;dur): a wait, which Cloudflare does not count as CPU, and here a round trip to wrangler's simulation of the Cache API (decision 092).",
  );
  console.log(
    "workerd CPU: the workerd process's user + system time over the run (warm-up included) / its requests: the page, wrangler's proxy, local D1, garbage collection, and the work left for after the answer (the visit counts).",
  );
}

/**
 * Sends `count` requests one at a time over one connection (after `warmUp` unmeasured ones),
 * each to `path(n)`.
 * @param {string} origin
 * @param {(n: number) => string} path
 * @param {{ count: number, warmUp: number, rendered?: boolean }} options
 *   `rendered`: every answer must say it was rendered, not served from the page cache
 */
async function sequential(origin, path, { count, warmUp, rendered = false }) {
  /** @type {number[]} */
  const serverTimes = [];
  /** @type {number[]} the Worker's time without its wait for the Cache API's lookup */
  const workTimes = [];
  /** @type {number[]} */
  const latencies = [];
  for (let i = 0; i < warmUp + count; i++) {
    const n = i < warmUp ? count + i + 1 : i - warmUp + 1;
    const started = performance.now();
    const response = await fetch(`${origin}${path(n)}`);
    await response.arrayBuffer();
    const latency = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path(n)}: status ${response.status}`);
    if (rendered && response.headers.get("X-Page-Cache") !== "miss") {
      throw new Error(
        `${path(n)}: not rendered (X-Page-Cache: ${response.headers.get("X-Page-Cache")})`,
      );
    }
    if (i < warmUp) continue;
    latencies.push(latency);
    const header = response.headers.get("Server-Timing") ?? "";
    const timing = /worker;dur=([\d.]+)/.exec(header);
    if (timing) {
      serverTimes.push(Number(timing[1]));
      const cache = /cache;dur=([\d.]+)/.exec(header);
      workTimes.push(Number(timing[1]) - Number(cache?.[1] ?? 0));
    }
  }
  if (serverTimes.length === 0 && rendered) {
    throw new Error("No Server-Timing header: is SERVER_TIMING passed to the Worker?");
  }
  return { serverTimes, workTimes, latencies };
}

/** @param {string} origin */
async function throughput(origin) {
  console.log(`\n## Throughput (${SECONDS} s each, 10 connections)`);
  const converter = CONVERTER;
  const rendered = await loadTest({
    origin,
    path: converter.path(0),
    seconds: SECONDS,
    // far from the values measured above: every URL new
    unique: (n) => converter.path(1_000_000 + n),
  });
  const file = await loadTest({ origin, path: STATIC_FILE, seconds: SECONDS });
  console.log(loadLine(rendered, "converter page, every request a new URL (rendered each time)"));
  console.log(loadLine(file, `static file (${STATIC_FILE})`));
  console.log(
    `rendered each time / static file: ${percentOf(rendered.rps, file.rps)} (for information, not a target: locally it measures wrangler's proxy and Cache API simulation more than the app; decision 093)`,
  );
  await printWorkerFloor(origin, SECONDS, file.rps);
}

/**
 * Profiles converter renders (new URLs again) and prints the functions that took most time.
 * @param {string} origin
 */
async function profileRenders(origin) {
  const count = Math.min(RENDERS, 300);
  console.log(`\n## CPU profile of ${count} converter renders (one at a time)`);
  const profiler = await startCpuProfile(INSPECTOR_PORT);
  await sequential(origin, (n) => CONVERTER.path(2_000_000 + n), {
    count,
    warmUp: 0,
    rendered: true,
  });
  const profile = await profiler.stop();
  if (PROFILE_FILE && !PROFILE_FILE.startsWith("--")) {
    writeFileSync(PROFILE_FILE, JSON.stringify(profile));
    console.log(`written to ${PROFILE_FILE} (open it in Chrome DevTools' Performance panel)`);
  }
  const { busyMs, self, total } = hotFunctions(profile, { per: count });
  console.log(`sampled JavaScript time (not idle), per render: ${busyMs.toFixed(2)} ms`);
  console.log("\nself time per render:");
  for (const line of self) console.log(`  ${line}`);
  console.log("\ntotal time per render (with what it calls):");
  for (const line of total) console.log(`  ${line}`);
}

/**
 * Median, p90, p99 and max (nearest rank), in ms.
 * @param {number[]} values
 */
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  /** @param {number} p */
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  /** @param {number} v */
  const ms = (v) => `${v.toFixed(2)}`.padStart(7);
  // The mean shows what whole-millisecond steps hide, e.g. an A/B of a change under 1 ms.
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return `median ${ms(at(0.5))}   p90 ${ms(at(0.9))}   p99 ${ms(at(0.99))}   max ${ms(sorted[sorted.length - 1] ?? NaN)}   mean ${ms(mean)} ms`;
}

/**
 * The ids of the workerd processes in the server's process group.
 * @param {number | undefined} group
 * @returns {number[]}
 */
function workerdProcesses(group) {
  if (group === undefined || process.platform !== "linux") return [];
  const lines = execFileSync("ps", ["-e", "-o", "pid=,pgid=,comm="], { encoding: "utf8" });
  return lines
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid, comm]) => Number(pgid) === group && comm === "workerd")
    .map(([pid]) => Number(pid));
}

/**
 * User + system CPU seconds the processes have used, or null when they cannot be read.
 * @param {number[]} pids
 */
function cpuSeconds(pids) {
  if (pids.length === 0) return null;
  const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks / ticksPerSecond;
}
