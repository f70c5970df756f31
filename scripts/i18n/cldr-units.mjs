#!/usr/bin/env node
// Unit names from CLDR (cldr-units-full, pinned below) for the catalogue's units that CLDR knows,
// in each language of the site: app/i18n/cldr/<language>.json, the starting point of the
// translations in app/i18n/messages/<language>/units.json (docs/decisions/080-languages.md).
//
// A unit is matched to CLDR by its English plural ("feet" = CLDR's "{0} feet"), so no list of
// pairs is kept by hand. CLDR is fetched with `npm pack` into a temporary folder (107 MB
// unpacked, too large to be a dependency of the project) only when this script runs:
//   node scripts/i18n/cldr-units.mjs            write the files
//   node scripts/i18n/cldr-units.mjs --fill     also add CLDR's forms for units missing from
//                                               the translations (never overwrites one)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const CLDR = "cldr-units-full@48.2.0";
/** the site's languages: [folder, CLDR locale] @type {Array<[string, string]>} */
const LANGUAGES = [
  ["es", "es"],
  ["de", "de"],
  ["fr", "fr"],
  ["pt-br", "pt"],
  ["ja", "ja"],
];
const root = fileURLToPath(new URL("../../", import.meta.url));

const work = mkdtempSync(join(tmpdir(), "cldr-"));
try {
  execFileSync("npm", ["pack", CLDR, "--silent"], { cwd: work, stdio: "ignore" });
  execFileSync("sh", ["-c", "tar xzf *.tgz"], { cwd: work });
  /** @param {string} locale @returns {Record<string, Record<string, Record<string, string>>>} */
  const units = (locale) =>
    JSON.parse(readFileSync(join(work, "package/main", locale, "units.json"), "utf8")).main[locale]
      .units;
  const { dumpCatalogue } = (
    await runnerImport(join(root, "packages/units/src/catalogue-dump.ts"), {
      configFile: false,
      logLevel: "silent",
    })
  ).module;
  /** @type {Array<{ key: string, units: Array<{ id: string, plural: string, symbol: string }> }>} */
  const tables = JSON.parse(dumpCatalogue()).tables.map(
    (/** @type {{ table: any }} */ entry) => entry.table,
  );

  // English plural → CLDR unit key
  const english = units("en").long ?? {};
  const byPlural = new Map();
  for (const [key, unit] of Object.entries(english)) {
    const other = unit["unitPattern-count-other"];
    if (typeof other === "string") byPlural.set(strip(other).toLowerCase(), key);
  }

  for (const [folder, locale] of LANGUAGES) {
    const { long = {}, short = {} } = units(locale);
    /** @type {Record<string, Record<string, { cldr: string, name: string, forms: object, symbol?: string }>>} */
    const seed = {};
    for (const table of tables) {
      for (const unit of table.units) {
        const key = byPlural.get(unit.plural.toLowerCase());
        if (!key || !long[key]) continue;
        /** @type {Record<string, string>} */
        const forms = {};
        for (const [field, pattern] of Object.entries(long[key])) {
          const match = /^unitPattern-count-(\w+)$/.exec(field);
          const category = match?.[1];
          if (category && category !== "0" && category !== "1") forms[category] = strip(pattern);
        }
        if (!forms.other) continue;
        const symbol = short[key]?.["unitPattern-count-other"];
        (seed[table.key] ??= {})[unit.id] = {
          cldr: key,
          name: forms.one ?? forms.other,
          forms,
          ...(symbol && strip(symbol) !== unit.symbol ? { symbol: strip(symbol) } : {}),
        };
      }
    }
    const out = join(root, "app/i18n/cldr", `${folder}.json`);
    writeFileSync(out, `${JSON.stringify(seed, null, 1)}\n`);
    const count = Object.values(seed).reduce((n, t) => n + Object.keys(t).length, 0);
    console.log(`${folder}: ${count} units from CLDR → ${out}`);
    if (process.argv.includes("--fill")) fill(folder, seed);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * "{0} feet" → "feet" (CLDR puts no-break and narrow spaces beside the number).
 * @param {string} pattern
 */
function strip(pattern) {
  return pattern.replace("{0}", "").replace(/^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g, "");
}

/**
 * @param {string} folder
 * @param {Record<string, Record<string, { name: string, forms: object, symbol?: string }>>} seed
 */
function fill(folder, seed) {
  const file = join(root, "app/i18n/messages", folder, "units.json");
  const current = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  for (const [table, entries] of Object.entries(seed)) {
    for (const [id, { name, forms, symbol }] of Object.entries(entries)) {
      (current[table] ??= {})[id] ??= { name, forms, ...(symbol ? { symbol } : {}) };
    }
  }
  writeFileSync(file, `${JSON.stringify(current, null, 1)}\n`);
}
