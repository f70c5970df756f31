/* Unit-id scheme: see the comment at the top of density.ts. */

import type { UnitTable } from "../types";

export default {
  key: "viscosity-kinematic",
  baseUnit: "square-meter-second",
  units: [
    {
      id: "square-meter-second",
      name: "square meter per second",
      plural: "square meters per second",
      symbol: "m²/s",
      aliases: ["m2/s", "m^2/s", "m2 s-1", "square metre per second"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of kinematic viscosity (dynamic viscosity divided by density), also used for diffusivities. Water at 20 °C is about 1.0 × 10⁻⁶ m²/s.",
    },
    {
      id: "centistokes",
      name: "centistokes",
      plural: "centistokes",
      symbol: "cSt",
      aliases: ["cSt", "cst", "centistoke"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "NIST SP 811 (2008)",
      about:
        "The standard unit for lubricating oils and fuels (ISO VG 46 oil is 46 cSt at 40 °C); water at 20 °C is about 1 cSt, and 1 cSt = 1 mm²/s.",
    },
    {
      id: "square-millimeter-second",
      name: "square millimeter per second",
      plural: "square millimeters per second",
      symbol: "mm²/s",
      aliases: ["mm2/s", "mm^2/s", "square millimetre per second"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "SI Brochure (2019)",
      about:
        "The SI name for the centistokes (1 mm²/s = 1 cSt), used in ISO and ASTM oil specifications.",
    },
    {
      id: "stokes",
      name: "stokes",
      plural: "stokes",
      symbol: "St",
      aliases: ["St", "stoke", "cm2/s", "cm²/s", "cm^2/s"],
      definition: { kind: "linear", factor: "1e-4" },
      source: "NIST SP 811 (2008)",
      about:
        "The CGS unit of kinematic viscosity, named after George Stokes; 1 St = 1 cm²/s = 10⁻⁴ m²/s exactly.",
    },
    {
      id: "square-foot-second",
      name: "square foot per second",
      plural: "square feet per second",
      symbol: "ft²/s",
      aliases: ["ft2/s", "ft^2/s", "sq ft/s"],
      definition: { kind: "linear", factor: "ft^2" },
      source: "NIST SP 811 (2008)",
      about: "The US customary unit of kinematic viscosity; 1 ft²/s ≈ 92,903 cSt.",
    },
    {
      id: "square-foot-hour",
      name: "square foot per hour",
      plural: "square feet per hour",
      symbol: "ft²/h",
      aliases: ["ft2/h", "ft2/hr", "ft^2/h", "sq ft/h"],
      definition: { kind: "linear", factor: "ft^2/h" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "square-inch-second",
      name: "square inch per second",
      plural: "square inches per second",
      symbol: "in²/s",
      aliases: ["in2/s", "in^2/s", "sq in/s", "newt"],
      definition: { kind: "linear", factor: "in^2" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "square-meter-hour",
      name: "square meter per hour",
      plural: "square meters per hour",
      symbol: "m²/h",
      aliases: ["m2/h", "m2/hr", "m^2/h"],
      definition: { kind: "linear", factor: "1/h" },
      source: "SI Brochure (2019)",
    },
    {
      id: "square-centimeter-hour",
      name: "square centimeter per hour",
      plural: "square centimeters per hour",
      symbol: "cm²/h",
      aliases: ["cm2/h", "cm2/hr"],
      definition: { kind: "linear", factor: "1e-4/h" },
      source: "SI Brochure (2019)",
    },
    {
      id: "millistokes",
      name: "millistokes",
      plural: "millistokes",
      symbol: "mSt",
      aliases: ["mSt", "millistoke"],
      definition: { kind: "linear", factor: "1e-7" },
      source: "NIST SP 811 (2008)",
    },
  ],
} satisfies UnitTable;
