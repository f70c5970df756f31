// `npm test`: every check the project has, in order of speed, stopping at the first failure.
import { requireModernNode, run } from "./run.mjs";

requireModernNode();
/** @type {Array<[name: string, command: string[]]>} */
const steps = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["unit and Workers-runtime tests", ["vitest", "run"]],
  ["browser tests", ["npm", "run", "test:e2e"]],
];

for (const [name, [command = "", ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  try {
    await run(command, args);
  } catch {
    console.error(`\n✘ ${name} failed (see above)`);
    process.exit(1);
  }
}
console.log("\n✔ all checks passed");
