import type { UnitTable } from "../types";

/**
 * Electrostatic capacitance. Base: farad.
 */
export default {
  key: "electrostatic-capacitance",
  baseUnit: "farad",
  units: [
    {
      id: "farad",
      name: "farad",
      plural: "farads",
      symbol: "F",
      aliases: ["C/V", "coulomb per volt"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of capacitance: one coulomb of charge per volt. A farad is large; supercapacitors reach thousands of farads.",
    },
    {
      id: "microfarad",
      name: "microfarad",
      plural: "microfarads",
      symbol: "µF",
      aliases: ["uF", "mfd", "mf"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "SI Brochure (2019)",
      about:
        "A millionth of a farad; electrolytic and motor-run capacitors are marked in µF (older ones in 'mfd').",
    },
    {
      id: "nanofarad",
      name: "nanofarad",
      plural: "nanofarads",
      symbol: "nF",
      definition: { kind: "linear", factor: "1e-9" },
      source: "SI Brochure (2019)",
      about: "A thousandth of a microfarad; film and ceramic capacitors often use it.",
    },
    {
      id: "picofarad",
      name: "picofarad",
      plural: "picofarads",
      symbol: "pF",
      aliases: ["mmfd", "uuF", "micromicrofarad", "puff"],
      definition: { kind: "linear", factor: "1e-12" },
      source: "SI Brochure (2019)",
      about:
        "A millionth of a microfarad, the range of small ceramic and stray capacitances (old name micromicrofarad).",
    },
    {
      id: "millifarad",
      name: "millifarad",
      plural: "millifarads",
      symbol: "mF",
      definition: { kind: "linear", factor: "1e-3" },
      source: "SI Brochure (2019)",
    },
    {
      id: "femtofarad",
      name: "femtofarad",
      plural: "femtofarads",
      symbol: "fF",
      definition: { kind: "linear", factor: "1e-15" },
      source: "SI Brochure (2019)",
    },
    {
      id: "kilofarad",
      name: "kilofarad",
      plural: "kilofarads",
      symbol: "kF",
      definition: { kind: "linear", factor: "1e3" },
      source: "SI Brochure (2019)",
    },
    {
      id: "abfarad",
      name: "abfarad",
      plural: "abfarads",
      symbol: "abF",
      aliases: ["emu of capacitance"],
      definition: { kind: "linear", factor: "1e9" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
    {
      id: "statfarad",
      name: "statfarad",
      plural: "statfarads",
      symbol: "statF",
      aliases: ["esu of capacitance", "centimeter of capacitance"],
      definition: { kind: "linear", factor: "1e5/c^2" },
      source: "ESU (Gaussian) definition; c exact, SI Brochure (2019)",
      about: "CGS-ESU; the Gaussian 'centimeter' of capacitance.",
    },
  ],
} satisfies UnitTable;
