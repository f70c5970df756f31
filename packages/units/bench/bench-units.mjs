#!/usr/bin/env node
// Accuracy and speed of the UnitWise conversion engine next to mathjs, convert-units and
// js-quantities, on one fixed set of conversions with exact expected results.
// Run: npm run bench:units   (node bench/bench-units.mjs in the package; vite loads the engine)
// Options: --seconds=N  time spent measuring each library (default 1)
import { fileURLToPath } from "node:url";
import * as math from "mathjs";
import { runnerImport } from "vite";

// convert-units and js-quantities ship no types: load them as untyped modules.
/** @type {(value: number) => { from(unit: string): { to(unit: string): number } }} */
const convertUnits = (await import(/** @type {string} */ ("convert-units"))).default;
/** @type {((value: number, unit: string) => { to(unit: string): { scalar: number } }) & { version?: string }} */
const Qty = (await import(/** @type {string} */ ("js-quantities"))).default;

/**
 * @typedef {[string, string]} Pair  from-unit and to-unit names
 * @typedef {{ value: string, table: string, ours: Pair, mathjs: Pair | null,
 *   convertUnits: Pair | null, jsQuantities: Pair | null, expected: string }} Case
 * @typedef {{ name: string, prepare: (k: Case) => (() => number | string) | null }} Library
 * @typedef {{ units: Array<{ id: string }> }} Table
 * @typedef {{ getTable(key: string): Table | undefined }} Catalogue
 * @typedef {{ convert(table: Table, input: string, from: string, to: string): { result?: string } }} Engine
 */

/**
 * Each case: the value, our table and unit ids, each library's unit names (null: it has no such
 * unit), and the exact result rounded to 15 significant digits (computed from the defining
 * values with exact fractions, independently of the engine).
 */
const CASES = [
  // length
  c("1", "length", ["mile", "kilometer"], ["mile", "km"], ["mi", "km"], ["mi", "km"], "1.609344"),
  c("1", "length", ["foot", "meter"], ["ft", "m"], ["ft", "m"], ["ft", "m"], "0.3048"),
  c("1", "length", ["meter", "foot"], ["m", "ft"], ["m", "ft"], ["m", "ft"], "3.28083989501312"),
  c("12", "length", ["inch", "centimeter"], ["inch", "cm"], ["in", "cm"], ["in", "cm"], "30.48"),
  c("1", "length", ["yard", "meter"], ["yard", "m"], ["yd", "m"], ["yd", "m"], "0.9144"),
  c(
    "5",
    "length",
    ["kilometer", "mile"],
    ["km", "mile"],
    ["km", "mi"],
    ["km", "mi"],
    "3.10685596118667",
  ),
  c("1", "length", ["nautical-mile", "meter"], null, null, ["nmi", "m"], "1852"),
  c(
    "100",
    "length",
    ["millimeter", "inch"],
    ["mm", "inch"],
    ["mm", "in"],
    ["mm", "in"],
    "3.93700787401575",
  ),
  // weight and mass
  c("1", "weight", ["pound", "kilogram"], ["lb", "kg"], ["lb", "kg"], ["lb", "kg"], "0.45359237"),
  c(
    "1",
    "weight",
    ["kilogram", "pound"],
    ["kg", "lb"],
    ["kg", "lb"],
    ["kg", "lb"],
    "2.20462262184878",
  ),
  c("1", "weight", ["ounce", "gram"], ["oz", "g"], ["oz", "g"], ["oz", "g"], "28.349523125"),
  c("1", "weight", ["stone", "kilogram"], ["stone", "kg"], null, ["stone", "kg"], "6.35029318"),
  c(
    "1",
    "weight",
    ["short-ton", "kilogram"],
    ["ton", "kg"],
    ["t", "kg"],
    ["short-ton", "kg"],
    "907.18474",
  ),
  c("1", "weight", ["grain", "milligram"], ["grain", "mg"], null, ["grain", "mg"], "64.79891"),
  // volume
  c(
    "1",
    "volume",
    ["us-gallon", "liter"],
    ["gallon", "L"],
    ["gal", "l"],
    ["gal", "l"],
    "3.785411784",
  ),
  c(
    "1",
    "volume",
    ["liter", "us-gallon"],
    ["L", "gallon"],
    ["l", "gal"],
    ["l", "gal"],
    "0.264172052358148",
  ),
  c(
    "1",
    "volume",
    ["us-cup", "milliliter"],
    ["cup", "mL"],
    ["cup", "ml"],
    ["cup", "ml"],
    "236.5882365",
  ),
  c(
    "1",
    "volume",
    ["us-fluid-ounce", "milliliter"],
    ["floz", "mL"],
    ["fl-oz", "ml"],
    ["floz", "ml"],
    "29.5735295625",
  ),
  c("1", "volume", ["us-quart", "liter"], ["quart", "L"], ["qt", "l"], ["qt", "l"], "0.946352946"),
  c(
    "1",
    "volume",
    ["cubic-foot", "liter"],
    ["cuft", "L"],
    ["ft3", "l"],
    ["cu-ft", "l"],
    "28.316846592",
  ),
  c("1", "volume", ["imperial-gallon", "liter"], null, null, ["gallon-imp", "l"], "4.54609"),
  // temperature (absolute)
  c(
    "212",
    "temperature",
    ["fahrenheit", "celsius"],
    ["degF", "degC"],
    ["F", "C"],
    ["tempF", "tempC"],
    "100",
  ),
  c(
    "100",
    "temperature",
    ["celsius", "fahrenheit"],
    ["degC", "degF"],
    ["C", "F"],
    ["tempC", "tempF"],
    "212",
  ),
  c(
    "0",
    "temperature",
    ["kelvin", "fahrenheit"],
    ["K", "degF"],
    ["K", "F"],
    ["tempK", "tempF"],
    "-459.67",
  ),
  c(
    "98.6",
    "temperature",
    ["fahrenheit", "celsius"],
    ["degF", "degC"],
    ["F", "C"],
    ["tempF", "tempC"],
    "37",
  ),
  c(
    "300",
    "temperature",
    ["kelvin", "celsius"],
    ["K", "degC"],
    ["K", "C"],
    ["tempK", "tempC"],
    "26.85",
  ),
  c(
    "0",
    "temperature",
    ["fahrenheit", "kelvin"],
    ["degF", "K"],
    ["F", "K"],
    ["tempF", "tempK"],
    "255.372222222222",
  ),
  // energy
  c("1", "energy", ["kilowatt-hour", "joule"], ["kWh", "J"], ["kWh", "J"], ["kWh", "J"], "3600000"),
  c("1", "energy", ["calorie-thermochemical", "joule"], null, null, ["cal", "J"], "4.184"),
  c(
    "1",
    "energy",
    ["btu-international", "joule"],
    ["BTU", "J"],
    null,
    ["BTU", "J"],
    "1055.05585262",
  ),
  c("1", "energy", ["electronvolt", "joule"], ["eV", "J"], null, ["eV", "J"], "1.602176634e-19"),
  c("1", "energy", ["erg", "joule"], ["erg", "J"], null, ["erg", "J"], "1e-7"),
  // pressure
  c("1", "pressure", ["atmosphere", "pascal"], ["atm", "Pa"], null, ["atm", "Pa"], "101325"),
  c(
    "1",
    "pressure",
    ["psi", "kilopascal"],
    ["psi", "kPa"],
    ["psi", "kPa"],
    ["psi", "kPa"],
    "6.89475729316836",
  ),
  c(
    "1",
    "pressure",
    ["bar", "psi"],
    ["bar", "psi"],
    ["bar", "psi"],
    ["bar", "psi"],
    "14.5037737730209",
  ),
  c("760", "pressure", ["torr", "atmosphere"], ["torr", "atm"], null, ["torr", "atm"], "1"),
  // speed
  c(
    "60",
    "speed",
    ["mile-hour", "kilometer-hour"],
    ["mi/h", "km/h"],
    ["m/h", "km/h"],
    ["mph", "kph"],
    "96.56064",
  ),
  c(
    "100",
    "speed",
    ["kilometer-hour", "meter-second"],
    ["km/h", "m/s"],
    ["km/h", "m/s"],
    ["kph", "m/s"],
    "27.7777777777778",
  ),
  c(
    "1",
    "speed",
    ["knot", "kilometer-hour"],
    ["kt", "km/h"],
    ["knot", "km/h"],
    ["knot", "kph"],
    "1.852",
  ),
  // angle, area, power, time
  c(
    "180",
    "angle",
    ["degree", "radian"],
    ["deg", "rad"],
    ["deg", "rad"],
    ["deg", "rad"],
    "3.14159265358979",
  ),
  c(
    "1",
    "area",
    ["acre", "square-meter"],
    ["acre", "m^2"],
    ["ac", "m2"],
    ["acre", "m^2"],
    "4046.8564224",
  ),
  c(
    "1",
    "area",
    ["hectare", "acre"],
    ["hectare", "acre"],
    ["ha", "ac"],
    ["hectare", "acre"],
    "2.47105381467165",
  ),
  c("1", "power", ["horsepower", "watt"], ["hp", "W"], null, ["hp", "W"], "745.69987158227"),
  c("1", "time", ["day", "second"], ["day", "s"], ["d", "s"], ["day", "s"], "86400"),
];

/**
 * @param {string} value @param {string} table @param {Pair} ours @param {Pair | null} mathjs
 * @param {Pair | null} convertUnitsNames @param {Pair | null} jsQuantities @param {string} expected
 * @returns {Case}
 */
function c(value, table, ours, mathjs, convertUnitsNames, jsQuantities, expected) {
  return { value, table, ours, mathjs, convertUnits: convertUnitsNames, jsQuantities, expected };
}

const seconds = Number(process.argv.find((a) => a.startsWith("--seconds="))?.slice(10) ?? 1);

// The engine is TypeScript with extensionless imports: let Vite load it from the package's source.
const source = (/** @type {string} */ file) =>
  fileURLToPath(new URL(`../src/${file}`, import.meta.url));
/** @type {import("vite").InlineConfig} */
const vite = { configFile: false, logLevel: "silent" };
/** @type {Catalogue} */
const catalogue = (await runnerImport(source("catalogue.ts"), vite)).module;
/** @type {Engine} */
const engine = (await runnerImport(source("convert.ts"), vite)).module;

/** Each library: how to run one case (null when it lacks a unit), returning a number or string. */
/** @type {Library[]} */
const LIBRARIES = [
  {
    name: "UnitWise (string in, 15-digit string out)",
    prepare: (k) => {
      const table = catalogue.getTable(k.table);
      const [from, to] = k.ours;
      if (!table?.units.some((u) => u.id === from) || !table.units.some((u) => u.id === to)) {
        throw new Error(`The catalogue lacks ${k.table}/${from} or ${k.table}/${to}`);
      }
      return () => engine.convert(table, k.value, from, to).result ?? "";
    },
  },
  {
    name: `mathjs ${math.version}`,
    prepare: ({ value, mathjs: m }) => m && (() => math.unit(Number(value), m[0]).toNumber(m[1])),
  },
  {
    name: "convert-units",
    prepare: ({ value, convertUnits: u }) =>
      u && (() => convertUnits(Number(value)).from(u[0]).to(u[1])),
  },
  {
    name: `js-quantities ${Qty.version ?? ""}`.trim(),
    prepare: ({ value, jsQuantities: q }) => q && (() => Qty(Number(value), q[0]).to(q[1]).scalar),
  },
];

/** Both sides at 15 significant digits, the way a person would compare them. */
const at15 = (/** @type {number | string} */ x) => Number(x).toPrecision(15);

const rows = [];
for (const library of LIBRARIES) {
  /** @type {Array<() => number | string>} */
  const runs = [];
  /** @type {string[]} */
  const differences = [];
  let unsupported = 0;
  for (const k of CASES) {
    /** @type {(() => number | string) | null} */
    let run = null;
    try {
      run = library.prepare(k);
      if (run) run();
    } catch (error) {
      if (library === LIBRARIES[0]) throw error;
      run = null; // the library refuses one of the unit names
    }
    if (!run) {
      unsupported++;
      continue;
    }
    const got = run();
    if (at15(got) !== at15(k.expected)) {
      differences.push(`${k.value} ${k.ours[0]} → ${k.ours[1]}: ${got} (exact ${k.expected})`);
    }
    runs.push(run);
  }
  // Warm up, then count whole passes over the supported cases for the time allowed.
  for (let i = 0; i < 200; i++) for (const run of runs) run();
  let passes = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 50; i++) for (const run of runs) run();
    passes += 50;
    elapsed = performance.now() - start;
  }
  rows.push({
    library: library.name,
    supported: runs.length,
    unsupported,
    differs: differences.length,
    perSecond: Math.round((passes * runs.length) / (elapsed / 1000)),
    differences,
  });
}

const header = ["library", "cases run", "unsupported", "differ at 15 digits", "conversions/s"];
const table = rows.map((r) => [
  r.library,
  String(r.supported),
  String(r.unsupported),
  String(r.differs),
  r.perSecond.toLocaleString("en-US"),
]);
const widths = header.map((h, i) =>
  Math.max(h.length, ...table.map((row) => (row[i] ?? "").length)),
);
const line = (/** @type {string[]} */ cells) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ")} |`;
console.log(
  `${CASES.length} conversions, each library timed for ${seconds} s (Node ${process.version})\n`,
);
console.log(line(header));
console.log(
  `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`,
);
for (const row of table) console.log(line(row));
for (const r of rows) {
  if (r.differences.length === 0) continue;
  console.log(`\n${r.library} differs from the exact result on:`);
  for (const d of r.differences) console.log(`  ${d}`);
}
