/* Unit-id scheme: see the comment at the top of density.ts. */

import type { UnitTable } from "../types";
import { squareMeter, squareFoot, squareMicrometer, squareCentimeter } from "./shared/area";

export default {
  key: "permeability",
  baseUnit: "square-meter",
  units: [
    {
      id: "darcy",
      name: "darcy",
      plural: "darcies",
      symbol: "D",
      aliases: ["D", "darcy", "darcies", "darcys"],
      definition: { kind: "linear", factor: "1e-7/atm" },
      source: "NIST SP 811 (2008) (1 cP · 1 cm²/s ÷ 1 atm)",
      about:
        "The petroleum-engineering unit of permeability: a rock passes 1 cm³/s of a 1 cP fluid through 1 cm² under 1 atm per cm. 1 D ≈ 0.987 µm².",
    },
    {
      id: "millidarcy",
      name: "millidarcy",
      plural: "millidarcies",
      symbol: "mD",
      aliases: ["mD", "md", "millidarcy", "millidarcies", "millidarcys"],
      definition: { kind: "linear", factor: "1e-10/atm" },
      source: "NIST SP 811 (2008)",
      about:
        "The everyday unit for reservoir rocks: good sandstone reservoirs are 100–1000 mD, tight gas sands below 0.1 mD.",
    },
    {
      ...squareMeter,
      about:
        "The SI unit of intrinsic permeability, the property of a porous medium in Darcy's law; permeability has the dimension of an area.",
    },
    {
      ...squareMicrometer,
      about:
        "The SI unit recommended in petroleum engineering in place of the darcy; 1 µm² ≈ 1.013 D.",
    },
    {
      id: "microdarcy",
      name: "microdarcy",
      plural: "microdarcies",
      symbol: "µD",
      aliases: ["uD", "µD", "microdarcy"],
      definition: { kind: "linear", factor: "1e-13/atm" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "nanodarcy",
      name: "nanodarcy",
      plural: "nanodarcies",
      symbol: "nD",
      aliases: ["nD", "nanodarcy"],
      definition: { kind: "linear", factor: "1e-16/atm" },
      source: "NIST SP 811 (2008)",
      about:
        "Used for shales and other ultra-tight rocks, whose permeability is measured in tens to hundreds of nanodarcies.",
    },
    squareCentimeter,
    squareFoot,
  ],
} satisfies UnitTable;
