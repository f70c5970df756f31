import type { UnitTable } from "../types";
import { ampere, milliampere, kiloampere, microampere, abampere } from "./shared/current";

/**
 * Magnetomotive force. Base: ampere (the ampere-turn: current times number of turns). Ampere,
 * kiloampere, milliampere, microampere and abampere are shared with the current table
 * (./shared/current.ts).
 */
export default {
  key: "magnetomotive-force",
  baseUnit: "ampere",
  units: [
    ampere,
    {
      id: "gilbert",
      name: "gilbert",
      plural: "gilberts",
      symbol: "Gb",
      aliases: ["Gi", "oersted centimeter", "Oe·cm"],
      definition: { kind: "linear", factor: "10/(4*pi)" },
      source: "NIST SP 811 (2008)",
      note: "CGS-EMU",
      about: "The CGS (EMU) unit of magnetomotive force: 10/(4π) ampere-turns, about 0.7958 A.",
    },
    kiloampere,
    milliampere,
    microampere,
    abampere,
  ],
} satisfies UnitTable;
