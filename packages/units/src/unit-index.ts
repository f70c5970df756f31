import type { UnitDef, UnitTable } from "./types";

/**
 * Finds units by what people type: ids, names, plurals, symbols and aliases, case-insensitively
 * but preferring an exact-case match (so "MB" is a megabyte and "Mb" a megabit, "mm" a
 * millimeter and "Mm" a megameter). Spaces, hyphens, dots and multiplication signs are ignored
 * ("fl. oz" = "fl oz" = "floz", "kW·h" = "kWh"), and "m^2", "m²" and "m2" are the same.
 */
export interface UnitEntry {
  table: UnitTable;
  unit: UnitDef;
}

export interface UnitIndex {
  /**
   * The units a text may mean, best first: exact-case matches, then case-insensitive ones;
   * within each, the PREFERRED readings first, then the tables in index order.
   */
  lookup(text: string): UnitEntry[];
}

/**
 * Readings chosen where a word names several units (docs/decisions/011-free-text-queries.md):
 * US customary for gallon, cup, pint, quart, fluid ounce and ton; mechanical horsepower for
 * "hp"; the thermochemical calorie (NIST SP 811) for "cal"; the International Table Btu.
 * Each lists ids in order of preference; ids a catalogue lacks are skipped.
 */
export const PREFERRED: Readonly<Record<string, readonly string[]>> = {
  gallon: ["us-gallon"],
  gal: ["us-gallon"],
  gallons: ["us-gallon"],
  cup: ["us-cup"],
  cups: ["us-cup"],
  pint: ["us-pint", "us-liquid-pint"],
  pt: ["us-pint", "us-liquid-pint"],
  pints: ["us-pint", "us-liquid-pint"],
  quart: ["us-quart", "us-liquid-quart"],
  qt: ["us-quart", "us-liquid-quart"],
  quarts: ["us-quart", "us-liquid-quart"],
  floz: ["us-fluid-ounce"],
  fluidounce: ["us-fluid-ounce"],
  fluidounces: ["us-fluid-ounce"],
  tablespoon: ["us-tablespoon"],
  tbsp: ["us-tablespoon"],
  teaspoon: ["us-teaspoon"],
  tsp: ["us-teaspoon"],
  ton: ["short-ton"],
  tons: ["short-ton"],
  hp: ["horsepower", "mechanical-horsepower"],
  horsepower: ["horsepower", "mechanical-horsepower"],
  cal: ["calorie-thermochemical"],
  calorie: ["calorie-thermochemical"],
  calories: ["calorie-thermochemical"],
  btu: ["btu-international"],
  mile: ["mile"],
  miles: ["mile"],
  mi: ["mile"],
  foot: ["foot"],
  feet: ["foot"],
  ft: ["foot"],
  acre: ["acre"],
  acres: ["acre"],
  pound: ["pound"],
  pounds: ["pound"],
  lb: ["pound"],
  lbs: ["pound"],
  ounce: ["ounce"],
  ounces: ["ounce"],
  oz: ["ounce"],
  degree: ["degree"],
  degrees: ["degree"],
  deg: ["degree"],
  rad: ["radian"],
  f: ["fahrenheit"],
  c: ["celsius"],
};

export function createUnitIndex(tables: readonly UnitTable[]): UnitIndex {
  const exact = new Map<string, UnitEntry[]>();
  const folded = new Map<string, UnitEntry[]>();
  const add = (map: Map<string, UnitEntry[]>, key: string, entry: UnitEntry) => {
    if (key === "") return;
    const list = map.get(key);
    if (!list) map.set(key, [entry]);
    else if (!list.some((e) => e.table === entry.table && e.unit === entry.unit)) list.push(entry);
  };
  for (const table of tables) {
    for (const unit of table.units) {
      const entry = { table, unit };
      const names = [
        unit.id,
        unit.id.replaceAll("-", " "),
        unit.name,
        unit.plural,
        unit.symbol,
        ...(unit.aliases ?? []),
      ];
      for (const name of names) {
        const key = normaliseUnitText(name);
        add(exact, key, entry);
        add(folded, key.toLowerCase(), entry);
      }
    }
  }
  const tableOrder = new Map(tables.map((table, i) => [table, i]));
  return {
    lookup(text) {
      const key = normaliseUnitText(text);
      const folding = key.toLowerCase();
      const preferred = PREFERRED[folding] ?? [];
      const rank = (entry: UnitEntry) => {
        const p = preferred.indexOf(entry.unit.id);
        return p >= 0 ? p : preferred.length;
      };
      const best = (list: readonly UnitEntry[]) =>
        [...list].sort(
          (a, b) =>
            rank(a) - rank(b) || (tableOrder.get(a.table) ?? 0) - (tableOrder.get(b.table) ?? 0),
        );
      const exactMatches = best(exact.get(key) ?? []);
      // A plural or sloppy "s" ("kgs", "foots") falls back to the singular.
      const foldedList =
        folded.get(folding) ??
        (folding.length > 2 && folding.endsWith("s")
          ? folded.get(folding.slice(0, -1))
          : undefined) ??
        [];
      const foldedMatches = best(foldedList.filter((entry) => !exactMatches.includes(entry)));
      return [...exactMatches, ...foldedMatches];
    },
  };
}

/** The form in which unit texts are compared (case is kept; lookups fold it as a fallback). */
export function normaliseUnitText(text: string): string {
  return text
    .normalize("NFC")
    .trim()
    .replace(/\u00b5/g, "\u03bc") // micro sign → Greek mu
    .replace(/[²]/g, "2")
    .replace(/[³]/g, "3")
    .replace(/[’′]/g, "'")
    .replace(/[”″]/g, '"')
    .replace(/[\s\-.·⋅*×^]+/g, "");
}
