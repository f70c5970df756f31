// `npm run bench:edge`: what a visitor far from the database waits for (issue 32). On Cloudflare
// D1 has one primary region, and every query from a Worker elsewhere is a network round trip;
// locally a query costs nothing. So this serves the production build locally with every D1 call
// delayed by `--latency` ms (100 by default: D1_LATENCY_MS, a wrapper only the measuring switch
// turns on, app/db/round-trips.server.ts), and prints, per page type and API call:
//
// - the D1 round trips the answer waited for before its first byte (X-D1-Round-Trips), and
// - the time to its first byte (fetch's response, headers received), median and range,
//
// in a fresh isolate (the server restarted, and readied on a static file the Worker never sees,
// so the request timed is the isolate's first: the server build's import included; local
// workerd evaluates the entry module when it starts, before any request) and warm (the
// same isolate afterwards, each request a new URL so no page cache answers). The first row of a
// fresh isolate at no latency is the cold start, printed with the entry module's evaluation
// measured apart (scripts/module-import.mjs), and ICU's start, which the restarted process pays
// and an isolate in a running one does not (scripts/icu-start.mjs). Requests are sent one at a
// time.
//
// It ends with the simulation of the D1 writes the visit counts make (decision 083).
//
// Options: --latency <ms> (100), --runs <n> warm requests per row (7), --fresh <n> restarts per
// row (3), --port <n> (8797), --skip-build.
import { execFileSync } from "node:child_process";
import { printWriteSimulation } from "./analytics-write-simulation.mjs";
import { startLocalServer } from "./local-server.mjs";
import { measureModuleImport, printModuleImport } from "./module-import.mjs";
import { median, medianAndRange } from "./page-timings.mjs";
import { option, requireModernNode, run } from "./run.mjs";

requireModernNode();
const PORT = Number(option("port", "8797"));
const ORIGIN = `http://localhost:${PORT}`;
const LATENCY_MS = Number(option("latency", "100"));
const WARM_RUNS = Number(option("runs", "7"));
const FRESH_RUNS = Number(option("fresh", "3"));
const PERSIST_TO = ".wrangler/bench-edge-state";
/** A file the assets serve before the Worker is asked: waiting on it keeps the isolate fresh. */
const STATIC_FILE = "/favicon.svg";
/** Longer than the content version is trusted for (CONTENT_VERSION_TRUST_MS, 1,000 ms). */
const SPACED_MS = 1100;

/**
 * @typedef {{ name: string, path: (n: number) => string, signedIn?: boolean,
 *   targets: { warm: number, fresh: number } }} Row
 * @type {Row[]} the n-th request's URL, and issue 32's targets (ms to the first byte at 100 ms)
 */
const ROWS = [
  {
    name: "converter page",
    path: (n) => `/length-converter?value=${n}&from=foot&to=meter`,
    targets: { warm: 150, fresh: 250 },
  },
  { name: "home", path: (n) => `/?n=${n}`, targets: { warm: 150, fresh: 250 } },
  {
    name: "unit pair page",
    path: (n) => `/length-converter/mile-to-kilometer?value=${n}`,
    targets: { warm: 150, fresh: 250 },
  },
  {
    name: "GET /api/convert",
    path: (n) => `/api/convert?value=${n}&from=m&to=ft`,
    targets: { warm: 150, fresh: 250 },
  },
  {
    name: "converter, signed in",
    path: (n) => `/length-converter?value=${n}&from=foot&to=meter`,
    signedIn: true,
    targets: { warm: 250, fresh: 250 },
  },
];

if (!process.argv.includes("--skip-build")) await run("npm", ["run", "build"]);

console.log(
  `\n## D1 round trips before the first byte and time to first byte, every D1 call ${LATENCY_MS} ms away`,
);
console.log(
  `(median (range) of ${FRESH_RUNS} fresh isolates and ${WARM_RUNS} warm requests; requests one at a time)\n`,
);
console.log(
  `${"".padEnd(22)} ${"fresh: trips".padStart(12)} ${"TTFB ms".padStart(20)}   ${"warm: trips".padStart(11)} ${"TTFB ms".padStart(20)}   targets (warm / fresh)`,
);
const cookie = await signedInCookie();
for (const row of ROWS) {
  /** @type {Array<{ trips: number, ms: number }>} */
  const fresh = [];
  /** @type {Array<{ trips: number, ms: number }>} */
  const warm = [];
  for (let restart = 0; restart < FRESH_RUNS; restart++) {
    await withServer(LATENCY_MS, async () => {
      fresh.push(await timed(row.path(restart), row.signedIn ? cookie : undefined));
      // The isolate is warm now: new URLs, so no page cache answers.
      if (restart === 0) {
        for (let n = 1; n <= WARM_RUNS; n++)
          warm.push(await timed(row.path(1000 + n), row.signedIn ? cookie : undefined));
      }
    });
  }
  const trips = (/** @type {Array<{ trips: number }>} */ runs) =>
    medianAndRange(runs.map((r) => r.trips));
  const ms = (/** @type {Array<{ ms: number }>} */ runs) => medianAndRange(runs.map((r) => r.ms));
  const mark = (/** @type {Array<{ ms: number }>} */ runs, /** @type {number} */ target) =>
    median(runs.map((r) => r.ms)) <= target ? "✔" : "✘";
  console.log(
    `${row.name.padEnd(22)} ${trips(fresh).padStart(12)} ${ms(fresh).padStart(20)}   ${trips(warm).padStart(11)} ${ms(warm).padStart(20)}   ${mark(warm, row.targets.warm)} < ${row.targets.warm} / ${mark(fresh, row.targets.fresh)} < ${row.targets.fresh}`,
  );
}

// What the version trust (CONTENT_VERSION_TRUST_MS, a second) leaves: a warm isolate whose
// requests come more than a second apart checks the content version, after its answer since
// decision 084 (before it, earlier).
console.log(`\n## Warm, each request ${SPACED_MS} ms after the last (D1 ${LATENCY_MS} ms away)`);
await withServer(LATENCY_MS, async () => {
  for (const row of ROWS.filter((entry) => !entry.signedIn)) {
    await timed(row.path(0));
    /** @type {Array<{ trips: number, ms: number }>} */
    const spaced = [];
    for (let n = 1; n <= 3; n++) {
      await new Promise((resolve) => setTimeout(resolve, SPACED_MS));
      spaced.push(await timed(row.path(2000 + n)));
    }
    console.log(
      `${row.name.padEnd(22)} trips ${medianAndRange(spaced.map((r) => r.trips))}   TTFB ${medianAndRange(spaced.map((r) => r.ms))} ms`,
    );
  }
});

console.log("\n## Cold start: a new isolate's first answer, D1 as near as it is locally");
/** @type {number[]} */
const cold = [];
for (let restart = 0; restart < FRESH_RUNS; restart++) {
  await withServer(0, async () => {
    cold.push((await timed(ROWS[0]?.path(restart) ?? "/")).ms);
  });
}
console.log(
  `converter page: ${medianAndRange(cold)} ms to the first byte (the server build's import included; the entry module is evaluated when workerd starts, before it)`,
);
// What the timed request leaves out: the entry module's evaluation, measured in Node.
const modules = measureModuleImport();
printModuleImport(modules);
console.log(
  `a new isolate's first answer, its entry module's evaluation included: about ${(median(modules.entry) + median(cold)).toFixed(0)} ms (the two medians added)`,
);
// And what it includes that a new isolate on Cloudflare, in a running process, does not pay.
process.stdout.write(
  execFileSync(process.execPath, ["scripts/icu-start.mjs"], { encoding: "utf8" }),
);

// What the visit counts cost the D1 primary at scale (decision 083): a simulation, not a timing.
console.log("");
printWriteSimulation();

/**
 * The server, with D1 `latencyMs` away, for `work`; stopped (its whole process group) after.
 * @param {number} latencyMs
 * @param {() => Promise<void>} work
 */
async function withServer(latencyMs, work) {
  const server = await startLocalServer({
    port: PORT,
    persistTo: PERSIST_TO,
    readyPath: STATIC_FILE,
    vars: { SERVER_TIMING: "on", D1_LATENCY_MS: String(latencyMs) },
  });
  try {
    await work();
  } finally {
    await server.stop();
  }
}

/**
 * One request: its round trips and its time to the first byte.
 * @param {string} path
 * @param {string} [cookie]
 */
async function timed(path, cookie) {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const trips = response.headers.get("X-D1-Round-Trips");
  if (trips === null)
    throw new Error("No X-D1-Round-Trips: is SERVER_TIMING passed to the Worker?");
  return { trips: Number(trips), ms };
}

/** A signed-in visitor's cookie: an account made and signed in through the forms. */
async function signedInCookie() {
  /** @type {string} */
  let cookie = "";
  await withServer(0, async () => {
    const username = `bench-${Date.now().toString(36)}`;
    const password = "correct horse battery staple";
    /** @param {string} path @param {Record<string, string>} fields */
    const post = (path, fields) =>
      fetch(`${ORIGIN}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        body: new URLSearchParams(fields),
      });
    await post("/register", {
      firstName: "Bench",
      lastName: "Mark",
      username,
      email: `${username}@example.com`,
      password,
      confirmPassword: password,
    });
    const signedIn = await post("/login", { username, password, redirectTo: "/" });
    cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .filter((pair) => pair.startsWith("unitwise_session=") || pair.startsWith("unitwise_device="))
      .join("; ");
  });
  if (!cookie.includes("unitwise_session=")) throw new Error("Signing in gave no session cookie");
  return cookie;
}
