/* Unit-id scheme: see the comment at the top of density.ts. */

import type { UnitTable } from "../types";

export default {
  key: "surface-tension",
  baseUnit: "newton-per-meter",
  units: [
    {
      id: "newton-per-meter",
      name: "newton per meter",
      plural: "newtons per meter",
      symbol: "N/m",
      aliases: ["N/m", "N m-1", "J/m2", "J/m²", "kg/s2", "newton per metre"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of surface tension (force per unit length of surface edge, equal to energy per area, J/m²).",
    },
    {
      id: "millinewton-per-meter",
      name: "millinewton per meter",
      plural: "millinewtons per meter",
      symbol: "mN/m",
      aliases: ["mN/m", "mJ/m2", "mJ/m²", "millinewton per metre"],
      definition: { kind: "linear", factor: "1/1000" },
      source: "SI Brochure (2019)",
      about:
        "The everyday unit for liquids: water at 20 °C is about 72.8 mN/m, ethanol about 22 mN/m, mercury about 485 mN/m.",
    },
    {
      id: "dyne-per-centimeter",
      name: "dyne per centimeter",
      plural: "dynes per centimeter",
      symbol: "dyn/cm",
      aliases: ["dyn/cm", "dyne/cm", "dynes/cm", "erg/cm2", "erg/cm²"],
      definition: { kind: "linear", factor: "1/1000" },
      source: "NIST SP 811 (2008)",
      about:
        "The CGS unit of surface tension, still common in surface-energy and coating work; 1 dyn/cm = 1 mN/m exactly, so the numbers are the same.",
    },
    {
      id: "pound-force-per-inch",
      name: "pound-force per inch",
      plural: "pounds-force per inch",
      symbol: "lbf/in",
      aliases: ["lbf/in", "lbf in-1"],
      definition: { kind: "linear", factor: "lb*g0/in" },
      source: "NIST SP 811 (2008)",
      about: "A US customary unit of force per length; 1 lbf/in ≈ 175.1 N/m.",
    },
    {
      id: "pound-force-per-foot",
      name: "pound-force per foot",
      plural: "pounds-force per foot",
      symbol: "lbf/ft",
      aliases: ["lbf/ft", "lbf ft-1"],
      definition: { kind: "linear", factor: "lb*g0/ft" },
      source: "NIST SP 811 (2008)",
      about: "A US customary unit of force per length; 1 lbf/ft ≈ 14.59 N/m.",
    },
    {
      id: "kilogram-force-per-meter",
      name: "kilogram-force per meter",
      plural: "kilograms-force per meter",
      symbol: "kgf/m",
      aliases: ["kgf/m", "kp/m"],
      definition: { kind: "linear", factor: "g0" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "gram-force-per-centimeter",
      name: "gram-force per centimeter",
      plural: "grams-force per centimeter",
      symbol: "gf/cm",
      aliases: ["gf/cm", "g/cm (force)"],
      definition: { kind: "linear", factor: "g0/10" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "poundal-per-inch",
      name: "poundal per inch",
      plural: "poundals per inch",
      symbol: "pdl/in",
      aliases: ["pdl/in", "poundal/in"],
      definition: { kind: "linear", factor: "lb*ft/in" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "ounce-force-per-inch",
      name: "ounce-force per inch",
      plural: "ounces-force per inch",
      symbol: "ozf/in",
      aliases: ["ozf/in", "oz-force/in"],
      definition: { kind: "linear", factor: "oz*g0/in" },
      source: "NIST SP 811 (2008)",
    },
  ],
} satisfies UnitTable;
