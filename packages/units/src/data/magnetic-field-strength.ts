import type { UnitTable } from "../types";
import {
  ampereMeter,
  ampereCentimeter,
  kiloampereMeter,
  ampereInch,
  ampereFoot,
  milliampereMeter,
} from "./shared/current-per-length";

/**
 * Magnetic field strength H. Base: ampere per meter. The A/m family is shared with
 * linear-current-density (./shared/current-per-length.ts).
 */
export default {
  key: "magnetic-field-strength",
  baseUnit: "ampere-meter",
  units: [
    ampereMeter,
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
    kiloampereMeter,
    ampereCentimeter,
    ampereInch,
    ampereFoot,
    milliampereMeter,
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
