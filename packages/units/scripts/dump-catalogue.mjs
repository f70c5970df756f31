#!/usr/bin/env node
// Writes the whole catalogue as JSON (src/catalogue-dump.ts) to a file, for reading or diffing.
// Run: npm run dump -w @unitwise/units [-- <file>]   (default catalogue-dump.json in the package)
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const out = process.argv[2] ?? "catalogue-dump.json";
const source = fileURLToPath(new URL("../src/catalogue-dump.ts", import.meta.url));
/** @type {{ dumpCatalogue(): string }} */
const { dumpCatalogue } = (await runnerImport(source, { configFile: false, logLevel: "silent" }))
  .module;
writeFileSync(out, dumpCatalogue());
console.log(`wrote ${out}`);
