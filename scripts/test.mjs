// `npm test`: every check the project has, stopping at the first failure. The typecheck first (it
// generates the route and binding types the rest reads); then lint and the production build the
// browser tests serve, side by side (independent, and mostly single-threaded: on two cores this
// saves most of the shorter one's time), each one's output printed whole when it ends; then the
// unit and Workers-runtime tests, then the browser tests.
import { buildUnlessCurrent } from "./build-inputs.mjs";
import { requireModernNode, run, runBuffered } from "./run.mjs";

requireModernNode();

/** @type {Array<[name: string, step: () => Promise<string>]>} */
const sideBySide = [
  ["lint", () => runBuffered("npm", ["run", "lint"])],
  ["build for the browser tests", buildForBrowserTests],
];
/** @type {Array<[name: string, command: string[]]>} */
const inTurn = [
  ["unit and Workers-runtime tests", ["vitest", "run"]],
  ["browser tests", ["npm", "run", "test:e2e"]],
];

console.log("\n▶ typecheck");
try {
  await run("npm", ["run", "typecheck"]);
} catch {
  console.error("\n✘ typecheck failed (see above)");
  process.exit(1);
}

console.log(`\n▶ ${sideBySide.map(([name]) => name).join(", ")} (side by side)`);
const outcomes = await Promise.allSettled(
  sideBySide.map(async ([name, step]) => {
    const started = performance.now();
    try {
      const output = await step();
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`\n▶ ${name}: done in ${seconds} s\n${output.trimEnd()}`);
    } catch (error) {
      console.error(`\n▶ ${name}\n${error instanceof Error ? error.message : error}`);
      throw error;
    }
  }),
);
const failed = sideBySide.filter((_, index) => outcomes[index]?.status === "rejected");
if (failed.length > 0) {
  for (const [name] of failed) console.error(`\n✘ ${name} failed (see above)`);
  process.exit(1);
}

for (const [name, [command = "", ...args]] of inTurn) {
  console.log(`\n▶ ${name}`);
  try {
    await run(command, args);
  } catch {
    console.error(`\n✘ ${name} failed (see above)`);
    process.exit(1);
  }
}
console.log("\n✔ all checks passed");

/**
 * The production build, stamped with its sources' hash as `npm start --reuse-build` stamps it,
 * so the browser tests' server serves it without building again.
 */
async function buildForBrowserTests() {
  const output = await buildUnlessCurrent(() => runBuffered("npm", ["run", "build"]));
  return output ?? "build/ is up to date with the sources: not rebuilding.";
}
