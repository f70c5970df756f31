import type { UnitDef } from "../../types";

/**
 * Current per length (A/m), the SI unit of both linear current density and magnetic field
 * strength: listed by the linear-current-density and magnetic-field-strength tables.
 *
 * Each unit that several tables list is defined once, here: its names, symbol, aliases,
 * definition and source. A table lists it as it is, or spreads it to give it that table's own
 * about text; withoutAliases (./without-aliases.ts) leaves out aliases a table does not take.
 * The definitions are relative to the tables' common base unit.
 */

export const ampereMeter: UnitDef = {
  id: "ampere-meter",
  name: "ampere per meter",
  plural: "amperes per meter",
  symbol: "A/m",
  aliases: ["amp per meter", "ampere-turn per meter", "At/m", "amperes per metre"],
  definition: { kind: "linear", factor: "1" },
  source: "SI Brochure (2019)",
  about:
    "The SI unit of magnetic field strength and of linear current density: one ampere (or ampere-turn) per meter.",
};

export const ampereCentimeter: UnitDef = {
  id: "ampere-centimeter",
  name: "ampere per centimeter",
  plural: "amperes per centimeter",
  symbol: "A/cm",
  aliases: ["At/cm", "ampere-turn per centimeter"],
  definition: { kind: "linear", factor: "100" },
  about: "One ampere (or ampere-turn) per centimeter, 100 A/m.",
};

export const kiloampereMeter: UnitDef = {
  id: "kiloampere-meter",
  name: "kiloampere per meter",
  plural: "kiloamperes per meter",
  symbol: "kA/m",
  aliases: ["A/mm", "ampere per millimeter"],
  definition: { kind: "linear", factor: "1000" },
  source: "SI Brochure (2019)",
  about:
    "A thousand amperes per meter, the same as an ampere per millimeter; magnet coercivity is given in it.",
};

export const ampereInch: UnitDef = {
  id: "ampere-inch",
  name: "ampere per inch",
  plural: "amperes per inch",
  symbol: "A/in",
  aliases: ["At/in", "ampere-turn per inch"],
  definition: { kind: "linear", factor: "1/in" },
  about:
    "One ampere (or ampere-turn) per inch, about 39.37 A/m; older US magnetics literature uses it.",
};

export const ampereFoot: UnitDef = {
  id: "ampere-foot",
  name: "ampere per foot",
  plural: "amperes per foot",
  symbol: "A/ft",
  aliases: ["At/ft"],
  definition: { kind: "linear", factor: "1/ft" },
};

export const milliampereMeter: UnitDef = {
  id: "milliampere-meter",
  name: "milliampere per meter",
  plural: "milliamperes per meter",
  symbol: "mA/m",
  definition: { kind: "linear", factor: "0.001" },
  source: "SI Brochure (2019)",
};
