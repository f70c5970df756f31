// A fingerprint of everything the production build is made from, so a start can tell whether
// build/ already holds the build of the current sources and skip rebuilding it.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const INPUTS = [
  "app",
  "workers",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "wrangler.toml",
  "tsconfig.json",
  "tsconfig.cloudflare.json",
  "scripts/check-bundle-budget.mjs",
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
export async function buildInputsHash() {
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
export async function buildIsCurrent() {
  if (!existsSync(join("build", "server")) || !existsSync(join("build", "client"))) return false;
  const stamp = await readFile(STAMP, "utf8").catch(() => "");
  return stamp === (await buildInputsHash());
}

/**
 * Records that build/ holds the build of the inputs hashed (before building) as `inputsHash`.
 * @param {string} inputsHash
 */
export async function stampBuild(inputsHash) {
  await writeFile(STAMP, inputsHash);
}
