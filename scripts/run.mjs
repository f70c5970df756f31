// Small helpers shared by the project's scripts: run a command, inheriting the terminal.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * Runs a command (found on PATH, which npm puts node_modules/.bin first on) and resolves when
 * it succeeds.
 * @param {string} command
 * @param {string[]} [args]
 * @param {{ env?: Record<string, string> }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args = [], { env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`));
    });
  });
}

/**
 * Reads `--name value` from the script's own arguments.
 * @param {string} name
 * @param {string} [fallback]
 * @returns {string | undefined}
 */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** Node 24 comes from the `node` devDependency: refuse politely if a script runs outside npm. */
export function requireModernNode() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 22) {
    console.error(
      `This script needs Node >= 22 (found ${process.version}). Run it through npm ` +
        "(npm start, npm test, npm run …), which uses the Node 24 installed in node_modules.",
    );
    process.exit(1);
  }
}

/**
 * Exits with a clear message when something already listens on `port` (wrangler would fail
 * later, after the build, and the guides' seeding would talk to that other server).
 * @param {string} port
 */
export async function requireFreePort(port) {
  const free = await new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(Number(port), () => probe.close(() => resolve(true)));
  });
  if (!free) {
    console.error(`Port ${port} is busy: stop what runs there or pass --port <free port>.`);
    process.exit(1);
  }
}
