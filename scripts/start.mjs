// `npm start`: build the production bundle, migrate and seed local D1, then serve the Worker
// in workerd through wrangler on http://localhost:$PORT (8787 by default).
import { migrateLocal, seedLocal } from "./db.mjs";
import { option, requireModernNode, run } from "./run.mjs";

requireModernNode();
const port = option("port", process.env.PORT ?? "8787") ?? "8787";
const persistTo = option("persist-to");
const skipBuild = process.argv.includes("--skip-build");
// `--var NAME:value` pairs pass through to wrangler (the browser tests configure tags this way).
const vars = process.argv.flatMap((arg, i, all) =>
  arg === "--var" && all[i + 1] ? ["--var", all[i + 1] ?? ""] : [],
);

if (!skipBuild) await run("npm", ["run", "build"]);
await migrateLocal(persistTo);
await seedLocal(persistTo);
await run("wrangler", [
  "dev",
  "--local",
  "--port",
  port,
  ...(persistTo ? ["--persist-to", persistTo] : []),
  ...vars,
]);
