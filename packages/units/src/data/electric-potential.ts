import type { UnitTable } from "../types";

/**
 * Electric potential and potential difference (voltage, electromotive force). Base: volt.
 */
export default {
  key: "electric-potential",
  baseUnit: "volt",
  units: [
    {
      id: "volt",
      name: "volt",
      plural: "volts",
      symbol: "V",
      aliases: ["W/A", "J/C", "watt per ampere"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of electric potential difference: one watt per ampere, or one joule per coulomb. Mains supplies are 120 V or 230 V.",
    },
    {
      id: "kilovolt",
      name: "kilovolt",
      plural: "kilovolts",
      symbol: "kV",
      definition: { kind: "linear", factor: "1000" },
      source: "SI Brochure (2019)",
      about: "A thousand volts; transmission and distribution lines are rated in kilovolts.",
    },
    {
      id: "millivolt",
      name: "millivolt",
      plural: "millivolts",
      symbol: "mV",
      definition: { kind: "linear", factor: "1e-3" },
      source: "SI Brochure (2019)",
      about: "One thousandth of a volt; thermocouple and sensor signals are this small.",
    },
    {
      id: "microvolt",
      name: "microvolt",
      plural: "microvolts",
      symbol: "µV",
      aliases: ["uV"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "SI Brochure (2019)",
      about: "A millionth of a volt, the scale of radio-receiver and EEG signals.",
    },
    {
      id: "nanovolt",
      name: "nanovolt",
      plural: "nanovolts",
      symbol: "nV",
      definition: { kind: "linear", factor: "1e-9" },
      source: "SI Brochure (2019)",
    },
    {
      id: "megavolt",
      name: "megavolt",
      plural: "megavolts",
      symbol: "MV",
      definition: { kind: "linear", factor: "1e6" },
      source: "SI Brochure (2019)",
    },
    {
      id: "abvolt",
      name: "abvolt",
      plural: "abvolts",
      symbol: "abV",
      aliases: ["emu of potential"],
      definition: { kind: "linear", factor: "1e-8" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
    },
    {
      id: "statvolt",
      name: "statvolt",
      plural: "statvolts",
      symbol: "statV",
      aliases: ["esu of potential"],
      definition: { kind: "linear", factor: "c*1e-6" },
      source: "ESU (Gaussian) definition; c exact, SI Brochure (2019)",
      note: "CGS-ESU",
      about:
        "The electrostatic (ESU, Gaussian) unit of potential, one erg per statcoulomb: exactly 299.792458 V.",
    },
  ],
} satisfies UnitTable;
