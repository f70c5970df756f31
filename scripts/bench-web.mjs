// `npm run bench:web`: builds, serves the production build locally (workerd through wrangler)
// and prints what a visitor downloads, Lighthouse scores, and throughput under load.
// Sizes over budget fail the build itself (scripts/check-bundle-budget.mjs); the other figures
// are printed against their targets. `--load-only` runs the load test alone (no Chromium, no
// Lighthouse): what to run on a busy machine.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGETS, jsBudget, kb, routeBundleSize } from "./bundle-size.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";
import { migrateLocal } from "./db.mjs";
import { loadLine, loadTest as load, percentOf, printWorkerFloor } from "./load-test.mjs";
import { startLocalServer } from "./local-server.mjs";
import { processGroupCpu } from "./process-cpu.mjs";
import {
  loadOnSlowNetwork,
  median,
  medianAndRange,
  SLOW_NETWORK,
  traceLoad,
} from "./page-timings.mjs";
import { option, requireModernNode, run } from "./run.mjs";

requireModernNode();
const PORT = Number(option("port", "8799"));
const ORIGIN = `http://localhost:${PORT}`;
const SECONDS = Number(option("seconds", "10"));
/** `--languages ja,de`: the same two pages in those languages too (decision 080). */
const LANGUAGES = (option("languages", "") ?? "").split(",").filter(Boolean);
const PAGES = [
  { name: "home", path: "/", routeId: "routes/home" },
  { name: "converter", path: "/length-converter", routeId: "routes/converter" },
  ...LANGUAGES.flatMap((code) => [
    { name: `home ${code}`, path: `/${code}`, routeId: "routes/home" },
    { name: `conv. ${code}`, path: `/${code}/length-converter`, routeId: "routes/converter" },
  ]),
];
/** React Router's own cost on this host: the yardstick of the main-thread times and Lighthouse. */
const BARE_PAGE = { name: "bare page", path: "/bench/bare-page", routeId: "routes/bare-page" };
/** Lighthouse runs per page: scores vary from run to run, so the median is reported. */
const LIGHTHOUSE_RUNS = Number(option("lighthouse-runs", "5"));
/** Traced loads per page for the main-thread times. */
const TRACE_RUNS = Number(option("trace-runs", "7"));
/** Loads per page on an emulated phone network. */
const SLOW_NETWORK_RUNS = Number(option("slow-network-runs", "6"));
const PERSIST_TO = ".wrangler/bench-state";
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };

if (!process.argv.includes("--skip-build")) await run("npm", ["run", "build"]);

console.log(
  "\n## Download size at load, from the build manifest (gzip; the build fails over budget)",
);
for (const page of PAGES) {
  const { js, css } = await routeBundleSize(page.routeId);
  console.log(
    `${page.name.padEnd(10)} JS ${kb(js).padStart(9)} (budget ${kb(jsBudget(page.routeId))})   CSS ${kb(css).padStart(8)} (budget ${kb(BUDGETS.css)})`,
  );
}

// The converter page as it is with the content operators add: a published article, and the
// guides the nightly job writes (the local writer, as under `npm start`).
await migrateLocal(PERSIST_TO);
await publishBenchArticle();
// Its own process group, ended as a whole: wrangler and workerd do not outlive the benchmark.
// The measuring switch lets X-Page-Cache out: the Cache API row counts its answers by it.
const server = await startLocalServer({
  port: PORT,
  persistTo: PERSIST_TO,
  seedGuides: true,
  vars: { SERVER_TIMING: "on" },
});
try {
  await contentInPlace();
  if (!process.argv.includes("--load-only")) {
    await loadedInBrowser();
    await mainThreadTimes();
    await hydratedOnSlowNetwork();
    await lighthouseScores();
  }
  await loadTest();
} finally {
  await server.stop();
}

/** The length converter's article, published (as an admin would in the Blog Content tab). */
async function publishBenchArticle() {
  const content = await readFile("scripts/bench-fixtures/length-article.md", "utf8");
  /** @param {string} text */
  const sql = (text) => `'${text.replaceAll("'", "''")}'`;
  const file = join(await mkdtemp(join(tmpdir(), "unitwise-bench-")), "article.sql");
  await writeFile(
    file,
    `INSERT INTO converter_articles (converter_key, slug, title, content, meta_description, author, is_published)
     VALUES ('length', 'length-converter', 'Length Units in Practice', ${sql(content)},
       'Why length units differ, exact factors and common mistakes.', 'UnitWise', 1)
     ON CONFLICT (converter_key) DO UPDATE SET content = excluded.content, is_published = 1;`,
  );
  await run("wrangler", [
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    PERSIST_TO,
    "--file",
    file,
  ]);
}

/** Waits until every converter's guide is published (the first run writes them all). */
async function contentInPlace() {
  const converters = await (await fetch(`${ORIGIN}/api/converters`)).json();
  const total = Array.isArray(converters) ? converters.length : converters.converters.length;
  for (let waited = 0; ; waited += 2) {
    const guides = await (await fetch(`${ORIGIN}/api/content`)).json();
    if (guides.length >= total) break;
    if (waited >= 600) throw new Error(`Only ${guides.length} of ${total} guides after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const page = await (await fetch(`${ORIGIN}/length-converter`)).text();
  for (const part of ["Length Units in Practice", 'id="converter-guide"']) {
    if (!page.includes(part)) throw new Error(`The converter page lacks ${part}`);
  }
  console.log(`\nContent in place: ${total} guides published, the length converter's article too.`);
}

/**
 * Main-thread time of a first visit in Chromium, unthrottled: what Lighthouse's TBT is made of.
 * Each page's script time is also said as a multiple of the bare page's (app/routes/bare-page.tsx:
 * React Router's document and scripts, none of the site's frame), a figure the host's speed
 * divides out of. The bare page is loaded before each load of each page, so the two medians of
 * a ratio come from the same minutes: a machine that slows down during the run slows both.
 * Script time is printed twice: as the trace's wall time and as the renderer thread's CPU time
 * in the same events. On a machine of two cores shared with the local server the renderer waits
 * for a core during much of a load, and a longer load waits longer: the CPU time is the work
 * itself (decision 096).
 */
async function mainThreadTimes() {
  console.log(
    `\n## Main thread of a first visit, unthrottled Chromium (ms; median (range) of ${TRACE_RUNS} traced loads)`,
  );
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  /** @typedef {Awaited<ReturnType<typeof traceLoad>> & { serverCpu: number }} Load */
  /** @param {Load[]} runs @param {"script" | "scriptCpu" | "tasks" | "blocking" | "hydration" | "hydrated" | "serverCpu"} key */
  const figure = (runs, key) => medianAndRange(runs.map((r) => r[key]));
  /** @param {Load[]} runs */
  const figures = (runs) =>
    `script ${figure(runs, "script")}   CPU ${figure(runs, "scriptCpu")}   all tasks ${figure(runs, "tasks")}   over 50 ms ${figure(runs, "blocking")}   hydration ${figure(runs, "hydration")}, done at ${figure(runs, "hydrated")}   local server's CPU ${figure(runs, "serverCpu")}`;
  try {
    /** @type {Load[]} every load of the bare page */
    const bareLoads = [];
    for (const page of PAGES) {
      /** @type {Load[]} */
      const runs = [];
      /** @type {Load[]} */
      const bare = [];
      for (let i = 0; i < TRACE_RUNS; i++) {
        bare.push(await serverCpuDuring(() => traceLoad(browser, `${ORIGIN}${BARE_PAGE.path}`)));
        runs.push(await serverCpuDuring(() => traceLoad(browser, `${ORIGIN}${page.path}`)));
      }
      bareLoads.push(...bare);
      /** @param {"script" | "scriptCpu"} key the page's median as a multiple of the bare page's */
      const ratio = (key) => {
        const floor = median(bare.map((r) => r[key]));
        return `${(median(runs.map((r) => r[key])) / floor).toFixed(2)}× (${floor.toFixed(0)} ms)`;
      };
      console.log(
        `${page.name.padEnd(10)} ${figures(runs)}   the bare page's: script ${ratio("script")}, CPU ${ratio("scriptCpu")}${page.routeId === "routes/converter" ? " (target ≤ 2×)" : ""}`,
      );
    }
    console.log(`${BARE_PAGE.name.padEnd(10)} ${figures(bareLoads)}   (all its loads)`);
  } finally {
    await browser.close();
  }
}

/**
 * When a first visit has hydrated on a phone's network (latency and bandwidth emulated, the CPU
 * not throttled), and the requests it made by then. The pages take turns, so a slower moment of
 * the machine falls on each alike.
 */
async function hydratedOnSlowNetwork() {
  const { latencyMs, downMbps } = SLOW_NETWORK;
  console.log(
    `\n## Hydrated on a phone's network (${latencyMs} ms latency, ${downMbps} Mb/s down; ms from navigation, median (range) of ${SLOW_NETWORK_RUNS} loads)`,
  );
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const pages = [...PAGES, BARE_PAGE];
  /** @type {Map<string, Array<{ hydrated: number; requests: number }>>} */
  const loads = new Map(pages.map((page) => [page.name, []]));
  try {
    for (let i = 0; i < SLOW_NETWORK_RUNS; i++) {
      for (const page of i % 2 === 0 ? pages : [...pages].reverse()) {
        loads.get(page.name)?.push(await loadOnSlowNetwork(browser, `${ORIGIN}${page.path}`));
      }
    }
  } finally {
    await browser.close();
  }
  for (const page of pages) {
    const runs = loads.get(page.name) ?? [];
    console.log(
      `${page.name.padEnd(10)} hydrated at ${medianAndRange(runs.map((r) => r.hydrated))}   requests by then ${median(runs.map((r) => r.requests))}`,
    );
  }
}

/**
 * A traced load with the CPU time the local server (its whole process group) used meanwhile:
 * on a two-core machine every request the page makes is work on the cores the browser needs,
 * which the trace's wall times include and its CPU times do not. NaN where /proc is missing.
 * @template {object} T
 * @param {() => Promise<T>} load
 * @returns {Promise<T & { serverCpu: number }>}
 */
async function serverCpuDuring(load) {
  const groupId = server.pid;
  if (groupId === undefined) return { ...(await load()), serverCpu: NaN };
  const before = processGroupCpu(groupId);
  const result = await load();
  const after = processGroupCpu(groupId);
  return { ...result, serverCpu: before === null || after === null ? NaN : after - before };
}

/** Everything a first visit really downloads once the page is idle, lazy chunks included. */
async function loadedInBrowser() {
  console.log("\n## Loaded by a first visit in Chromium, lazy chunks included (gzip)");
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const page of PAGES) {
      const tab = await browser.newPage();
      /** @type {Array<Promise<[string, Buffer]>>} */
      const bodies = [];
      tab.on("response", (response) => {
        const type = response.request().resourceType();
        if (type === "script" || type === "stylesheet")
          bodies.push(response.body().then((b) => [type, b]));
      });
      await tab.goto(`${ORIGIN}${page.path}`, { waitUntil: "networkidle" });
      let js = 0;
      let css = 0;
      for (const [type, body] of await Promise.all(bodies)) {
        const size = gzipSync(body).byteLength;
        if (type === "script") js += size;
        else css += size;
      }
      console.log(`${page.name.padEnd(10)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}`);
      await tab.close();
    }
  } finally {
    await browser.close();
  }
}

async function lighthouseScores() {
  console.log(`\n## Lighthouse (mobile, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs)`);
  const chrome = chromiumPath();
  if (!chrome) {
    console.log("skipped: no Chromium found (set CHROMIUM_PATH)");
    return;
  }
  // The bare page first: what React Router alone scores on this host, the floor of the targets.
  for (const page of [BARE_PAGE, ...PAGES]) {
    const yardstick = page === BARE_PAGE;
    const reports = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) reports.push(await lighthouseReport(page.path));
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor(reports.length / 2)];
    const scores = Object.entries(LIGHTHOUSE_TARGETS).map(([id, target]) => {
      const score = Math.round((report.categories[id]?.score ?? 0) * 100);
      return `${id} ${score}${score >= target || yardstick ? "" : ` (target ${target})`}`;
    });
    const performance = reports.map((r) => Math.round(r.categories.performance.score * 100));
    /** @param {string} id */
    const metric = (id) => Math.round(report.audits[id]?.numericValue ?? NaN);
    console.log(`${page.name.padEnd(10)} ${scores.join("   ")}`);
    console.log(
      `${"".padEnd(10)} FCP ${metric("first-contentful-paint")} ms   LCP ${metric("largest-contentful-paint")} ms   TBT ${metric("total-blocking-time")} ms   CLS ${report.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3)}   (performance of each run: ${performance.join(", ")})`,
    );
  }
}

/**
 * One Lighthouse run of `path`, retried when Chrome's trace comes back unusable (NO_NAVSTART
 * and the like happen now and then on a loaded machine).
 * @param {string} path
 */
async function lighthouseReport(path, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const profile = await mkdtemp(join(tmpdir(), "unitwise-lh-"));
    try {
      const output = await capture("lighthouse", [
        `${ORIGIN}${path}`,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--form-factor=mobile",
        `--only-categories=${Object.keys(LIGHTHOUSE_TARGETS).join(",")}`,
        `--chrome-path=${chromiumPath()}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")} --user-data-dir=${profile}`,
      ]);
      const report = JSON.parse(output);
      if (!report.runtimeError) return report;
      throw new Error(`Lighthouse: ${report.runtimeError.message}`);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `(Lighthouse run failed, retrying: ${error instanceof Error ? error.message : error})`,
      );
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  }
}

async function loadTest() {
  console.log(`\n## Load (${SECONDS} s each, 10 connections)`);
  const converterPath = "/length-converter?value=5&from=foot&to=meter";
  const converter = await load({ origin: ORIGIN, path: converterPath, seconds: SECONDS });
  const rendered = await load({
    origin: ORIGIN,
    path: converterPath,
    seconds: SECONDS,
    // a different query string on every request: nothing served twice
    unique: (n) => `${converterPath}&n=${n}`,
  });
  const shared = await measureSharedLevel(converterPath);
  const file = await load({ origin: ORIGIN, path: "/favicon.svg", seconds: SECONDS });
  console.log(loadLine(converter, "converter page"));
  console.log(loadLine(rendered, "converter page, every request a new URL (rendered each time)"));
  console.log(
    loadLine(
      shared,
      `converter page from the Cache API only (${shared.urls} URLs in turn; answers: ${shared.statuses})`,
    ),
  );
  console.log(loadLine(file, "static file"));
  console.log(
    `converter page / static file: ${percentOf(converter.rps, file.rps)} (target ≥ 50%); rendered each time: ${percentOf(rendered.rps, file.rps)}; from the Cache API: ${percentOf(shared.rps, file.rps)}`,
  );
  await printWorkerFloor(ORIGIN, SECONDS, file.rps);
}

/**
 * A converter page answered by the page cache's second level, the Cache API (decision 054),
 * measured without any way around the first: enough URLs, each rendered and stored once
 * beforehand, are asked in turn that together they are twice what an isolate keeps in memory
 * (16 MB, middleware/page-cache.server.ts), so the least recently served page, the next one
 * asked, has always left the memory and comes from the Cache API. Each answer's X-Page-Cache is
 * counted, so the figure says what it measured. Locally the Cache API is wrangler's simulation
 * on this machine, not a data centre's.
 * @param {string} path
 */
async function measureSharedLevel(path) {
  const MEMORY_BYTES = 16 * 1024 * 1024;
  const pageOf = (/** @type {number} */ n) => `${path}&shared=${n}`;
  const pageBytes = (await (await fetch(`${ORIGIN}${pageOf(0)}`)).text()).length;
  const urls = Math.ceil((2 * MEMORY_BYTES) / pageBytes);
  // Rendered and stored once each; one not yet stored when asked shows as a miss in the counts.
  for (let n = 1; n < urls; n++) await (await fetch(`${ORIGIN}${pageOf(n)}`)).arrayBuffer();
  let counter = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  const result = await autocannon({
    url: `${ORIGIN}${path}`,
    connections: 10,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: pageOf(counter++ % urls) }),
        onResponse: (_status, _body, _context, headers = {}) => {
          // Header names arrive as the server wrote them.
          const name = Object.keys(headers).find((key) => key.toLowerCase() === "x-page-cache");
          const status = String((name && headers[name]) ?? "none");
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    urls,
    statuses: Object.entries(statuses)
      .map(([status, count]) => `${status} ${count}`)
      .join(", "),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Runs a command and resolves with its standard output.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<string>}
 */
function capture(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}
