import type { UnitTable } from "../types";

/**
 * Current density: current per unit cross-sectional area. Base: ampere per square meter (A/m²).
 * Circular mils per ampere is the wire-sizing form of the same quantity, so it is reciprocal.
 */
export default {
  key: "surface-current-density",
  baseUnit: "ampere-square-meter",
  units: [
    {
      id: "ampere-square-meter",
      name: "ampere per square meter",
      plural: "amperes per square meter",
      symbol: "A/m²",
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of current density, the current through one square meter of cross-section.",
    },
    {
      id: "ampere-square-millimeter",
      name: "ampere per square millimeter",
      plural: "amperes per square millimeter",
      symbol: "A/mm²",
      definition: { kind: "linear", factor: "1e6" },
      source: "SI Brochure (2019)",
      about:
        "The unit electricians use for conductors: copper wiring is designed for a few A/mm². One A/mm² is 10⁶ A/m².",
    },
    {
      id: "ampere-square-centimeter",
      name: "ampere per square centimeter",
      plural: "amperes per square centimeter",
      symbol: "A/cm²",
      definition: { kind: "linear", factor: "1e4" },
      source: "SI Brochure (2019)",
      about:
        "One ampere per square centimeter, 10,000 A/m²; electrochemistry and semiconductor work use it.",
    },
    {
      id: "ampere-square-inch",
      name: "ampere per square inch",
      plural: "amperes per square inch",
      symbol: "A/in²",
      definition: { kind: "linear", factor: "1/in^2" },
      about: "One ampere per square inch, about 1550 A/m².",
    },
    {
      id: "ampere-square-foot",
      name: "ampere per square foot",
      plural: "amperes per square foot",
      symbol: "A/ft²",
      aliases: ["ASF", "amps per square foot"],
      definition: { kind: "linear", factor: "1/ft^2" },
      note: "electroplating current density",
    },
    {
      id: "milliampere-square-centimeter",
      name: "milliampere per square centimeter",
      plural: "milliamperes per square centimeter",
      symbol: "mA/cm²",
      definition: { kind: "linear", factor: "10" },
      source: "SI Brochure (2019)",
    },
    {
      id: "kiloampere-square-meter",
      name: "kiloampere per square meter",
      plural: "kiloamperes per square meter",
      symbol: "kA/m²",
      definition: { kind: "linear", factor: "1000" },
      source: "SI Brochure (2019)",
    },
    {
      id: "ampere-circular-mil",
      name: "ampere per circular mil",
      plural: "amperes per circular mil",
      symbol: "A/cmil",
      aliases: ["A/CM", "amp per circular mil"],
      definition: { kind: "linear", factor: "1/(pi/4*(in/1000)^2)" },
      about: "Circular mil = area of a circle 0.001 in across.",
    },
    {
      id: "circular-mil-ampere",
      name: "circular mil per ampere",
      plural: "circular mils per ampere",
      symbol: "cmil/A",
      aliases: ["CM/A", "circular mils per amp"],
      definition: { kind: "reciprocal", factor: "1/(pi/4*(in/1000)^2)" },
      about: "Wire-sizing rule of thumb; converts as a reciprocal.",
    },
    {
      id: "abampere-square-meter",
      name: "abampere per square meter",
      plural: "abamperes per square meter",
      symbol: "abA/m²",
      definition: { kind: "linear", factor: "10" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
    {
      id: "abampere-square-centimeter",
      name: "abampere per square centimeter",
      plural: "abamperes per square centimeter",
      symbol: "abA/cm²",
      definition: { kind: "linear", factor: "1e5" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
    {
      id: "abampere-square-inch",
      name: "abampere per square inch",
      plural: "abamperes per square inch",
      symbol: "abA/in²",
      definition: { kind: "linear", factor: "10/in^2" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
    {
      id: "statampere-square-centimeter",
      name: "statampere per square centimeter",
      plural: "statamperes per square centimeter",
      symbol: "statA/cm²",
      definition: { kind: "linear", factor: "1e4/(10*c)" },
      source: "ESU (Gaussian) definition; c exact, SI Brochure (2019)",
      note: "CGS-ESU",
    },
  ],
} satisfies UnitTable;
