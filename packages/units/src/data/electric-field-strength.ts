import type { UnitTable } from "../types";

/**
 * Electric field strength. Base: volt per meter (V/m), the same unit as newton per coulomb.
 */
export default {
  key: "electric-field-strength",
  baseUnit: "volt-meter",
  units: [
    {
      id: "volt-meter",
      name: "volt per meter",
      plural: "volts per meter",
      symbol: "V/m",
      aliases: ["N/C", "newton per coulomb", "volts per metre"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of electric field strength, equal to one newton per coulomb. The fair-weather field near the ground is about 100 V/m.",
    },
    {
      id: "kilovolt-meter",
      name: "kilovolt per meter",
      plural: "kilovolts per meter",
      symbol: "kV/m",
      aliases: ["V/mm", "volt per millimeter"],
      definition: { kind: "linear", factor: "1000" },
      source: "SI Brochure (2019)",
      about:
        "A thousand volts per meter, the same as one volt per millimeter; fields under power lines are given in kV/m.",
    },
    {
      id: "kilovolt-centimeter",
      name: "kilovolt per centimeter",
      plural: "kilovolts per centimeter",
      symbol: "kV/cm",
      definition: { kind: "linear", factor: "1e5" },
      source: "SI Brochure (2019)",
      about: "One kilovolt per centimeter, 100,000 V/m. Dry air breaks down at roughly 30 kV/cm.",
    },
    {
      id: "volt-centimeter",
      name: "volt per centimeter",
      plural: "volts per centimeter",
      symbol: "V/cm",
      definition: { kind: "linear", factor: "100" },
      source: "SI Brochure (2019)",
    },
    {
      id: "megavolt-meter",
      name: "megavolt per meter",
      plural: "megavolts per meter",
      symbol: "MV/m",
      aliases: ["kV/mm", "V/um", "V/µm", "kilovolt per millimeter"],
      definition: { kind: "linear", factor: "1e6" },
      source: "SI Brochure (2019)",
      about:
        "A million volts per meter, the same as a kilovolt per millimeter; dielectric strength of insulators is quoted in it.",
    },
    {
      id: "millivolt-meter",
      name: "millivolt per meter",
      plural: "millivolts per meter",
      symbol: "mV/m",
      definition: { kind: "linear", factor: "1e-3" },
      source: "SI Brochure (2019)",
    },
    {
      id: "microvolt-meter",
      name: "microvolt per meter",
      plural: "microvolts per meter",
      symbol: "µV/m",
      aliases: ["uV/m"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "SI Brochure (2019)",
      note: "radio field strength",
    },
    {
      id: "volt-inch",
      name: "volt per inch",
      plural: "volts per inch",
      symbol: "V/in",
      definition: { kind: "linear", factor: "1/in" },
    },
    {
      id: "volt-mil",
      name: "volt per mil",
      plural: "volts per mil",
      symbol: "V/mil",
      aliases: ["kV/in", "kilovolt per inch", "volts per thousandth of an inch"],
      definition: { kind: "linear", factor: "1/(in/1000)" },
      about:
        "Volts per mil (a thousandth of an inch), the US unit of dielectric strength; 1 V/mil equals 1 kV/in.",
    },
    {
      id: "abvolt-centimeter",
      name: "abvolt per centimeter",
      plural: "abvolts per centimeter",
      symbol: "abV/cm",
      definition: { kind: "linear", factor: "1e-8*100" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
    {
      id: "statvolt-centimeter",
      name: "statvolt per centimeter",
      plural: "statvolts per centimeter",
      symbol: "statV/cm",
      aliases: ["esu/cm2"],
      definition: { kind: "linear", factor: "c*1e-6*100" },
      source: "ESU (Gaussian) definition; c exact, SI Brochure (2019)",
      note: "CGS-ESU (Gaussian unit of E)",
    },
    {
      id: "statvolt-inch",
      name: "statvolt per inch",
      plural: "statvolts per inch",
      symbol: "statV/in",
      definition: { kind: "linear", factor: "c*1e-6/in" },
      source: "ESU (Gaussian) definition; c exact, SI Brochure (2019)",
      note: "CGS-ESU",
    },
  ],
} satisfies UnitTable;
