import type { UnitDef } from "../../types";

/**
 * Volumes listed by the volume, volume-dry and volume-lumber tables. The imperial pint and quart
 * are written as fractions of the 4.54609 L gallon, so no rounded milliliter value enters.
 *
 * Each unit that several tables list is defined once, here: its names, symbol, aliases,
 * definition and source. A table lists it as it is, or spreads it to give it that table's own
 * about text; withoutAliases (./without-aliases.ts) leaves out aliases a table does not take.
 * The definitions are relative to the tables' common base unit.
 */

export const liter: UnitDef = {
  id: "liter",
  name: "liter",
  plural: "liters",
  symbol: "L",
  aliases: [
    "l",
    "L",
    "ltr",
    "liters",
    "litre",
    "litres",
    "dm³",
    "dm3",
    "cubic decimeter",
    "cubic decimetre",
  ],
  definition: { kind: "linear", factor: "1" },
  source: "SI Brochure (2019)",
};

export const milliliter: UnitDef = {
  id: "milliliter",
  name: "milliliter",
  plural: "milliliters",
  symbol: "mL",
  aliases: ["ml", "mL", "millilitre", "millilitres", "mls"],
  definition: { kind: "linear", factor: "0.001" },
  source: "SI Brochure (2019)",
};

export const cubicInch: UnitDef = {
  id: "cubic-inch",
  name: "cubic inch",
  plural: "cubic inches",
  symbol: "in³",
  aliases: ["in³", "in3", "cu in", "cubic inches", "cid"],
  definition: { kind: "linear", factor: "in^3*1000" },
  source: "International yard and pound agreement (1959)",
};

export const imperialPint: UnitDef = {
  id: "imperial-pint",
  name: "imperial pint",
  plural: "imperial pints",
  symbol: "pt (imp)",
  aliases: ["uk pint", "uk pints", "imperial pints", "imp pt", "british pint"],
  definition: { kind: "linear", factor: "galUK*1000/8" },
  source: "UK Weights and Measures Act 1985",
  note: "imperial, 20 imperial fl oz",
};

export const imperialQuart: UnitDef = {
  id: "imperial-quart",
  name: "imperial quart",
  plural: "imperial quarts",
  symbol: "qt (imp)",
  aliases: ["uk quart", "imp qt", "imperial quarts"],
  definition: { kind: "linear", factor: "galUK*1000/4" },
  source: "UK Weights and Measures Act 1985",
  note: "imperial, ¼ imperial gallon",
};

export const imperialGallon: UnitDef = {
  id: "imperial-gallon",
  name: "imperial gallon",
  plural: "imperial gallons",
  symbol: "gal (imp)",
  aliases: ["uk gal", "uk gallon", "uk gallons", "imp gal", "imperial gallons", "british gallon"],
  definition: { kind: "linear", factor: "galUK*1000" },
  source: "UK Weights and Measures Act 1985",
  note: "imperial, 4.54609 L",
};

export const cubicFoot: UnitDef = {
  id: "cubic-foot",
  name: "cubic foot",
  plural: "cubic feet",
  symbol: "ft³",
  aliases: ["ft³", "ft3", "cu ft", "cubic feet", "cf"],
  definition: { kind: "linear", factor: "ft^3*1000" },
  source: "International yard and pound agreement (1959)",
};

export const hectoliter: UnitDef = {
  id: "hectoliter",
  name: "hectoliter",
  plural: "hectoliters",
  symbol: "hL",
  aliases: ["hl", "hL", "hectolitre", "hectolitres"],
  definition: { kind: "linear", factor: "100" },
  source: "SI Brochure (2019)",
};

export const cubicYard: UnitDef = {
  id: "cubic-yard",
  name: "cubic yard",
  plural: "cubic yards",
  symbol: "yd³",
  aliases: ["yd³", "yd3", "cu yd", "cubic yards"],
  definition: { kind: "linear", factor: "yd^3*1000" },
  source: "International yard and pound agreement (1959)",
};

export const cubicMeter: UnitDef = {
  id: "cubic-meter",
  name: "cubic meter",
  plural: "cubic meters",
  symbol: "m³",
  aliases: [
    "m³",
    "m3",
    "cbm",
    "cu m",
    "cubic metre",
    "cubic metres",
    "kiloliter",
    "kilolitre",
    "kL",
  ],
  definition: { kind: "linear", factor: "1000" },
  source: "SI Brochure (2019)",
};
