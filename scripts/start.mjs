// `npm start`: build the production bundle, migrate and seed local D1, then serve the Worker
// in workerd through wrangler on http://localhost:$PORT (8787 by default).
import { buildInputsHash, buildIsCurrent, stampBuild } from "./build-inputs.mjs";
import { migrateLocal, seedLocal } from "./db.mjs";
import { option, requireModernNode, run } from "./run.mjs";

requireModernNode();
const port = option("port", process.env.PORT ?? "8787") ?? "8787";
const persistTo = option("persist-to");
const skipBuild = process.argv.includes("--skip-build");
// `--reuse-build`: keep build/ when it was made from the current sources (the browser tests).
const reuseBuild = process.argv.includes("--reuse-build");
// `--var NAME:value` pairs pass through to wrangler (the browser tests configure tags this way).
const vars = process.argv.flatMap((arg, i, all) =>
  arg === "--var" && all[i + 1] ? ["--var", all[i + 1] ?? ""] : [],
);

if (skipBuild) {
  // Serve build/ as it is.
} else if (reuseBuild && (await buildIsCurrent())) {
  console.log("build/ is up to date with the sources: not rebuilding.");
} else {
  // Hashed first: a file saved while the build runs must not be taken as built.
  const inputs = await buildInputsHash();
  await run("npm", ["run", "build"]);
  await stampBuild(inputs);
}
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
