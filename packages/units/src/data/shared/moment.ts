import type { UnitDef } from "../../types";

/**
 * Force times length, listed by the torque and moment-of-force tables.
 *
 * Each unit that several tables list is defined once, here: its names, symbol, aliases,
 * definition and source. A table lists it as it is, or spreads it to give it that table's own
 * about text; withoutAliases (./without-aliases.ts) leaves out aliases a table does not take.
 * The definitions are relative to the tables' common base unit.
 */

export const newtonMeter: UnitDef = {
  id: "newton-meter",
  name: "newton meter",
  plural: "newton meters",
  symbol: "N·m",
  aliases: ["Nm", "N m", "N*m", "N-m", "N.m", "newton metre", "newton-metre", "J/rad"],
  definition: { kind: "linear", factor: "1" },
  source: "SI Brochure (2019)",
};

export const poundForceFoot: UnitDef = {
  id: "pound-force-foot",
  name: "pound-force foot",
  plural: "pound-force feet",
  symbol: "lbf·ft",
  aliases: [
    "lb-ft",
    "lb ft",
    "lbf ft",
    "lbf-ft",
    "lbft",
    "ft-lb",
    "ft lb",
    "ft-lbs",
    "ft·lbf",
    "foot-pound",
    "foot pound",
  ],
  definition: { kind: "linear", factor: "ft*lb*g0" },
  source: "NIST SP 811 (2008)",
};

export const poundForceInch: UnitDef = {
  id: "pound-force-inch",
  name: "pound-force inch",
  plural: "pound-force inches",
  symbol: "lbf·in",
  aliases: [
    "lb-in",
    "lb in",
    "lbf in",
    "lbf-in",
    "in-lb",
    "in lb",
    "in-lbs",
    "in·lbf",
    "inch-pound",
    "inch pound",
  ],
  definition: { kind: "linear", factor: "in*lb*g0" },
  source: "NIST SP 811 (2008)",
};

export const newtonMillimeter: UnitDef = {
  id: "newton-millimeter",
  name: "newton millimeter",
  plural: "newton millimeters",
  symbol: "N·mm",
  aliases: ["Nmm", "N mm", "N-mm", "N*mm", "newton millimetre"],
  definition: { kind: "linear", factor: "1/1000" },
  source: "SI Brochure (2019)",
};

export const kilonewtonMeter: UnitDef = {
  id: "kilonewton-meter",
  name: "kilonewton meter",
  plural: "kilonewton meters",
  symbol: "kN·m",
  aliases: ["kNm", "kN m", "kN*m", "kN-m", "kilonewton metre"],
  definition: { kind: "linear", factor: "1000" },
  source: "SI Brochure (2019)",
};

export const millinewtonMeter: UnitDef = {
  id: "millinewton-meter",
  name: "millinewton meter",
  plural: "millinewton meters",
  symbol: "mN·m",
  aliases: ["mNm", "mN m", "mN-m", "millinewton metre"],
  definition: { kind: "linear", factor: "1/1000" },
  source: "SI Brochure (2019)",
};

export const micronewtonMeter: UnitDef = {
  id: "micronewton-meter",
  name: "micronewton meter",
  plural: "micronewton meters",
  symbol: "µN·m",
  aliases: ["uNm", "µNm", "uN m", "µN m", "micronewton metre"],
  definition: { kind: "linear", factor: "1/1000000" },
  source: "SI Brochure (2019)",
};

export const kilogramForceMeter: UnitDef = {
  id: "kilogram-force-meter",
  name: "kilogram-force meter",
  plural: "kilogram-force meters",
  symbol: "kgf·m",
  aliases: [
    "kgf m",
    "kgf-m",
    "kgfm",
    "kg-m",
    "kgm",
    "kg m",
    "kp·m",
    "kpm",
    "meter kilogram-force",
    "mkgf",
  ],
  definition: { kind: "linear", factor: "g0" },
  source: "NIST SP 811 (2008)",
};

export const gramForceCentimeter: UnitDef = {
  id: "gram-force-centimeter",
  name: "gram-force centimeter",
  plural: "gram-force centimeters",
  symbol: "gf·cm",
  aliases: ["gf cm", "gf-cm", "gfcm", "g-cm", "g cm", "gcm"],
  definition: { kind: "linear", factor: "g0/100000" },
  source: "NIST SP 811 (2008)",
};

export const dyneCentimeter: UnitDef = {
  id: "dyne-centimeter",
  name: "dyne centimeter",
  plural: "dyne centimeters",
  symbol: "dyn·cm",
  aliases: ["dyn cm", "dyn-cm", "dyne cm", "dyne-cm"],
  definition: { kind: "linear", factor: "1e-7" },
  source: "NIST SP 811 (2008)",
};

export const kipFoot: UnitDef = {
  id: "kip-foot",
  name: "kip foot",
  plural: "kip feet",
  symbol: "kip·ft",
  aliases: ["kip-ft", "kip ft", "k-ft", "kft", "ft-kip", "ft-kips", "kip-feet"],
  definition: { kind: "linear", factor: "1000*ft*lb*g0" },
  source: "NIST SP 811 (2008)",
};

export const kipInch: UnitDef = {
  id: "kip-inch",
  name: "kip inch",
  plural: "kip inches",
  symbol: "kip·in",
  aliases: ["kip-in", "kip in", "k-in", "in-kip", "in-kips"],
  definition: { kind: "linear", factor: "1000*in*lb*g0" },
  source: "NIST SP 811 (2008)",
};

export const poundalFoot: UnitDef = {
  id: "poundal-foot",
  name: "poundal foot",
  plural: "poundal feet",
  symbol: "pdl·ft",
  aliases: ["pdl ft", "pdl-ft", "poundal ft"],
  definition: { kind: "linear", factor: "lb*ft^2" },
  source: "NIST SP 811 (2008)",
};
