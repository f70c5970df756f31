// A fingerprint of everything the production build is made from, so a start can tell whether
// build/ already holds the build of the current sources and skip rebuilding it.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const INPUTS = [
  "app",
  // the engine package's source (its dist/ holds declarations only, which no build reads)
  "packages/units/src",
  "packages/units/package.json",
  "workers",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "scripts/compile-hints.ts",
  "react-router.config.ts",
  "wrangler.toml",
  "tsconfig.json",
  "tsconfig.cloudflare.json",
  "scripts/check-bundle-budget.mjs",
  "scripts/build-embed.mjs",
  "scripts/bundle-size.mjs",
];
const STAMP = join("build", ".inputs-sha256");

/** @param {string} path @returns {Promise<string[]>} */
async function files(path) {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => files(join(path, entry.name))));
  return nested.flat();
}

/** @returns {Promise<string>} */
async function buildInputsHash() {
  const hash = createHash("sha256");
  const all = (await Promise.all(INPUTS.map(files))).flat().sort();
  for (const file of all) {
    hash.update(`${file}\0`);
    hash.update(await readFile(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Whether build/ was made from exactly the current inputs. */
async function buildIsCurrent() {
  if (!existsSync(join("build", "server")) || !existsSync(join("build", "client"))) return false;
  const stamp = await readFile(STAMP, "utf8").catch(() => "");
  return stamp === (await buildInputsHash());
}

/**
 * Runs `build` and records that build/ holds the build of the sources as they were when it
 * started: they are hashed first, so a file saved while the build runs is not taken as built.
 * @template T
 * @param {() => Promise<T>} build
 * @returns {Promise<T>} what `build` resolved with
 */
export async function buildAndStamp(build) {
  const inputs = await buildInputsHash();
  const result = await build();
  await writeFile(STAMP, inputs);
  return result;
}

/**
 * `buildAndStamp(build)`, unless build/ already holds the build of the current sources.
 * @template T
 * @param {() => Promise<T>} build
 * @returns {Promise<T | null>} what `build` resolved with, or null when it was not needed
 */
export async function buildUnlessCurrent(build) {
  return (await buildIsCurrent()) ? null : buildAndStamp(build);
}
