// `npm start`: build the production bundle, migrate and seed local D1, then serve the Worker
// in workerd through wrangler on http://localhost:$PORT (8787 by default).
import { buildAndStamp, buildUnlessCurrent } from "./build-inputs.mjs";
import { migrateLocal, seedLocal } from "./db.mjs";
import { option, requireFreePort, requireModernNode, run } from "./run.mjs";

requireModernNode();
const port = option("port", process.env.PORT ?? "8787") ?? "8787";
const persistTo = option("persist-to");
const skipBuild = process.argv.includes("--skip-build");
// `--reuse-build`: keep build/ when it was made from the current sources (the browser tests).
const reuseBuild = process.argv.includes("--reuse-build");
await requireFreePort(port);
// `--var NAME:value` pairs pass through to wrangler (the browser tests configure tags this way).
const vars = process.argv.flatMap((arg, i, all) =>
  arg === "--var" && all[i + 1] ? ["--var", all[i + 1] ?? ""] : [],
);
// `--inspector-port`: where workerd's DevTools protocol listens (bench:render's CPU profile).
const inspectorPort = option("inspector-port");

const build = () => run("npm", ["run", "build"]);
if (skipBuild) {
  // Serve build/ as it is.
} else if (reuseBuild) {
  if ((await buildUnlessCurrent(build)) === null) {
    console.log("build/ is up to date with the sources: not rebuilding.");
  }
} else {
  await buildAndStamp(build);
}
// `--prepared-db`: the caller has just migrated and seeded local D1 (`npm test`, beside the build).
if (!process.argv.includes("--prepared-db")) {
  await migrateLocal(persistTo);
  await seedLocal(persistTo);
}
const server = run("wrangler", [
  "dev",
  "--local",
  "--port",
  port,
  ...(persistTo ? ["--persist-to", persistTo] : []),
  ...(inspectorPort ? ["--inspector-port", inspectorPort] : []),
  ...vars,
]);
if (!process.argv.includes("--no-seed-guides")) await seedGuides(port, server);
await server;

/**
 * Once the Worker answers, fires the nightly job (wrangler's local cron URL): it queues a guide
 * for every converter without one, popular ones first, and the local queue consumer writes them
 * with the local writer (docs/decisions/044-converter-guides.md). On later starts it queues only
 * what an earlier run left on its way, whose leases the seed step has just ended (decision 060).
 * @param {string} port
 * @param {Promise<void>} server
 */
async function seedGuides(port, server) {
  let stopped = false;
  server.catch(() => {}).finally(() => (stopped = true));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600 && !stopped; attempt += 1) {
    try {
      await fetch(`${origin}/`);
      const cron = encodeURIComponent("30 3 * * *");
      const fired = await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${cron}`);
      if (fired.ok) console.log("Guides: the local writer is writing the missing ones.");
      else console.error(`Guides: the nightly job could not be started (${fired.status}).`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
