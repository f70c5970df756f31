// The production build served locally for a benchmark: refuses a busy port, starts
// `scripts/start.mjs` in a process group of its own, and ends the whole group (node, wrangler,
// workerd) when done, so nothing it started keeps running.
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * @param {{ port: number, persistTo: string, vars?: Record<string, string>,
 *   seedGuides?: boolean, inspectorPort?: number, readyPath?: string }} options `seedGuides`:
 *   fire the nightly job once the Worker answers, so missing guides are written;
 *   `inspectorPort`: where workerd's DevTools protocol listens; `readyPath`: what is asked until
 *   it answers (a static file keeps the Worker's isolate unused: bench-edge.mjs)
 * @returns {Promise<{ origin: string, pid: number | undefined, stop: () => Promise<void> }>}
 *   `pid`: the process group's id (wrangler and workerd run in it)
 */
export async function startLocalServer({
  port,
  persistTo,
  vars = {},
  seedGuides = false,
  inspectorPort,
  readyPath = "/",
}) {
  const origin = `http://localhost:${port}`;
  if (await answers(`${origin}/`)) {
    throw new Error(
      `Something already answers on port ${port}: stop it or pass --port <free port>.`,
    );
  }
  // Each run starts with an empty Cache API, as a data centre the Worker was just deployed to. The
  // simulation keeps every page stored on disk until it is asked for again, and a benchmark that
  // renders a new URL each time stores thousands a run: runs after runs had piled gigabytes into
  // it, and every store and lookup got slower with its size. D1 (the guides written) is kept.
  await rm(join(persistTo, "v3", "cache"), { recursive: true, force: true });
  const child = spawn(
    "node",
    [
      "scripts/start.mjs",
      "--skip-build",
      ...(seedGuides ? [] : ["--no-seed-guides"]),
      "--port",
      String(port),
      "--persist-to",
      persistTo,
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
    ],
    {
      detached: true, // its own process group: ended as a whole below
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    const timeout = new Promise((resolve) => setTimeout(resolve, 5000, "timeout"));
    if ((await Promise.race([exited, timeout])) === "timeout") {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // gone meanwhile
      }
    }
  };
  try {
    await waitFor(`${origin}${readyPath}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, stop };
}

/** @param {string} url */
async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} url */
async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${url}`);
}
