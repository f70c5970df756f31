// Whether ICU's start (the first Intl use, which loads its data) is paid once per process or once
// per isolate: `node scripts/icu-start.mjs` times a first `Intl.NumberFormat` in Node's main
// thread, then in a worker thread, which is a new V8 isolate in the same process, as a new Worker
// isolate on Cloudflare joins a workerd process that already runs others. It prints both, median
// (range) of `--runs` processes (5). `npm run bench:edge` restarts workerd for each fresh isolate,
// so its cold start pays the first figure; an isolate started in a running process, the second.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort } from "node:worker_threads";
import { median } from "./page-timings.mjs";
import { option } from "./run.mjs";

const THIS_FILE = fileURLToPath(import.meta.url);

/** Milliseconds of a first number format, as the Worker reads a locale's number signs. */
function firstNumberFormat() {
  const started = performance.now();
  new Intl.NumberFormat("en-US", { numberingSystem: "latn" }).formatToParts(123456789.5);
  return performance.now() - started;
}

/** In a new process: the main thread's first use, then a new worker thread's. */
async function measureOnce() {
  const inProcess = firstNumberFormat();
  const worker = new Worker(THIS_FILE);
  const inNewIsolate = await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  console.log(JSON.stringify({ inProcess, inNewIsolate }));
}

if (!isMainThread) parentPort?.postMessage(firstNumberFormat());
else if (process.argv.includes("--child")) await measureOnce();
else if (process.argv[1] === THIS_FILE) {
  const runs = Number(option("runs", "5"));
  /** @type {{ inProcess: number[], inNewIsolate: number[] }} */
  const times = { inProcess: [], inNewIsolate: [] };
  for (let run = 0; run < runs; run++) {
    const line = execFileSync(process.execPath, [THIS_FILE, "--child"], { encoding: "utf8" });
    const { inProcess, inNewIsolate } = JSON.parse(line.trim());
    times.inProcess.push(inProcess);
    times.inNewIsolate.push(inNewIsolate);
  }
  /** @param {number[]} values */
  const shown = (values) =>
    `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}) ms`;
  console.log(
    `ICU's start, a first Intl.NumberFormat (median (range) of ${runs} processes): in a new process ` +
      `${shown(times.inProcess)}; in a new isolate of a process where it has started ${shown(times.inNewIsolate)}`,
  );
}
