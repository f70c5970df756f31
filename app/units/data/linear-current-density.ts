import type { UnitTable } from "../types";

/**
 * Linear current density: current per unit width of a conducting sheet. Base: ampere per meter.
 * The A/m family is shared (same ids) with magnetic-field-strength, which has the same SI unit.
 */
export default {
  key: "linear-current-density",
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
      id: "ampere-centimeter",
      name: "ampere per centimeter",
      plural: "amperes per centimeter",
      symbol: "A/cm",
      aliases: ["At/cm", "ampere-turn per centimeter"],
      definition: { kind: "linear", factor: "100" },
      about: "One ampere (or ampere-turn) per centimeter, 100 A/m.",
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
      id: "abampere-meter",
      name: "abampere per meter",
      plural: "abamperes per meter",
      symbol: "abA/m",
      definition: { kind: "linear", factor: "10" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
    {
      id: "abampere-centimeter",
      name: "abampere per centimeter",
      plural: "abamperes per centimeter",
      symbol: "abA/cm",
      definition: { kind: "linear", factor: "1000" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
    {
      id: "abampere-inch",
      name: "abampere per inch",
      plural: "abamperes per inch",
      symbol: "abA/in",
      definition: { kind: "linear", factor: "10/in" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
  ],
} satisfies UnitTable;
