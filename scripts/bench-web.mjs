// `npm run bench:web`: builds, serves the production build locally (workerd through wrangler)
// and prints what a visitor downloads, Lighthouse scores, and throughput under load.
// Sizes over budget fail the build itself (scripts/check-bundle-budget.mjs); the other figures
// are printed against their targets.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGETS, jsBudget, kb, routeBundleSize } from "./bundle-size.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";
import { loadLine, loadTest as load } from "./load-test.mjs";
import { startLocalServer } from "./local-server.mjs";
import { option, requireModernNode, run } from "./run.mjs";

requireModernNode();
const PORT = Number(option("port", "8799"));
const ORIGIN = `http://localhost:${PORT}`;
const SECONDS = Number(option("seconds", "10"));
const PAGES = [
  { name: "home", path: "/", routeId: "routes/home" },
  { name: "converter", path: "/length-converter", routeId: "routes/converter" },
];
/** Lighthouse runs per page: scores vary from run to run, so the median is reported. */
const LIGHTHOUSE_RUNS = Number(option("lighthouse-runs", "3"));
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

// Its own process group, ended as a whole: wrangler and workerd do not outlive the benchmark.
const server = await startLocalServer({ port: PORT, persistTo: ".wrangler/bench-state" });
try {
  await loadedInBrowser();
  await lighthouseScores();
  await loadTest();
} finally {
  await server.stop();
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
  for (const page of PAGES) {
    const reports = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) reports.push(await lighthouseReport(page.path));
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor(reports.length / 2)];
    const scores = Object.entries(LIGHTHOUSE_TARGETS).map(([id, target]) => {
      const score = Math.round((report.categories[id]?.score ?? 0) * 100);
      return `${id} ${score}${score >= target ? "" : ` (target ${target})`}`;
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
  const file = await load({ origin: ORIGIN, path: "/favicon.svg", seconds: SECONDS });
  console.log(loadLine(converter, "converter page"));
  console.log(loadLine(rendered, "converter page, every request a new URL (rendered each time)"));
  console.log(loadLine(file, "static file"));
  const ratio = converter.rps / file.rps;
  console.log(
    `converter page / static file: ${(ratio * 100).toFixed(0)}% (target ≥ 50%); rendered each time: ${((rendered.rps / file.rps) * 100).toFixed(0)}%`,
  );
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
