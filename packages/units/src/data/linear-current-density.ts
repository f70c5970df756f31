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
 * Linear current density: current per unit width of a conducting sheet. Base: ampere per meter.
 * The A/m family is shared with magnetic-field-strength, which has the same SI unit
 * (./shared/current-per-length.ts).
 */
export default {
  key: "linear-current-density",
  baseUnit: "ampere-meter",
  units: [
    ampereMeter,
    ampereCentimeter,
    kiloampereMeter,
    ampereInch,
    ampereFoot,
    milliampereMeter,
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
