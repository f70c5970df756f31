// Runs after every build: fails it when a page's download is over its budget (BUDGETS, per page;
// decisions 016 and 049), when unit tables or the time pages' code leak into the browser bundle,
// or when the time pages' code loads with every new isolate; and when the client entry lost its
// compile hint (decision 094).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  BUDGETS,
  clientFilesContaining,
  jsBudget,
  kb,
  readClientManifest,
  routeBundleSize,
  serverStartFilesContaining,
} from "./bundle-size.mjs";
import { COMPILE_HINT } from "./compile-hints.ts";

/** @type {Array<[name: string, routeId: string]>} */
const PAGES = [
  ["home", "routes/home"],
  ["converter page", "routes/converter"],
  // a unit pair's page: the converter page with the pair's server-rendered parts, same budget
  ["unit pair page", "routes/converter-pair"],
  ["blog", "routes/blog"],
  ["time-zone converter", "routes/time-zone-converter"],
  ["city pair page", "routes/time-zone-pair"],
  ["meeting planner", "routes/meeting-planner"],
  ["date calculator", "routes/date-calculator"],
];
// Unit ids that only exist in the catalogue's data files: the browser gets a page's own table
// through its loader, never the catalogue.
const CATALOGUE_MARKERS = [
  '"abampere"',
  '"kilogram-cubic-meter"',
  '"wavelength-nanometer"',
  '"btu-iso"',
];

// Temporal, the place list and the holiday table (docs/decisions/075-time-pages.md, 076): the
// time pages' answers are worked out on the server, and none of them may reach a browser. On the
// server they load at the first request that needs them, not with every new isolate
// (docs/decisions/089-time-code-on-demand.md). The lists are imported as raw strings, so their
// quotes are escaped in a bundle: both forms.
const TIME_MARKERS = [
  "getTimeZoneTransition",
  '"Springfield","Massachusetts"',
  String.raw`Springfield\",\"Massachusetts`,
  "Boxing Day (substitute day)",
  // and its names in other languages (app/time/data/holiday-names.<language>.json)
  "2. Weihnachtstag (Ersatztag)",
  // and the places' names in other languages (app/time/data/place-names.<language>.json)
  "America/New_York|New York",
];

let failed = false;
for (const [name, routeId] of PAGES) {
  const { js, css } = await routeBundleSize(routeId);
  const budget = jsBudget(routeId);
  const ok = js <= budget && css <= BUDGETS.css;
  failed ||= !ok;
  console.log(
    `${ok ? "✔" : "✘"} ${name}: JS ${kb(js)} / ${kb(budget)}, CSS ${kb(css)} / ${kb(BUDGETS.css)} (gzip)`,
  );
}
const timeLeaks = await clientFilesContaining(TIME_MARKERS);
if (timeLeaks.length > 0) {
  failed = true;
  console.log(
    `✘ Temporal, the place list or the holidays reached the client bundle: ${timeLeaks.join(", ")}`,
  );
} else {
  console.log("✔ no Temporal, no place list and no holidays in the client bundle");
}
const timeAtStart = await serverStartFilesContaining(TIME_MARKERS);
if (timeAtStart.length > 0) {
  failed = true;
  console.log(
    `✘ Temporal, the place list or the holidays load with every new isolate: ${timeAtStart.join(", ")}`,
  );
} else {
  console.log("✔ no Temporal, no place list and no holidays in what a new isolate loads");
}
const leaks = await clientFilesContaining(CATALOGUE_MARKERS);
if (leaks.length > 0) {
  failed = true;
  console.log(`✘ unit tables reached the client bundle: ${leaks.join(", ")}`);
} else {
  console.log("✔ no unit table in the client bundle");
}
// The page's framework compiled as it loads (decision 094): the hint must be the file's first line.
const { manifest } = await readClientManifest();
const entry = await readFile(join("build/client", manifest.entry.module), "utf8");
if (entry.startsWith(COMPILE_HINT)) {
  console.log("✔ the client entry starts with V8's compile hint");
} else {
  failed = true;
  console.log(
    `✘ the client entry (${manifest.entry.module}) does not start with V8's compile hint`,
  );
}
// The embedded converter (docs/decisions/079-embeds.md): its page loads one script, and a host
// page the element's loader; each under the 30 KB (gzip), scripts/build-embed.mjs's output.
/** @type {Array<[name: string, path: string]>} */
const EMBED_SCRIPTS = [
  ["embedded converter", "build/client/embed-converter.js"],
  ["<unitwise-converter> loader", "build/client/embed.js"],
];
const EMBED_BUDGET = 30 * 1024;
for (const [name, path] of EMBED_SCRIPTS) {
  const size = gzipSync(await readFile(path)).length;
  const ok = size <= EMBED_BUDGET;
  failed ||= !ok;
  console.log(`${ok ? "✔" : "✘"} ${name}: JS ${kb(size)} / ${kb(EMBED_BUDGET)} (gzip)`);
}

if (failed) {
  console.error("Bundle budget exceeded: the build fails.");
  process.exit(1);
}
