import type { UnitTable } from "../types";

/**
 * Magnetic field strength H. Base: ampere per meter, shared (same ids) with linear-current-density.
 */
export default {
  key: "magnetic-field-strength",
  baseUnit: "ampere-meter",
  units: [
    {
      id: "ampere-meter",
      name: "ampere per meter",
      plural: "amperes per meter",
      symbol: "A/m",
      aliases: ["amp per meter", "ampere-turn per meter", "At/m", "amperes per metre"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of magnetic field strength and of linear current density: one ampere (or ampere-turn) per meter.",
    },
    {
      id: "oersted",
      name: "oersted",
      plural: "oersteds",
      symbol: "Oe",
      aliases: ["gilbert per centimeter", "Gb/cm"],
      definition: { kind: "linear", factor: "1000/(4*pi)" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
      about:
        "The CGS (EMU) unit of magnetic field strength: 1000/(4π) A/m, about 79.58 A/m. In air, 1 Oe goes with 1 G of flux density.",
    },
    {
      id: "kiloampere-meter",
      name: "kiloampere per meter",
      plural: "kiloamperes per meter",
      symbol: "kA/m",
      aliases: ["A/mm", "ampere per millimeter"],
      definition: { kind: "linear", factor: "1000" },
      source: "SI Brochure (2019)",
      about:
        "A thousand amperes per meter, the same as an ampere per millimeter; magnet coercivity is given in it.",
    },
    {
      id: "ampere-centimeter",
      name: "ampere per centimeter",
      plural: "amperes per centimeter",
      symbol: "A/cm",
      aliases: ["At/cm", "ampere-turn per centimeter"],
      definition: { kind: "linear", factor: "100" },
      about: "One ampere (or ampere-turn) per centimeter, 100 A/m.",
    },
    {
      id: "ampere-inch",
      name: "ampere per inch",
      plural: "amperes per inch",
      symbol: "A/in",
      aliases: ["At/in", "ampere-turn per inch"],
      definition: { kind: "linear", factor: "1/in" },
      about:
        "One ampere (or ampere-turn) per inch, about 39.37 A/m; older US magnetics literature uses it.",
    },
    {
      id: "ampere-foot",
      name: "ampere per foot",
      plural: "amperes per foot",
      symbol: "A/ft",
      aliases: ["At/ft"],
      definition: { kind: "linear", factor: "1/ft" },
    },
    {
      id: "milliampere-meter",
      name: "milliampere per meter",
      plural: "milliamperes per meter",
      symbol: "mA/m",
      definition: { kind: "linear", factor: "0.001" },
      source: "SI Brochure (2019)",
    },
    {
      id: "kilooersted",
      name: "kilooersted",
      plural: "kilooersteds",
      symbol: "kOe",
      definition: { kind: "linear", factor: "1e6/(4*pi)" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
      about:
        "A thousand oersteds, about 79.58 kA/m; the coercivity of permanent magnets is often given in kOe.",
    },
    {
      id: "millioersted",
      name: "millioersted",
      plural: "millioersteds",
      symbol: "mOe",
      definition: { kind: "linear", factor: "1/(4*pi)" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
  ],
} satisfies UnitTable;
