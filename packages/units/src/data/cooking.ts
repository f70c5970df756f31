import { ingredients } from "../ingredient-list";
import type { UnitDef, UnitTable } from "../types";
import volume from "./volume";
import weight from "./weight";

// The kitchen's volumes and masses, each the very unit the volume and weight tables define (one
// definition per unit, decision 024): volumes against the liter, masses against the kilogram.
// Across the two a conversion needs an ingredient's density (../ingredients.ts, decision 051).

const VOLUMES = [
  "us-cup",
  "metric-cup",
  "us-tablespoon",
  "metric-tablespoon",
  "us-teaspoon",
  "metric-teaspoon",
  "us-fluid-ounce",
  "milliliter",
  "liter",
];
const MASSES = ["gram", "kilogram", "ounce", "pound"];

function pick(table: UnitTable, ids: readonly string[]): UnitDef[] {
  return ids.map((id) => {
    const unit = table.units.find((u) => u.id === id);
    if (!unit) throw new Error(`The ${table.key} table has no unit "${id}"`);
    return unit;
  });
}

const [cup, ...otherVolumes] = pick(volume, VOLUMES);
const [gram, ...otherMasses] = pick(weight, MASSES);

export default {
  key: "cooking",
  baseUnit: "liter",
  // US cup → gram first: the page's default pair.
  units: [cup, gram, ...otherVolumes, ...otherMasses].filter((u): u is UnitDef => Boolean(u)),
  masses: { baseUnit: "kilogram", units: MASSES },
  ingredients,
} satisfies UnitTable;
