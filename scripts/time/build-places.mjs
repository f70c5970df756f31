// Reduces the city list of `city-timezones` (MIT; its 7,329 places and their fields are Natural
// Earth's populated places, which are public domain) to what the time-zone lookup needs:
// app/time/data/places.json, server-only (docs/decisions/074-time-zones.md). Run it after
// updating the package: `node scripts/time/build-places.mjs`. With `--check` (part of `npm run
// lint`) it writes nothing and fails when the file is not what it would write.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const source = require.resolve("city-timezones/data/cityMap.json");
const version = JSON.parse(
  readFileSync(require.resolve("city-timezones/package.json"), "utf8"),
).version;

/** @typedef {{ city: string, city_ascii: string, province?: string, iso2: string, timezone: string, pop?: number }} City */
/** @typedef {[name: string, province: string, country: string, zone: number, population: number]} Row */

/** @type {City[]} */
const cities = JSON.parse(readFileSync(source, "utf8"));

/**
 * The places, most populous first: [name, province, country code, zone index, population].
 * @param {City[]} list
 * @returns {{ zones: string[], places: Row[] }}
 */
function reducePlaces(list) {
  const zones = [...new Set(list.map((city) => city.timezone).filter(Boolean))].sort();
  const places = list
    .filter((city) => city.timezone && city.city && city.iso2)
    .map(
      (city) =>
        /** @type {Row} */ ([
          city.city.trim(),
          (city.province ?? "").trim(),
          city.iso2,
          zones.indexOf(city.timezone),
          Math.round(city.pop ?? 0),
        ]),
    )
    .sort((a, b) => b[4] - a[4] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { zones, places };
}

const reduced = reducePlaces(cities);
const text = `${JSON.stringify({
  source: `city-timezones ${version} (MIT), from Natural Earth's populated places (public domain)`,
  ...reduced,
})}\n`;
const target = new URL("../../app/time/data/places.json", import.meta.url);
if (process.argv.includes("--check")) {
  if (readFileSync(target, "utf8") !== text) {
    console.error(
      "app/time/data/places.json is not the reduction of city-timezones: run node scripts/time/build-places.mjs",
    );
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`${reduced.places.length} places in ${reduced.zones.length} zones`);
}
