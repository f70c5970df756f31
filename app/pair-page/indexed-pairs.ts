import { isTextTable, type UnitTable } from "@unitwise/units";
import { pairSlug } from "./pair-slug";

/**
 * Which unit pairs search engines are told about (the sitemaps) and the pair pages link to
 * (docs/decisions/050-unit-pair-pages.md): every ordered pair among a converter's common units.
 * Other pairs of the same converter still have a page (a visitor may follow or share one), but it
 * asks not to be indexed.
 */

/**
 * The units people convert between most, per converter of the Common category, most common first.
 * Editorial, like the home page's ranking: the tables order units by size, not by use. Ids a
 * table lacks are skipped (a unit test holds every id to its table).
 */
export const COMMON_UNITS: Readonly<Record<string, readonly string[]>> = {
  length: [
    "meter",
    "kilometer",
    "centimeter",
    "millimeter",
    "inch",
    "foot",
    "yard",
    "mile",
    "nautical-mile",
  ],
  weight: ["kilogram", "gram", "milligram", "pound", "ounce", "stone", "metric-ton", "short-ton"],
  volume: [
    "liter",
    "milliliter",
    "cubic-meter",
    "us-gallon",
    "imperial-gallon",
    "us-fluid-ounce",
    "us-cup",
    "us-tablespoon",
    "us-teaspoon",
  ],
  temperature: ["celsius", "fahrenheit", "kelvin", "rankine"],
  area: [
    "square-meter",
    "square-kilometer",
    "square-centimeter",
    "square-foot",
    "square-inch",
    "square-yard",
    "square-mile",
    "acre",
    "hectare",
  ],
  pressure: [
    "pascal",
    "kilopascal",
    "megapascal",
    "bar",
    "millibar",
    "psi",
    "atmosphere",
    "torr",
    "millimeter-of-mercury",
  ],
  energy: [
    "joule",
    "kilojoule",
    "calorie-thermochemical",
    "kilocalorie",
    "kilowatt-hour",
    "btu-international",
    "electronvolt",
    "foot-pound",
  ],
  power: ["watt", "kilowatt", "megawatt", "horsepower", "metric-horsepower", "btu-per-hour"],
  force: ["newton", "kilonewton", "pound-force", "kilogram-force", "dyne"],
  time: ["second", "minute", "hour", "day", "week", "month", "year", "millisecond"],
  speed: ["kilometer-hour", "mile-hour", "meter-second", "foot-second", "knot", "mach"],
  angle: ["degree", "radian", "gradian", "arcminute", "arcsecond", "turn"],
  "fuel-consumption": [
    "liter-100-kilometer",
    "mile-us-gallon",
    "mile-imperial-gallon",
    "kilometer-liter",
  ],
  "energy-consumption": [
    "kilowatt-hour-100-kilometer",
    "mile-kilowatt-hour",
    "kilowatt-hour-100-mile",
    "kilometer-kilowatt-hour",
    "watt-hour-kilometer",
    "watt-hour-mile",
  ],
  numbers: ["decimal", "binary", "octal", "hexadecimal", "roman-numeral"],
  "data-storage": [
    "bit",
    "byte",
    "kilobyte",
    "megabyte",
    "gigabyte",
    "terabyte",
    "kibibyte",
    "mebibyte",
    "gibibyte",
  ],
  "volume-dry": ["us-bushel", "us-dry-pint", "us-dry-quart", "us-dry-gallon", "us-peck", "liter"],
  currency: ["usd", "eur", "gbp", "jpy", "cad", "aud", "chf", "cny", "inr"],
};

/** How many of its units a converter without a list of common units has pairs indexed for. */
export const DEFAULT_INDEXED_UNITS = 5;

/** Whether a converter's unit pairs get pages at all: not case styles (see decision 050). */
export function hasPairPages(table: UnitTable): boolean {
  return !isTextTable(table);
}

/**
 * The units of `table` whose pairs are indexed: the converter's common units when it has a list,
 * else its first DEFAULT_INDEXED_UNITS (the first two are the page's defaults).
 */
export function indexedUnits(table: UnitTable): string[] {
  if (!hasPairPages(table)) return [];
  const ids = table.units.map((unit) => unit.id);
  const common = COMMON_UNITS[table.key]?.filter((id) => ids.includes(id));
  return common && common.length >= 2 ? common : ids.slice(0, DEFAULT_INDEXED_UNITS);
}

/** Every ordered pair of distinct indexed units, as path segments ("mile-to-kilometer"). */
export function indexedPairs(table: UnitTable): Array<{ from: string; to: string; slug: string }> {
  const units = indexedUnits(table);
  return units.flatMap((from) =>
    units.filter((to) => to !== from).map((to) => ({ from, to, slug: pairSlug(from, to) })),
  );
}
