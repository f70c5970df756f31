import type { UnitTable } from "../types";

/**
 * Electric current. Base: ampere. Ampere, kiloampere, milliampere, microampere and abampere are
 * the same units (same ids and definitions) as in magnetomotive-force, where they count ampere-turns.
 */
export default {
  key: "current",
  baseUnit: "ampere",
  units: [
    {
      id: "ampere",
      name: "ampere",
      plural: "amperes",
      symbol: "A",
      aliases: ["amp", "amps", "C/s", "coulomb per second", "ampere-turn", "At", "amp-turn"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI base unit of electric current, fixed since 2019 by the elementary charge: one coulomb per second. As a unit of magnetomotive force it is the ampere-turn.",
    },
    {
      id: "milliampere",
      name: "milliampere",
      plural: "milliamperes",
      symbol: "mA",
      aliases: ["milliamp", "milliamps", "milliampere-turn", "mAt"],
      definition: { kind: "linear", factor: "0.001" },
      source: "SI Brochure (2019)",
      about:
        "One thousandth of an ampere; sensor loops (4–20 mA) and small electronics are rated in it.",
    },
    {
      id: "kiloampere",
      name: "kiloampere",
      plural: "kiloamperes",
      symbol: "kA",
      aliases: ["kiloamp", "kiloamps", "kiloampere-turn", "kAt"],
      definition: { kind: "linear", factor: "1000" },
      source: "SI Brochure (2019)",
      about:
        "A thousand amperes: lightning strokes, welding and short-circuit currents are in this range.",
    },
    {
      id: "microampere",
      name: "microampere",
      plural: "microamperes",
      symbol: "µA",
      aliases: ["uA", "microamp", "microamps", "microampere-turn"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "SI Brochure (2019)",
    },
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
    {
      id: "abampere",
      name: "abampere",
      plural: "abamperes",
      symbol: "abA",
      aliases: ["biot", "Bi", "emu of current", "abampere-turn"],
      definition: { kind: "linear", factor: "10" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
      about: "The electromagnetic (EMU) CGS unit of current, also called the biot: exactly 10 A.",
    },
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
