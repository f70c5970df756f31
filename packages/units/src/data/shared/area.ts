import type { UnitDef } from "../../types";

/**
 * Areas listed by the area and permeability tables (intrinsic permeability has the dimension
 * of an area).
 *
 * Each unit that several tables list is defined once, here: its names, symbol, aliases,
 * definition and source. A table lists it as it is, or spreads it to give it that table's own
 * about text; withoutAliases (./without-aliases.ts) leaves out aliases a table does not take.
 * The definitions are relative to the tables' common base unit.
 */

export const squareMeter: UnitDef = {
  id: "square-meter",
  name: "square meter",
  plural: "square meters",
  symbol: "m²",
  aliases: ["m²", "m2", "m^2", "sq m", "sqm", "square metre", "square metres", "square meters"],
  definition: { kind: "linear", factor: "1" },
  source: "SI Brochure (2019)",
};

export const squareFoot: UnitDef = {
  id: "square-foot",
  name: "square foot",
  plural: "square feet",
  symbol: "ft²",
  aliases: ["ft²", "ft2", "ft^2", "sq ft", "sqft", "sf", "square feet"],
  definition: { kind: "linear", factor: "ft^2" },
  source: "International yard and pound agreement (1959)",
};

export const squareMicrometer: UnitDef = {
  id: "square-micrometer",
  name: "square micrometer",
  plural: "square micrometers",
  symbol: "µm²",
  aliases: ["µm²", "μm²", "um2", "square micron", "square micrometre"],
  definition: { kind: "linear", factor: "1e-12" },
  source: "SI Brochure (2019)",
};

export const squareCentimeter: UnitDef = {
  id: "square-centimeter",
  name: "square centimeter",
  plural: "square centimeters",
  symbol: "cm²",
  aliases: ["cm²", "cm2", "cm^2", "sq cm", "square centimetre"],
  definition: { kind: "linear", factor: "0.01^2" },
  source: "SI Brochure (2019)",
};
