import type { UnitTable } from "../types";
import { ampere, milliampere, kiloampere, microampere, abampere } from "./shared/current";

/**
 * Electric current. Base: ampere. Ampere, kiloampere, milliampere, microampere and abampere are
 * defined once in ./shared/current.ts and shared with magnetomotive-force, where they count
 * ampere-turns.
 */
export default {
  key: "current",
  baseUnit: "ampere",
  units: [
    ampere,
    milliampere,
    kiloampere,
    microampere,
    {
      id: "nanoampere",
      name: "nanoampere",
      plural: "nanoamperes",
      symbol: "nA",
      aliases: ["nanoamp", "nanoamps"],
      definition: { kind: "linear", factor: "1e-9" },
      source: "SI Brochure (2019)",
    },
    {
      id: "picoampere",
      name: "picoampere",
      plural: "picoamperes",
      symbol: "pA",
      aliases: ["picoamp", "picoamps"],
      definition: { kind: "linear", factor: "1e-12" },
      source: "SI Brochure (2019)",
    },
    {
      id: "megaampere",
      name: "megaampere",
      plural: "megaamperes",
      symbol: "MA",
      aliases: ["megaamp", "megamp"],
      definition: { kind: "linear", factor: "1e6" },
      source: "SI Brochure (2019)",
    },
    abampere,
    {
      id: "statampere",
      name: "statampere",
      plural: "statamperes",
      symbol: "statA",
      aliases: ["esu of current", "statamp"],
      definition: { kind: "linear", factor: "1/(10*c)" },
      source: "ESU (Gaussian) definition; c exact, SI Brochure (2019)",
      note: "CGS-ESU",
      about:
        "The electrostatic (ESU, Gaussian) unit of current, one statcoulomb per second: about 3.335 64 × 10⁻¹⁰ A.",
    },
  ],
} satisfies UnitTable;
