import type { UnitTable } from "../types";
import {
  liter,
  milliliter,
  cubicInch,
  imperialPint,
  imperialQuart,
  imperialGallon,
  cubicFoot,
  hectoliter,
  cubicMeter,
} from "./shared/volume";
import { withoutAliases } from "./shared/without-aliases";

// US dry measures derive from the Winchester bushel of 2150.42 in³ and differ from US liquid
// measures of the same name; imperial measures are the same for liquids and dry goods, so they
// are the units of the volume table (./shared/volume.ts).
export default {
  key: "volume-dry",
  baseUnit: "liter",
  units: [
    {
      ...liter,
      about:
        "One cubic decimeter (1000 cm³). Grain, seed and produce are measured by the liter or by mass in metric countries.",
    },
    {
      id: "us-bushel",
      name: "US bushel",
      plural: "US bushels",
      symbol: "bu (US)",
      aliases: ["bu", "bushel", "bushels", "us bu", "winchester bushel"],
      definition: { kind: "linear", factor: "2150.42*in^3*1000" },
      source: "NIST SP 811 (2008)",
      note: "US dry, 2150.42 in³",
      about:
        "The Winchester bushel of 2150.42 cubic inches, about 35.24 L. Used for grain and produce in the US, where crop prices are quoted per bushel.",
    },
    milliliter,
    withoutAliases(cubicInch, "cid"),
    {
      id: "us-dry-pint",
      name: "US dry pint",
      plural: "US dry pints",
      symbol: "dry pt (US)",
      aliases: ["dry pint", "dry pints", "us dry pt", "dry pt"],
      definition: { kind: "linear", factor: "2150.42*in^3*1000/64" },
      source: "NIST Handbook 44, Appendix C",
      note: "US dry, 33.6003125 in³",
      about:
        "1/64 of a US bushel, about 551 mL, 16% larger than a US liquid pint. Used for berries and small produce.",
    },
    imperialPint,
    {
      id: "us-dry-quart",
      name: "US dry quart",
      plural: "US dry quarts",
      symbol: "dry qt (US)",
      aliases: ["dry quart", "dry quarts", "us dry qt", "dry qt"],
      definition: { kind: "linear", factor: "2150.42*in^3*1000/32" },
      source: "NIST Handbook 44, Appendix C",
      note: "US dry, 67.200625 in³",
      about:
        "1/32 of a US bushel, about 1.101 L. Used for berries, cherries and other produce at US markets.",
    },
    imperialQuart,
    {
      id: "us-dry-gallon",
      name: "US dry gallon",
      plural: "US dry gallons",
      symbol: "dry gal (US)",
      aliases: ["dry gallon", "dry gallons", "us dry gal", "corn gallon"],
      definition: { kind: "linear", factor: "2150.42*in^3*1000/8" },
      source: "NIST Handbook 44, Appendix C",
      note: "US dry, 268.8025 in³",
    },
    {
      ...imperialGallon,
      about:
        "Exactly 4.54609 L; in the imperial system the same gallon measures liquids and dry goods.",
    },
    {
      id: "decaliter",
      name: "decaliter",
      plural: "decaliters",
      symbol: "daL",
      aliases: ["dal", "daL", "dekaliter", "decalitre", "dekalitre"],
      definition: { kind: "linear", factor: "10" },
      source: "SI Brochure (2019)",
    },
    {
      id: "us-peck",
      name: "US peck",
      plural: "US pecks",
      symbol: "pk (US)",
      aliases: ["pk", "peck", "pecks", "us pk"],
      definition: { kind: "linear", factor: "2150.42*in^3*1000/4" },
      source: "NIST Handbook 44, Appendix C",
      note: "US dry, ¼ US bushel",
      about: "A quarter of a US bushel, about 8.81 L. Used for apples, peppers and other produce.",
    },
    {
      id: "imperial-peck",
      name: "imperial peck",
      plural: "imperial pecks",
      symbol: "pk (imp)",
      aliases: ["uk peck", "imp pk", "imperial pecks"],
      definition: { kind: "linear", factor: "2*galUK*1000" },
      note: "imperial, 2 imperial gallons",
    },
    {
      ...withoutAliases(cubicFoot, "cf"),
      about:
        "About 28.3 L, or 0.8036 US bushel. Used for the capacity of bins, silos and storage in the US.",
    },
    {
      id: "imperial-bushel",
      name: "imperial bushel",
      plural: "imperial bushels",
      symbol: "bu (imp)",
      aliases: ["uk bushel", "imp bu", "imperial bushels", "british bushel"],
      definition: { kind: "linear", factor: "8*galUK*1000" },
      note: "imperial, 8 imperial gallons",
      about:
        "Eight imperial gallons, about 36.37 L, 3% larger than the US bushel. Historic British and Canadian grain measure.",
    },
    {
      ...hectoliter,
      about: "100 liters. Used in Europe for grain volumes and test weights (kg/hL).",
    },
    {
      id: "us-dry-barrel",
      name: "US dry barrel",
      plural: "US dry barrels",
      symbol: "bbl (US dry)",
      aliases: ["dry barrel", "dry barrels", "us dry bbl"],
      definition: { kind: "linear", factor: "7056*in^3*1000" },
      source: "NIST Handbook 44, Appendix C",
      note: "US dry, 7056 in³",
    },
    {
      ...cubicMeter,
      about: "1000 liters. Used for bulk grain, timber and freight volumes.",
    },
  ],
} satisfies UnitTable;
