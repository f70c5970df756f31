import type { UnitTable } from "../types";

/**
 * Electric conductance, the reciprocal of resistance. Base: siemens (formerly mho).
 */
export default {
  key: "electric-conductance",
  baseUnit: "siemens",
  units: [
    {
      id: "siemens",
      name: "siemens",
      plural: "siemens",
      symbol: "S",
      aliases: ["mho", "mhos", "℧", "A/V", "ampere per volt", "siemen"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of conductance, the reciprocal of the ohm; it replaced the older name mho.",
    },
    {
      id: "millisiemens",
      name: "millisiemens",
      plural: "millisiemens",
      symbol: "mS",
      aliases: ["millimho", "millimhos"],
      definition: { kind: "linear", factor: "1e-3" },
      source: "SI Brochure (2019)",
      about: "One thousandth of a siemens, the conductance of a 1 kΩ resistor.",
    },
    {
      id: "microsiemens",
      name: "microsiemens",
      plural: "microsiemens",
      symbol: "µS",
      aliases: ["uS", "micromho", "micromhos", "gemmho"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "SI Brochure (2019)",
      about:
        "A millionth of a siemens (also called micromho or gemmho); transistor transconductance and leakage are given in it.",
    },
    {
      id: "nanosiemens",
      name: "nanosiemens",
      plural: "nanosiemens",
      symbol: "nS",
      aliases: ["nanomho"],
      definition: { kind: "linear", factor: "1e-9" },
      source: "SI Brochure (2019)",
    },
    {
      id: "picosiemens",
      name: "picosiemens",
      plural: "picosiemens",
      symbol: "pS",
      aliases: ["picomho"],
      definition: { kind: "linear", factor: "1e-12" },
      source: "SI Brochure (2019)",
    },
    {
      id: "kilosiemens",
      name: "kilosiemens",
      plural: "kilosiemens",
      symbol: "kS",
      aliases: ["kilomho"],
      definition: { kind: "linear", factor: "1e3" },
      source: "SI Brochure (2019)",
    },
    {
      id: "abmho",
      name: "abmho",
      plural: "abmhos",
      symbol: "abS",
      aliases: ["absiemens", "emu of conductance"],
      definition: { kind: "linear", factor: "1e9" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
      about:
        "The electromagnetic (EMU) CGS unit of conductance, the reciprocal of the abohm: 10⁹ S.",
    },
    {
      id: "statmho",
      name: "statmho",
      plural: "statmhos",
      symbol: "statS",
      aliases: ["statsiemens", "esu of conductance"],
      definition: { kind: "linear", factor: "1e5/c^2" },
      source: "ESU (Gaussian) definition; c exact, SI Brochure (2019)",
      note: "CGS-ESU",
    },
  ],
} satisfies UnitTable;
