import type { UnitDef } from "../../types";

/**
 * Mass per volume, listed by the density and concentration-solution (mass concentration)
 * tables.
 *
 * Each unit that several tables list is defined once, here: its names, symbol, aliases,
 * definition and source. A table lists it as it is, or spreads it to give it that table's own
 * about text; withoutAliases (./without-aliases.ts) leaves out aliases a table does not take.
 * The definitions are relative to the tables' common base unit.
 */

export const kilogramCubicMeter: UnitDef = {
  id: "kilogram-cubic-meter",
  name: "kilogram per cubic meter",
  plural: "kilograms per cubic meter",
  symbol: "kg/m³",
  aliases: [
    "kg/m3",
    "kg/m^3",
    "kg m-3",
    "kg/cu m",
    "g/L",
    "g/l",
    "mg/cm3",
    "kilogram per cubic metre",
  ],
  definition: { kind: "linear", factor: "1" },
  source: "SI Brochure (2019)",
};

export const poundCubicFoot: UnitDef = {
  id: "pound-cubic-foot",
  name: "pound per cubic foot",
  plural: "pounds per cubic foot",
  symbol: "lb/ft³",
  aliases: ["lb/ft3", "lb/ft^3", "lbs/ft3", "lb/cu ft", "pcf", "lbm/ft3"],
  definition: { kind: "linear", factor: "lb/ft^3" },
  source: "NIST SP 811 (2008)",
};

export const poundUsGallon: UnitDef = {
  id: "pound-us-gallon",
  name: "pound per gallon (US)",
  plural: "pounds per gallon (US)",
  symbol: "lb/gal (US)",
  aliases: ["lb/gal", "lbs/gal", "ppg", "lb/usgal", "lb/gal US"],
  definition: { kind: "linear", factor: "lb/galUS" },
  source: "NIST SP 811 (2008)",
  note: "US gallon",
};

export const poundImperialGallon: UnitDef = {
  id: "pound-imperial-gallon",
  name: "pound per gallon (imperial)",
  plural: "pounds per gallon (imperial)",
  symbol: "lb/gal (UK)",
  aliases: ["lb/imp gal", "lb/gal UK", "lb/impgal"],
  definition: { kind: "linear", factor: "lb/galUK" },
  source: "UK Weights and Measures Act 1985",
  note: "imperial gallon",
};

export const ounceUsGallon: UnitDef = {
  id: "ounce-us-gallon",
  name: "ounce per gallon (US)",
  plural: "ounces per gallon (US)",
  symbol: "oz/gal (US)",
  aliases: ["oz/gal", "oz/usgal", "oz/gal US"],
  definition: { kind: "linear", factor: "oz/galUS" },
  source: "NIST SP 811 (2008)",
  note: "avoirdupois ounce per US gallon",
};

export const milligramCubicMeter: UnitDef = {
  id: "milligram-cubic-meter",
  name: "milligram per cubic meter",
  plural: "milligrams per cubic meter",
  symbol: "mg/m³",
  aliases: ["mg/m3", "mg/m^3", "µg/L", "ug/L", "milligram per cubic metre"],
  definition: { kind: "linear", factor: "1e-6" },
  source: "SI Brochure (2019)",
};
