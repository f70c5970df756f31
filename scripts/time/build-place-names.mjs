#!/usr/bin/env node
// The time pages' place names in the site's other languages, from CLDR's time-zone exemplar
// cities (cldr-dates-full, pinned below; Unicode License v3): app/time/data/place-names.<language>.json,
// server-only, read by app/time/place-names.ts (docs/decisions/074-time-zones.md, "Names
// in other languages"). CLDR names a city for each zone ("America/New_York" → "ニューヨーク"),
// and nothing else, so only the places that are their zone's city get a name here; every other
// place (Mumbai, Beijing, Springfield) keeps its English name. No name is written by hand.
//
// Each file maps `${zone}|${englishName}` to the language's name, where it differs from the
// English one. The key names a place without ambiguity and survives a rebuild of places.json
// (a row index would not): the zone is the place's zone as places.json has it, and the name its
// name there. The same key serves a zone named without a place (a typed "Asia/Tokyo" is shown
// as its city): `${zone}|${city}` with the city as the zone id writes it ("Sao Paulo"), for the
// zone ids Temporal accepts and CLDR knows (Asia/Kolkata and the older Asia/Calcutta alike).
//
// CLDR is fetched with `npm pack` into a temporary folder (cldr-dates-full is 100 MB unpacked,
// too large to be a dependency; cldr-bcp47 gives the zone ids' aliases) only when this runs:
//   node scripts/time/build-place-names.mjs           write the files
//   node scripts/time/build-place-names.mjs --check   write nothing; fail when a file differs
// The check needs the network (the CLDR packages), so `npm run lint`, which runs offline, does
// not run it; run it after updating places.json or the pinned CLDR.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const CLDR_VERSION = "48.2.0";
/** the site's languages: [file's language, CLDR locale] @type {Array<[string, string]>} */
const LANGUAGES = [
  ["es", "es"],
  ["de", "de"],
  ["fr", "fr"],
  ["pt-br", "pt"],
  ["ja", "ja"],
];
/** The areas of zone ids that name a city (not "US/Eastern", "Etc/GMT+5" or "Japan"). */
const AREAS = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//;

const root = fileURLToPath(new URL("../../", import.meta.url));
const check = process.argv.includes("--check");

/** As app/time/places.ts compares names: without case, accents or punctuation. @param {string} text */
function placeKey(text) {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** As app/time/local-time-text.ts's zoneCity: "America/Sao_Paulo" → "Sao Paulo". @param {string} zone */
const zoneCity = (zone) => (zone.split("/").pop() ?? zone).replace(/_/g, " ");

/**
 * Every zone's exemplar city in a CLDR locale, by CLDR's zone id.
 * @param {string} dir @param {string} locale @returns {Map<string, string>}
 */
function exemplarCities(dir, locale) {
  const file = join(dir, "package/main", locale, "timeZoneNames.json");
  const zones = JSON.parse(readFileSync(file, "utf8")).main[locale].dates.timeZoneNames.zone;
  /** @type {Map<string, string>} */
  const cities = new Map();
  /** @param {Record<string, any>} node @param {string} prefix */
  const walk = (node, prefix) => {
    for (const [key, value] of Object.entries(node)) {
      if (!value || typeof value !== "object") continue;
      if (value._type === "zone") {
        // Without the soft hyphens some write as hints ("Reyk\u00adja\u00advík"): a name is typed too.
        if (typeof value.exemplarCity === "string") {
          cities.set(prefix + key, value.exemplarCity.replace(/\u00ad/g, ""));
        }
      } else walk(value, `${prefix}${key}/`);
    }
  };
  walk(zones, "");
  return cities;
}

const work = mkdtempSync(join(tmpdir(), "cldr-dates-"));
/** @type {Array<[string, string]>} file and its text */
const outputs = [];
try {
  for (const name of ["cldr-dates-full", "cldr-bcp47"]) {
    execFileSync("npm", ["pack", `${name}@${CLDR_VERSION}`, "--silent"], {
      cwd: work,
      stdio: "ignore",
    });
  }
  execFileSync("sh", ["-c", 'for f in *.tgz; do tar xzf "$f"; done'], { cwd: work });

  // CLDR's zone id (the first alias) and every id of the zone: "Asia/Calcutta", ["Asia/Calcutta",
  // "Asia/Kolkata"]; `_iana` is the tz database's own id where CLDR keeps an older one.
  const bcp47 = JSON.parse(readFileSync(join(work, "package/bcp47/timezone.json"), "utf8"));
  /** @type {Array<{ cldr: string, iana: string, ids: string[] }>} */
  const zones = [];
  for (const entry of Object.values(bcp47.keyword.u.tz)) {
    if (!entry || typeof entry !== "object" || typeof entry._alias !== "string") continue;
    const ids = entry._alias.split(" ");
    const cldr = /** @type {string} */ (ids[0]);
    zones.push({ cldr, iana: entry._iana ?? cldr, ids });
  }
  /** @type {Map<string, { cldr: string, iana: string, ids: string[] }>} */
  const zoneOf = new Map(zones.flatMap((zone) => zone.ids.map((id) => [id, zone])));

  const english = exemplarCities(work, "en");
  /** English CLDR writes only the cities that differ from the zone id. @param {{ cldr: string, iana: string }} zone */
  const englishCity = (zone) => english.get(zone.cldr) ?? zoneCity(zone.iana);

  /** @type {{ zones: string[], places: Array<[string, string, string, number, number]> }} */
  const { zones: placeZones, places } = JSON.parse(
    readFileSync(join(root, "app/time/data/places.json"), "utf8"),
  );
  // How many places each zone-and-name key names: a key naming two is left out.
  /** @type {Map<string, number>} */
  const keyCount = new Map();
  for (const [name, , , zone] of places) {
    const key = `${placeZones[zone]}|${name}`;
    keyCount.set(key, (keyCount.get(key) ?? 0) + 1);
  }

  for (const [language, locale] of LANGUAGES) {
    const local = exemplarCities(work, locale);
    /** @type {Record<string, string>} */
    const names = {};
    let placeCount = 0;
    let zoneCount = 0;
    // The places that are their zone's city: "New York" in America/New_York.
    for (const [name, , , zoneIndex] of places) {
      const zoneId = /** @type {string} */ (placeZones[zoneIndex]);
      const zone = zoneOf.get(zoneId);
      const translated = zone && local.get(zone.cldr);
      if (!zone || !translated) continue;
      const city = englishCity(zone);
      // The id's city only for the zone's own id: "Europe/Uzhgorod" is a link to Kyiv's zone.
      const ownId = zoneId === zone.cldr || zoneId === zone.iana;
      if (
        placeKey(name) !== placeKey(city) &&
        !(ownId && placeKey(name) === placeKey(zoneCity(zoneId)))
      ) {
        continue;
      }
      const key = `${zoneId}|${name}`;
      if (translated === city || translated === name || keyCount.get(key) !== 1) continue;
      if (!(key in names)) placeCount += 1;
      names[key] = translated;
    }
    // The zones named by their id: the city as the id writes it, for the ids that name the city.
    for (const zone of zones) {
      const translated = local.get(zone.cldr);
      const city = englishCity(zone);
      if (!translated || translated === city) continue;
      for (const id of zone.ids) {
        if (!AREAS.test(id)) continue;
        const idCity = zoneCity(id);
        const named = id === zone.cldr || id === zone.iana || placeKey(idCity) === placeKey(city);
        const key = `${id}|${idCity}`;
        if (!named || key in names || translated === idCity) continue;
        names[key] = translated;
        zoneCount += 1;
      }
    }
    const sorted = Object.fromEntries(
      Object.entries(names).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const text = `${JSON.stringify(
      {
        source: `CLDR ${CLDR_VERSION} (cldr-dates-full, Unicode License v3): time-zone exemplar cities, ${locale}`,
        language,
        names: sorted,
      },
      null,
      1,
    )}\n`;
    outputs.push([join(root, "app/time/data", `place-names.${language}.json`), text]);
    console.log(
      `${language}: ${local.size} CLDR cities; ${placeCount} places and ${zoneCount} more zone ids named`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (check) {
  const stale = outputs.filter(
    ([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text,
  );
  for (const [file] of stale) {
    console.error(`${file} is not what CLDR gives: run node scripts/time/build-place-names.mjs`);
  }
  if (stale.length > 0) process.exit(1);
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
}
