#!/usr/bin/env node
// Accuracy and speed of the UnitWise conversion engine next to mathjs, convert-units and
// js-quantities, on one fixed set of conversions with exact expected results; then the quantity
// calculator next to mathjs's evaluate on expressions ("3 kWh/100km to J/m"), and the time the
// calculator takes to refuse hostile ones ("10^10^10").
// Run: npm run bench:units   (node bench/bench-units.mjs in the package; vite loads the engine)
// Options: --seconds=N  time spent measuring each library (default 1; the expressions take
//          five runs of N/4 s for each side)
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
 * @typedef {{ getTable(key: string): Table | undefined, tables: Table[],
 *   converters: Array<{ key: string, name: string }> }} Catalogue
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

// ---------------------------------------------------------------------------------------------
// Expressions: the quantity calculator (exact rationals) next to mathjs's evaluate (doubles).

/**
 * @typedef {{ sub(other: Exact): Exact, abs(): Exact, div(other: Exact): Exact,
 *   isZero(): boolean, toNumber(): number }} Exact  a Rational of the engine
 * @typedef {{ calculate(expression: string, target: string | null,
 *   options?: { precision?: number }): { exactValue: Exact, answer: string } }} Calculator
 * @typedef {{ ours: string, target: string, mathjs: string | null, why: string }} Expression
 */

/**
 * The issue's questions and others across dimensions: ours, our target, and the same for
 * mathjs.evaluate with "to" (its names: inch, mi/h, minute, tablespoon, gal, degF, BTU; its
 * constants: speedOfLight, planckConstant…), or null and why mathjs cannot.
 * @type {Expression[]}
 */
const EXPRESSIONS = [
  x("3 kWh/100km", "J/m", "3 kWh/100km to J/m"),
  x("60 mph * 2 h", "km", "60 mi/h * 2 h to km"),
  x("5 ft + 3 in", "cm", "5 ft + 3 inch to cm"),
  x("1.2345 h", "s", "1.2345 h to s"),
  x("100 km/h", "m/s", "100 km/h to m/s"),
  x("(3 ft)^2", "m^2", "(3 ft)^2 to m^2"),
  x("2 m * 3 ft * 4 in", "L", "2 m * 3 ft * 4 inch to L"),
  x("10 kg * 9.80665 m/s^2", "lbf", "10 kg * 9.80665 m/s^2 to lbf"),
  x("1 atm - 1 bar", "Pa", "1 atm - 1 bar to Pa"),
  x("5 kg / 2 L", "lb/ft^3", "5 kg / (2 L) to lb/ft^3"),
  x("12 V / 3 mA", "kohm", "12 V / (3 mA) to kohm"),
  x("1 1/2 cups + 2 tbsp", "mL", "1.5 cup + 2 tablespoon to mL"),
  x("3/8 in", "mm", "3/8 inch to mm"),
  x("100 Mbit/s * 2 min", "GB", "100 Mb/s * 2 minute to GB"),
  x("3 GiB", "MB", "3 GiB to MB"),
  x("1 mi^2", "acre", "1 mi^2 to acre"),
  x("sqrt(2 acre)", "m", "sqrt(2 acre) to m"),
  x("(8 L)^(1/3)", "cm", "(8 L)^(1/3) to cm"),
  x(
    "G_N * 5.972e24 kg / (6371 km)^2",
    "m/s^2",
    "gravitationConstant * 5.972e24 kg / (6371 km)^2 to m/s^2",
  ),
  x("h_planck * 500 THz", "eV", "planckConstant * 500 THz to eV"),
  x("k_B * 300 K", "meV", "boltzmann * 300 K to meV"),
  x("c / 500 nm", "THz", "speedOfLight / (500 nm) to THz"),
  x("sigma_sb * (300 K)^4", "W/m^2", "stefanBoltzmann * (300 K)^4 to W/m^2"),
  x("90 deg / 3 s", "rad/s", "90 deg / (3 s) to rad/s"),
  x("2 pi * 60 Hz * 3 mH", "ohm", "2 pi * 60 Hz * 3 mH to ohm"),
  x("3 kWh / 20 min", "hp", "3 kWh / (20 minute) to hp"),
  x("1000 ft lbf / 5 s", "W", "1000 ft lbf / (5 s) to W"),
  x("26.2 mi / (3 h + 30 min)", "m/s", "26.2 mi / (3 h + 30 minute) to m/s"),
  x("3 lb 4 oz", "kg", "3 lb + 4 oz to kg"),
  x("1 W/m K", "Btu/(h ft °F)", "1 W/(m K) to BTU/(h ft degF)"),
  x("500 mi / 15 usgal", "km/L", "500 mi / (15 gal) to km/L"),
  x("30 L / 500 km", "mL/km", "30 L / (500 km) to mL/km"),
  x("1/2 * 1200 kg * (100 km/h)^2", "Wh", "1/2 * 1200 kg * (100 km/h)^2 to Wh"),
  x("10 °F + 5 °F", "K", "10 degF + 5 degF to K"),
  x("60 rpm * 2 s", "deg", null, "no rpm"),
  x("30 kn * 2 h", "km", null, "no knot"),
  x("2 kcal + 300 kJ", "kWh", null, "no calorie"),
  x("c * 365.25 d", "ly", null, "no light-year"),
];

/** @returns {Expression} */
function x(
  /** @type {string} */ ours,
  /** @type {string} */ target,
  /** @type {string | null} */ mathjs,
  why = "",
) {
  return { ours, target, mathjs, why };
}

/**
 * Accepted expressions near the limits of limits.ts (ours only): numbers of 2,400 digits, a
 * 12th root worked out to 60 digits, 119 terms, 300 characters, 16 nested parentheses.
 */
const NEAR_LIMITS = [
  ["(10^60)^40", null],
  ["(3 m^12)^(1/12)", "m"],
  [`${"1+".repeat(59)}1`, null],
  [`${"1 kilometer + ".repeat(21)}1 mile`, "m"],
  [`${"(".repeat(16)}2 m${")".repeat(16)}^2`, "ft^2"],
];

/** Hostile expressions the calculator must refuse at once, with a message. */
const HOSTILE = [
  "10^10^10",
  "(m^1000)^1000",
  "((10^60)^60)^60",
  "1e1001 m",
  `${"1 m + ".repeat(49)}1 miles`,
  `${"1+".repeat(70)}1`,
  `${"(".repeat(17)}1${")".repeat(17)}`,
  `${"(".repeat(50)}1${")".repeat(50)}`,
];

/** @type {{ createCalculator(tables: Table[], context: { quantity(table: Table & { key: string }): string }): Calculator }} */
const calculatorModule = (await runnerImport(source("calculator/calculator.ts"), vite)).module;
/** @type {{ quantityPhrase(name: string): string }} */
const query = (await runnerImport(source("query.ts"), vite)).module;
/** @type {{ Rational: { parse(text: string): Exact } }} */
const { Rational } = (await runnerImport(source("rational.ts"), vite)).module;
const converterNames = new Map(catalogue.converters.map((k) => [k.key, k.name]));
const calculator = calculatorModule.createCalculator(catalogue.tables, {
  quantity: (t) => query.quantityPhrase(converterNames.get(t.key) ?? t.key),
});

const ours = (/** @type {string} */ text, /** @type {string | null} */ target) => () =>
  calculator.calculate(text, target, { precision: 15 });
/** @param {string} text */
const mathjsRun = (text) => () => {
  /** @type {unknown} */
  const value = math.evaluate(text);
  return math.isUnit(value) ? value.toNumber() : Number(value);
};

/** Median and range of a list of numbers. */
function spread(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** Evaluations per second of `runs`, in whole passes over them for about `ms` milliseconds. */
function rate(/** @type {Array<() => unknown>} */ runs, /** @type {number} */ ms) {
  let passes = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (const run of runs) run();
    passes++;
    elapsed = performance.now() - start;
  }
  return (passes * runs.length) / (elapsed / 1000);
}

/** Microseconds per call of `run`: the median of three batches of at least 10 ms each. */
function perCall(/** @type {() => unknown} */ run) {
  /** @type {number[]} */
  const times = [];
  for (let batch = 0; batch < 3; batch++) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < 10) {
      run();
      calls++;
      elapsed = performance.now() - start;
    }
    times.push((elapsed * 1000) / calls);
  }
  return spread(times).median;
}

/** The refusal's message, or null when the calculator answered. */
function refusal(/** @type {() => unknown} */ run) {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "CalculationError") throw error;
    return error.message;
  }
}

/** mathjs's relative deviation from our exact answer, in two significant digits. */
function deviation(/** @type {Exact} */ exact, /** @type {number} */ double) {
  if (!Number.isFinite(double)) return String(double);
  const difference = exact.sub(Rational.parse(double.toPrecision(17))).abs();
  if (difference.isZero()) return "0";
  const relative = (exact.isZero() ? difference : difference.div(exact.abs())).toNumber();
  return relative.toExponential(1);
}

// Each expression: our answer, mathjs's and its deviation from ours.
const cases = EXPRESSIONS.map((e) => {
  const run = ours(e.ours, e.target);
  const mRun = e.mathjs === null ? null : mathjsRun(e.mathjs);
  return { e, run, answer: run(), mRun, value: mRun?.() ?? null };
});
const oursRuns = cases.map((k) => k.run);
const oursCommon = cases.flatMap((k) => (k.mRun ? [k.run] : []));
const mathjsRuns = cases.flatMap((k) => (k.mRun ? [k.mRun] : []));
const mathjsSkipped = cases.flatMap((k) => (k.mRun ? [] : [`${k.e.ours} (${k.e.why})`]));
for (let i = 0; i < 100; i++) for (const run of [...oursRuns, ...mathjsRuns]) run();
// ... and the time each takes, warmed up
const expressionRows = cases.map(({ e, run, answer, mRun, value }) => [
  `${e.ours} → ${e.target}`,
  answer.answer,
  perCall(run).toFixed(1),
  value === null ? `(${e.why})` : String(value),
  mRun ? perCall(mRun).toFixed(1) : "",
  value === null ? "" : deviation(answer.exactValue, value),
]);

// Evaluations per second: five interleaved runs of each, the median and the range.
const RUNS = 5;
const slice = (seconds * 1000) / 4;
/** @type {Record<"all" | "common" | "mathjs", number[]>} */
const rates = { all: [], common: [], mathjs: [] };
for (let r = 0; r < RUNS; r++) {
  rates.all.push(rate(oursRuns, slice));
  rates.mathjs.push(rate(mathjsRuns, slice));
  rates.common.push(rate(oursCommon, slice));
}

/** A markdown table: the columns numbered in `left` left-aligned, the others right-aligned. */
function printTable(
  /** @type {string[]} */ head,
  /** @type {string[][]} */ body,
  /** @type {number[]} */ left = [0],
) {
  const w = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? "").length)));
  const cells = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, i) => (left.includes(i) ? cell.padEnd(w[i] ?? 0) : cell.padStart(w[i] ?? 0))).join(" | ")} |`;
  console.log(cells(head));
  console.log(
    `|${w.map((n, i) => (left.includes(i) ? "-".repeat(n + 2) : `${"-".repeat(n + 1)}:`)).join("|")}|`,
  );
  for (const row of body) console.log(cells(row));
}
const perSecond = (/** @type {number} */ n) => Math.round(n).toLocaleString("en-US");

console.log(
  `\n${EXPRESSIONS.length} expressions: the calculator (exact) and mathjs ${math.version} (math.evaluate, doubles), which does ${mathjsRuns.length} of them\n`,
);
printTable(
  ["", "expressions", "evaluations/s (median of 5)", "range"],
  [
    ["UnitWise calculator", oursRuns, rates.all],
    ["UnitWise calculator, mathjs's expressions", oursCommon, rates.common],
    [`mathjs ${math.version}`, mathjsRuns, rates.mathjs],
  ].map(([name, runs, values]) => {
    const s = spread(/** @type {number[]} */ (values));
    return [
      /** @type {string} */ (name),
      String(/** @type {unknown[]} */ (runs).length),
      perSecond(s.median),
      `${perSecond(s.min)}–${perSecond(s.max)}`,
    ];
  }),
);
console.log("");
printTable(
  ["expression → target", "ours (to 15 digits)", "µs", "mathjs", "µs", "mathjs's relative error"],
  expressionRows,
);
console.log("(µs: per evaluation, the median of three batches)");
console.log(`\nmathjs cannot do: ${mathjsSkipped.join("; ")}`);

// The slowest accepted expression, near the limits included, and the time to refuse.
const accepted = [
  ...EXPRESSIONS.map((e) => /** @type {[string, string | null]} */ ([e.ours, e.target])),
  .../** @type {Array<[string, string | null]>} */ (NEAR_LIMITS),
].map(([text, target]) => {
  const run = ours(text, target);
  const message = refusal(run);
  if (message !== null) throw new Error(`"${text}" was refused: ${message}`);
  return { text, time: perCall(run) };
});
const slowest = accepted.reduce((a, b) => (b.time > a.time ? b : a));
const shortened = (/** @type {string} */ text) =>
  text.length > 48 ? `${text.slice(0, 45)}… (${text.length} characters)` : text;
console.log("\nAccepted near the limits (limits.ts):\n");
printTable(
  ["expression", "µs per evaluation"],
  NEAR_LIMITS.map(([text]) => [
    shortened(text ?? ""),
    (accepted.find((a) => a.text === text)?.time ?? 0).toFixed(1),
  ]),
);
console.log(
  `\nSlowest accepted expression (of all above): ${shortened(slowest.text)}, ${slowest.time.toFixed(1)} µs per evaluation\n`,
);
printTable(
  ["hostile expression", "µs to refuse", "message"],
  HOSTILE.map((text) => {
    const run = ours(text, null);
    const message = refusal(run);
    if (message === null) throw new Error(`"${text}" was answered`);
    return [shortened(text), perCall(() => refusal(run)).toFixed(1), message];
  }),
  [0, 2],
);
