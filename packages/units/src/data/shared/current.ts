import type { UnitDef } from "../../types";

/**
 * Currents, listed by the current table and by magnetomotive-force, where they count
 * ampere-turns (hence the -turn aliases).
 *
 * Each unit that several tables list is defined once, here: its names, symbol, aliases,
 * definition and source. A table lists it as it is, or spreads it to give it that table's own
 * about text; withoutAliases (./without-aliases.ts) leaves out aliases a table does not take.
 * The definitions are relative to the tables' common base unit.
 */

export const ampere: UnitDef = {
  id: "ampere",
  name: "ampere",
  plural: "amperes",
  symbol: "A",
  aliases: ["amp", "amps", "C/s", "coulomb per second", "ampere-turn", "At", "amp-turn"],
  definition: { kind: "linear", factor: "1" },
  source: "SI Brochure (2019)",
  about:
    "The SI base unit of electric current, fixed since 2019 by the elementary charge: one coulomb per second. As a unit of magnetomotive force it is the ampere-turn.",
};

export const milliampere: UnitDef = {
  id: "milliampere",
  name: "milliampere",
  plural: "milliamperes",
  symbol: "mA",
  aliases: ["milliamp", "milliamps", "milliampere-turn", "mAt"],
  definition: { kind: "linear", factor: "0.001" },
  source: "SI Brochure (2019)",
  about:
    "One thousandth of an ampere; sensor loops (4–20 mA) and small electronics are rated in it.",
};

export const kiloampere: UnitDef = {
  id: "kiloampere",
  name: "kiloampere",
  plural: "kiloamperes",
  symbol: "kA",
  aliases: ["kiloamp", "kiloamps", "kiloampere-turn", "kAt"],
  definition: { kind: "linear", factor: "1000" },
  source: "SI Brochure (2019)",
  about:
    "A thousand amperes: lightning strokes, welding and short-circuit currents are in this range.",
};

export const microampere: UnitDef = {
  id: "microampere",
  name: "microampere",
  plural: "microamperes",
  symbol: "µA",
  aliases: ["uA", "microamp", "microamps", "microampere-turn"],
  definition: { kind: "linear", factor: "1e-6" },
  source: "SI Brochure (2019)",
};

export const abampere: UnitDef = {
  id: "abampere",
  name: "abampere",
  plural: "abamperes",
  symbol: "abA",
  aliases: ["biot", "Bi", "emu of current", "abampere-turn"],
  definition: { kind: "linear", factor: "10" },
  source: "NIST SP 811 (2008)",
  note: "CGS-EMU",
  about: "The electromagnetic (EMU) CGS unit of current, also called the biot: exactly 10 A.",
};
