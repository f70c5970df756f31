// What a new isolate spends evaluating the Worker's modules, measured in Node (the same V8 engine
// as workerd). Local workerd evaluates the entry module when it starts, before any request, so
// `npm run bench:edge`'s timed first request never includes it; this says what it costs.
//
// Each run is a new Node process that imports the built entry module (build/server/index.js),
// then the server-build chunk it imports at its first request, with `cloudflare:workers` stubbed
// (a module only workerd has) and a stand-in for the Cache API. It prints, median (range) of
// `--runs` processes (9): the entry module, the server build, and the two together.
//
// `node scripts/module-import.mjs` after `npm run build`; bench:edge prints it too.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { medianAndRange } from "./page-timings.mjs";
import { option } from "./run.mjs";

const ENTRY = "build/server/index.js";
const THIS_FILE = fileURLToPath(import.meta.url);

/** A loader hook that answers `cloudflare:workers` with what the build imports from it. */
const CLOUDFLARE_STUB = `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier !== "cloudflare:workers") return next(specifier, context);
  return {
    shortCircuit: true,
    url: "data:text/javascript," + encodeURIComponent(
      "export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }" +
      "export class WorkerEntrypoint {} export const env = {};"),
  };
}`)}`;

/**
 * Imports the entry module and the server build in `runs` new Node processes.
 * @param {{ runs?: number }} [options]
 * @returns {{ entry: number[], serverBuild: number[], total: number[] }} ms per run
 */
export function measureModuleImport({ runs = 9 } = {}) {
  /** @type {{ entry: number[], serverBuild: number[], total: number[] }} */
  const times = { entry: [], serverBuild: [], total: [] };
  // One unmeasured run first: the files in the OS's cache, as a server's would be.
  for (let run = 0; run <= runs; run++) {
    const line = execFileSync(process.execPath, [THIS_FILE, "--child"], { encoding: "utf8" });
    if (run === 0) continue;
    const { entry, serverBuild } = JSON.parse(line.trim().split("\n").at(-1) ?? "{}");
    times.entry.push(entry);
    times.serverBuild.push(serverBuild);
    times.total.push(entry + serverBuild);
  }
  return times;
}

/** @param {{ entry: number[], serverBuild: number[], total: number[] }} times */
export function printModuleImport(times) {
  console.log(
    `modules evaluated (Node, a new process each, median (range) of ${times.total.length}): ` +
      `entry module ${medianAndRange(times.entry)} ms, server build ${medianAndRange(times.serverBuild)} ms, ` +
      `together ${medianAndRange(times.total)} ms`,
  );
}

/** In the child process: one import of each, timed, as one line of JSON. */
async function importOnce() {
  const { register } = await import("node:module");
  register(CLOUDFLARE_STUB);
  const cache = { match: async () => undefined, put: async () => undefined };
  Object.assign(globalThis, { caches: { default: cache, open: async () => cache } });
  const entryUrl = pathToFileURL(ENTRY);
  const chunk = /import\("\.\/(assets\/server-build-[\w-]+\.js)"\)/.exec(
    readFileSync(ENTRY, "utf8"),
  )?.[1];
  if (!chunk) throw new Error(`${ENTRY} imports no server-build chunk: run npm run build first`);
  const started = performance.now();
  await import(entryUrl.href);
  const entryDone = performance.now();
  await import(new URL(chunk, entryUrl).href);
  const done = performance.now();
  console.log(JSON.stringify({ entry: entryDone - started, serverBuild: done - entryDone }));
}

if (process.argv[1] === THIS_FILE) {
  if (process.argv.includes("--child")) await importOnce();
  else printModuleImport(measureModuleImport({ runs: Number(option("runs", "9")) }));
}
