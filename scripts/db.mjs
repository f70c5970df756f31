// Local D1: apply migrations, then the seed files. Both are idempotent, so every start runs them.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { run } from "./run.mjs";

const SEEDS_DIR = "seeds";

/** @param {string | undefined} persistTo */
function persistArgs(persistTo) {
  return persistTo ? ["--persist-to", persistTo] : [];
}

/** @param {string | undefined} persistTo */
export async function migrateLocal(persistTo) {
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)], {
    env: { CI: "true" }, // no confirmation prompt
  });
}

/**
 * Seed files are plain SQL written with INSERT OR IGNORE / upserts, applied in name order.
 * @param {string | undefined} persistTo
 */
export async function seedLocal(persistTo) {
  const files = (await readdir(SEEDS_DIR)).filter((name) => name.endsWith(".sql")).sort();
  for (const file of files) {
    await run("wrangler", [
      "d1",
      "execute",
      "DB",
      "--local",
      "--file",
      join(SEEDS_DIR, file),
      ...persistArgs(persistTo),
    ]);
  }
  if (files.length === 0) console.log("No seed files in seeds/.");
}
