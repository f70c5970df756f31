import type { UnitTable } from "../types";

/**
 * Exposure to X and gamma rays: ionization charge produced per unit mass of air. Base: coulomb
 * per kilogram.
 */
export default {
  key: "radiation-exposure",
  baseUnit: "coulomb-kilogram",
  units: [
    {
      id: "coulomb-kilogram",
      name: "coulomb per kilogram",
      plural: "coulombs per kilogram",
      symbol: "C/kg",
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of exposure: the charge of the ions that X or gamma rays free in one kilogram of air.",
    },
    {
      id: "roentgen",
      name: "roentgen",
      plural: "roentgens",
      symbol: "R",
      aliases: ["röntgen", "rontgen"],
      definition: { kind: "linear", factor: "2.58e-4" },
      source: "NIST SP 811 (2008)",
      about:
        "The traditional unit of exposure, exactly 2.58 × 10⁻⁴ C/kg of air; old survey meters read in R or mR/h.",
    },
    {
      id: "milliroentgen",
      name: "milliroentgen",
      plural: "milliroentgens",
      symbol: "mR",
      definition: { kind: "linear", factor: "2.58e-7" },
      source: "NIST SP 811 (2008)",
      about: "A thousandth of a roentgen, the scale of medical X-ray exposures.",
    },
    {
      id: "microroentgen",
      name: "microroentgen",
      plural: "microroentgens",
      symbol: "µR",
      aliases: ["uR"],
      definition: { kind: "linear", factor: "2.58e-10" },
      source: "NIST SP 811 (2008)",
      about: "A millionth of a roentgen; background radiation is about 10–20 µR/h.",
    },
    {
      id: "kiloroentgen",
      name: "kiloroentgen",
      plural: "kiloroentgens",
      symbol: "kR",
      definition: { kind: "linear", factor: "0.258" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "millicoulomb-kilogram",
      name: "millicoulomb per kilogram",
      plural: "millicoulombs per kilogram",
      symbol: "mC/kg",
      definition: { kind: "linear", factor: "1e-3" },
      source: "SI Brochure (2019)",
    },
    {
      id: "microcoulomb-kilogram",
      name: "microcoulomb per kilogram",
      plural: "microcoulombs per kilogram",
      symbol: "µC/kg",
      aliases: ["uC/kg"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "SI Brochure (2019)",
    },
    {
      id: "coulomb-gram",
      name: "coulomb per gram",
      plural: "coulombs per gram",
      symbol: "C/g",
      definition: { kind: "linear", factor: "1000" },
      source: "SI Brochure (2019)",
    },
  ],
} satisfies UnitTable;
