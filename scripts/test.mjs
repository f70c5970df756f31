// `npm test`: every check the project has, stopping at the first failure.
//
// 1. The production build the browser tests serve, and beside it their server's local D1,
//    migrated and seeded (two wrangler processes): what the browser tests need to start.
// 2. The browser tests, with the typecheck (it generates the route and binding types the lint
//    reads), the lint and then the unit and Workers-runtime tests alongside. The browser tests are
//    the long pole (10 to 21 minutes on a 2-core machine, by host) and keep about half of it busy:
//    they wait on one page's loads, hydration and animations at a time. The rest (one Vitest
//    worker, everything at the lowest CPU priority: `nice -n 19`, so Chromium and workerd get the
//    machine whenever they want it) ends long before them. Run one after the other they added
//    their minutes to the total. docs/testing.md has figures.
//
// The browser tests' output is shown as it comes; the lane beside them is shown whole when each
// of its steps ends. A failure anywhere stops everything still running.
import { spawn } from "node:child_process";
import { buildUnlessCurrent } from "./build-inputs.mjs";
import { E2E_STATE } from "./e2e-server.mjs";
import { requireModernNode } from "./run.mjs";

requireModernNode();

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();

/**
 * Ends a command and everything it started, and resolves once it has. SIGINT first, as Ctrl-C
 * would: Playwright then stops the server it started (in a process group of its own, which a
 * signal to Playwright's group would not reach). Anything still there after 20 s is killed.
 * @param {import("node:child_process").ChildProcess} child
 */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return Promise.resolve();
  }
  const group = -child.pid;
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      process.kill(group, name);
    } catch {
      // already gone
    }
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal("SIGKILL");
      resolve(undefined);
    }, 20_000);
    child.once("close", () => {
      clearTimeout(timer);
      signal("SIGKILL"); // anything of the group left behind
      resolve(undefined);
    });
    signal("SIGINT");
  });
}

/** Set once a failure stops the rest: what ends because it was stopped did not fail. */
let stopping = false;

/** Stops everything still running, then exits with failure. */
async function stopAllAndExit() {
  stopping = true;
  await Promise.all([...running].map(stop));
  process.exit(1);
}

for (const name of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(name, () => void stopAllAndExit());
}

/**
 * Runs a command in its own process group (so it can be stopped with what it started), output
 * shown as it comes or kept and returned.
 * @param {string} command
 * @param {string[]} args
 * @param {{ buffered?: boolean }} [options]
 * @returns {Promise<string>}
 */
function start(command, args, { buffered = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      detached: true,
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        ...(buffered && { FORCE_COLOR: "1" }),
      },
    });
    running.add(child);
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      running.delete(child);
      const output = Buffer.concat(chunks).toString("utf8");
      if (code === 0) resolve(output);
      else
        reject(new Error(`${output}\n${command} ${args.join(" ")} exited with ${signal ?? code}`));
    });
  });
}

/**
 * Runs named steps side by side; prints each one's output whole when it ends. On the first
 * failure, stops the others and exits.
 * @param {Array<[name: string, step: () => Promise<string | void>]>} steps
 */
async function sideBySide(steps) {
  await Promise.all(
    steps.map(async ([name, step]) => {
      const started = performance.now();
      try {
        const output = (await step()) ?? "";
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(`\n▶ ${name}: done in ${seconds} s\n${output.trimEnd()}`);
      } catch (error) {
        if (stopping) return; // stopped because another step failed
        console.error(`\n▶ ${name}\n${error instanceof Error ? error.message : error}`);
        console.error(`\n✘ ${name} failed (see above)`);
        await stopAllAndExit();
      }
    }),
  );
}

const started = performance.now();

console.log("\n▶ build for the browser tests, and their server's local D1 (side by side)");
await sideBySide([
  ["build for the browser tests", buildForBrowserTests],
  ["the browser tests' local D1, migrated and seeded", prepareBrowserTestsDatabase],
]);
// Their server starts without migrating and seeding again (playwright.config.ts).
process.env.E2E_DB_PREPARED = "1";

console.log(
  "\n▶ browser tests, with typecheck, lint, then unit and Workers-runtime tests, alongside",
);
await sideBySide([
  ["browser tests", () => start("npm", ["run", "test:e2e"])],
  [
    "typecheck, lint, then unit and Workers-runtime tests",
    async () => {
      // At the lowest CPU priority: they take the time the browser tests leave idle, and the
      // browser tests, whose waits have timeouts, get the machine whenever they want it. The
      // typecheck first: it generates the route and binding types the lint reads.
      const lowly = (/** @type {string[]} */ ...command) =>
        start("nice", ["-n", "19", ...command], { buffered: true });
      console.log(`\n▶ typecheck: done\n${(await lowly("npm", "run", "typecheck")).trimEnd()}`);
      console.log(`\n▶ lint: done\n${(await lowly("npm", "run", "lint")).trimEnd()}`);
      return lowly("npx", "vitest", "run", "--maxWorkers=1");
    },
  ],
]);

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\n✔ all checks passed in ${minutes} min`);

/**
 * The browser tests' server's local D1, migrated and seeded as `npm start` does it before serving
 * (two wrangler processes, seconds each): done here beside the build instead of after it.
 */
async function prepareBrowserTestsDatabase() {
  const state = ["--persist-to", E2E_STATE];
  const migrated = await start("node", ["scripts/migrate.mjs", ...state], { buffered: true });
  const seeded = await start("node", ["scripts/seed.mjs", ...state], { buffered: true });
  return `${migrated.trimEnd()}\n${seeded.trimEnd()}`;
}

/**
 * The production build, stamped with its sources' hash as `npm start --reuse-build` stamps it,
 * so the browser tests' server serves it without building again.
 */
async function buildForBrowserTests() {
  const output = await buildUnlessCurrent(() => start("npm", ["run", "build"], { buffered: true }));
  return output ?? "build/ is up to date with the sources: not rebuilding.";
}
