// Runs after every build: fails it when a page's download is over its budget (BUDGETS, per page;
// decisions 016 and 049) or when unit tables leak into the browser bundle.
import { BUDGETS, clientFilesContaining, jsBudget, kb, routeBundleSize } from "./bundle-size.mjs";

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

// Temporal and the place list (docs/decisions/075-time-pages.md): the time pages' answers are
// worked out on the server, and neither may reach a browser.
const TIME_MARKERS = ["getTimeZoneTransition", '"Springfield","Massachusetts"'];

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
  console.log(`✘ Temporal or the place list reached the client bundle: ${timeLeaks.join(", ")}`);
} else {
  console.log("✔ no Temporal and no place list in the client bundle");
}
const leaks = await clientFilesContaining(CATALOGUE_MARKERS);
if (leaks.length > 0) {
  failed = true;
  console.log(`✘ unit tables reached the client bundle: ${leaks.join(", ")}`);
} else {
  console.log("✔ no unit table in the client bundle");
}
if (failed) {
  console.error("Bundle budget exceeded: the build fails.");
  process.exit(1);
}
