/**
 * SI units a calculation needs that no converter lists on its own: the mole (amount of
 * substance), the steradian, the lumen, the sievert and the katal (SI Brochure, 2019, tables 2
 * and 4). The catalogue has them only inside other units (mol/s, lm/m²); here they stand alone.
 */
export interface CalculatorUnit {
  id: string;
  name: string;
  plural: string;
  symbol: string;
  /** the coherent SI unit it equals, in dimension.ts notation */
  dimension: string;
}

export const SI_UNITS: readonly CalculatorUnit[] = [
  { id: "mole", name: "mole", plural: "moles", symbol: "mol", dimension: "mol" },
  { id: "steradian", name: "steradian", plural: "steradians", symbol: "sr", dimension: "rad2" },
  { id: "lumen", name: "lumen", plural: "lumens", symbol: "lm", dimension: "cd rad2" },
  { id: "sievert", name: "sievert", plural: "sieverts", symbol: "Sv", dimension: "m2 s-2" },
  { id: "katal", name: "katal", plural: "katals", symbol: "kat", dimension: "mol s-1" },
];

/**
 * The units SI prefixes attach to, by catalogue id (and the units above): "kN", "mbar",
 * "kilojoules", "µs". Units outside it take none, so "min" stays a minute and "ft" a foot.
 */
export const SI_PREFIXABLE: ReadonlySet<string> = new Set([
  "meter",
  "gram",
  "second",
  "ampere",
  "kelvin",
  "candela",
  "mole",
  "radian",
  "steradian",
  "hertz",
  "newton",
  "pascal",
  "joule",
  "watt",
  "coulomb",
  "volt",
  "farad",
  "ohm",
  "siemens",
  "weber",
  "tesla",
  "henry",
  "lumen",
  "lux",
  "becquerel",
  "gray",
  "sievert",
  "katal",
  "liter",
  "metric-ton",
  "electronvolt",
  "watt-hour",
  "bar",
  "calorie-thermochemical",
  "byte",
  "bit",
  "gauss",
  "erg",
  "dyne",
  "poise",
  "stokes",
  "curie",
  "roentgen",
]);

/** The units binary prefixes attach to: "KiB", "Gibit". */
export const BINARY_PREFIXABLE: ReadonlySet<string> = new Set(["byte", "bit"]);
