// Local D1: apply migrations, then the seed files. Both are idempotent, so every start runs them.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
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
 * Seed files are plain SQL written with INSERT OR IGNORE / upserts, applied in name order, in
 * one wrangler process: each costs seconds to start (5 s of CPU on a 2-core machine).
 * @param {string | undefined} persistTo
 */
export async function seedLocal(persistTo) {
  const files = (await readdir(SEEDS_DIR)).filter((name) => name.endsWith(".sql")).sort();
  if (files.length === 0) {
    console.log("No seed files in seeds/.");
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), "unitwise-seeds-"));
  try {
    const all = join(dir, "seeds.sql");
    const sql = await Promise.all(files.map((file) => readFile(join(SEEDS_DIR, file), "utf8")));
    // A statement ends at a semicolon: one the last statement of a file left out is added.
    const ended = sql
      .map((text) => text.trimEnd())
      .map((text) => (text.endsWith(";") ? text : `${text};`));
    await writeFile(all, `${ended.join("\n\n")}\n`);
    await run("wrangler", [
      "d1",
      "execute",
      "DB",
      "--local",
      "--file",
      all,
      ...persistArgs(persistTo),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
