import type { UnitTable } from "../types";

/**
 * Magnetomotive force. Base: ampere (the ampere-turn: current times number of turns). Ampere,
 * kiloampere, milliampere, microampere and abampere are shared with the current table.
 */
export default {
  key: "magnetomotive-force",
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
      id: "gilbert",
      name: "gilbert",
      plural: "gilberts",
      symbol: "Gb",
      aliases: ["Gi", "oersted centimeter", "Oe·cm"],
      definition: { kind: "linear", factor: "10/(4*pi)" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
      about: "The CGS (EMU) unit of magnetomotive force: 10/(4π) ampere-turns, about 0.7958 A.",
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
      id: "microampere",
      name: "microampere",
      plural: "microamperes",
      symbol: "µA",
      aliases: ["uA", "microamp", "microamps", "microampere-turn"],
      definition: { kind: "linear", factor: "1e-6" },
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
  ],
} satisfies UnitTable;
