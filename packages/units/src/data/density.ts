/*
 * Unit ids in the engineering, heat and fluids tables (this file documents the scheme for all
 * of them):
 * - Compound ids join the unit names with hyphens and drop "per", as the product's meter-second
 *   does: kilogram-cubic-meter (kg/m³), pound-force-foot (lbf·ft), watt-meter-kelvin (W/(m·K)),
 *   btu-hour-foot-fahrenheit (Btu/(h·ft·°F)). Ids are identifiers, not formulas.
 * - "per" is kept where dropping it would name a different, product unit: surface tension uses
 *   newton-per-meter, dyne-per-centimeter … (newton-meter, dyne-centimeter are torques), and a
 *   pure reciprocal starts with per-: per-kelvin, per-fahrenheit.
 * - Energy namesakes: a plain btu / calorie / kilocalorie inside a compound id is the
 *   International Table (IT) one; the thermochemical one is marked right after it:
 *   btu-thermochemical-pound, calorie-thermochemical-gram. Symbols say which: Btu and Btu_th,
 *   cal_IT and cal_th. "fahrenheit", "celsius", "rankine" inside a compound id are degrees of
 *   temperature difference (no offsets anywhere in these tables).
 * - Temperature differences have their own ids so they never clash with the absolute scales:
 *   kelvin-difference, celsius-difference, fahrenheit-difference, rankine-difference, …
 * - A unit that appears in two tables keeps one id and is defined once, in ./shared/ (newton-meter
 *   in torque and moment-of-force; kilogram-cubic-meter, pound-cubic-foot, pound-us-gallon in
 *   density and concentration-solution; square-meter, square-foot … shared with area).
 * - Other names for the same magnitude (g/L = kg/m³ in density, kcal/(kg·°C) = cal/(g·°C),
 *   1/°C = 1/K) are aliases, except where both names are in everyday use as separate units
 *   (cP and mPa·s, cSt and mm²/s, Gal and cm/s², g/L and kg/m³ in concentration-solution).
 */

import type { UnitTable } from "../types";
import {
  kilogramCubicMeter,
  poundCubicFoot,
  poundUsGallon,
  poundImperialGallon,
  ounceUsGallon,
  milligramCubicMeter,
} from "./shared/mass-per-volume";

export default {
  key: "density",
  baseUnit: "kilogram-cubic-meter",
  units: [
    {
      ...kilogramCubicMeter,
      about:
        "The SI unit of density. Water is about 1000 kg/m³, air at sea level about 1.2 kg/m³ and steel about 7850 kg/m³.",
    },
    {
      id: "gram-cubic-centimeter",
      name: "gram per cubic centimeter",
      plural: "grams per cubic centimeter",
      symbol: "g/cm³",
      aliases: [
        "g/cm3",
        "g/cm^3",
        "g/cc",
        "g/mL",
        "g/ml",
        "kg/L",
        "kg/l",
        "kg/dm3",
        "t/m3",
        "g per cc",
        "gram per cubic centimetre",
      ],
      definition: { kind: "linear", factor: "1000" },
      source: "SI Brochure (2019)",
      about:
        "The CGS unit of density, equal to kg/L and t/m³. Water is close to 1 g/cm³, so the number also reads as the relative density (specific gravity).",
    },
    {
      ...poundCubicFoot,
      about:
        "The US customary unit for the density of soils, concrete, foams and gases; water is about 62.4 lb/ft³.",
    },
    {
      id: "pound-cubic-inch",
      name: "pound per cubic inch",
      plural: "pounds per cubic inch",
      symbol: "lb/in³",
      aliases: ["lb/in3", "lb/in^3", "lbs/in3", "lb/cu in", "pci"],
      definition: { kind: "linear", factor: "lb/in^3" },
      source: "NIST SP 811 (2008)",
      about:
        "Used in US engineering handbooks for metals: steel is about 0.284 lb/in³, aluminum about 0.098 lb/in³.",
    },
    {
      ...poundUsGallon,
      about:
        "Density per US gallon, the unit of drilling-mud weight (ppg) and many liquid product sheets; water is about 8.34 lb/gal.",
    },
    poundImperialGallon,
    {
      id: "slug-cubic-foot",
      name: "slug per cubic foot",
      plural: "slugs per cubic foot",
      symbol: "slug/ft³",
      aliases: ["slug/ft3", "slug/ft^3", "slugs/ft3"],
      definition: { kind: "linear", factor: "lb*g0/ft^4" },
      source: "NIST SP 811 (2008)",
      about:
        "The density unit of the US gravitational (foot-slug-second) system, used in fluid mechanics; water is about 1.94 slug/ft³.",
    },
    {
      id: "ounce-cubic-inch",
      name: "ounce per cubic inch",
      plural: "ounces per cubic inch",
      symbol: "oz/in³",
      aliases: ["oz/in3", "oz/in^3", "oz/cu in"],
      definition: { kind: "linear", factor: "oz/in^3" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "ounce-cubic-foot",
      name: "ounce per cubic foot",
      plural: "ounces per cubic foot",
      symbol: "oz/ft³",
      aliases: ["oz/ft3", "oz/ft^3", "oz/cu ft"],
      definition: { kind: "linear", factor: "oz/ft^3" },
      source: "NIST SP 811 (2008)",
    },
    ounceUsGallon,
    {
      id: "ounce-imperial-gallon",
      name: "ounce per gallon (imperial)",
      plural: "ounces per gallon (imperial)",
      symbol: "oz/gal (UK)",
      aliases: ["oz/imp gal", "oz/gal UK"],
      definition: { kind: "linear", factor: "oz/galUK" },
      source: "UK Weights and Measures Act 1985",
      note: "avoirdupois ounce per imperial gallon",
    },
    {
      id: "pound-cubic-yard",
      name: "pound per cubic yard",
      plural: "pounds per cubic yard",
      symbol: "lb/yd³",
      aliases: ["lb/yd3", "lb/yd^3", "lb/cu yd", "lbs/cy"],
      definition: { kind: "linear", factor: "lb/yd^3" },
      source: "NIST SP 811 (2008)",
    },
    {
      id: "short-ton-cubic-yard",
      name: "short ton per cubic yard",
      plural: "short tons per cubic yard",
      symbol: "ton/yd³ (US)",
      aliases: ["ton/yd3", "ton/cu yd", "tons/cy", "short ton/yd3"],
      definition: { kind: "linear", factor: "2000*lb/yd^3" },
      source: "NIST SP 811 (2008)",
      note: "short (US) ton, 2000 lb",
    },
    {
      id: "long-ton-cubic-yard",
      name: "long ton per cubic yard",
      plural: "long tons per cubic yard",
      symbol: "ton/yd³ (UK)",
      aliases: ["long ton/yd3", "LT/yd3"],
      definition: { kind: "linear", factor: "2240*lb/yd^3" },
      source: "NIST SP 811 (2008)",
      note: "long (imperial) ton, 2240 lb",
    },
    {
      id: "kilogram-cubic-centimeter",
      name: "kilogram per cubic centimeter",
      plural: "kilograms per cubic centimeter",
      symbol: "kg/cm³",
      aliases: ["kg/cm3", "kg/cm^3", "kg/cc"],
      definition: { kind: "linear", factor: "1000000" },
      source: "SI Brochure (2019)",
    },
    {
      id: "gram-cubic-meter",
      name: "gram per cubic meter",
      plural: "grams per cubic meter",
      symbol: "g/m³",
      aliases: ["g/m3", "g/m^3", "mg/L", "mg/l", "gram per cubic metre"],
      definition: { kind: "linear", factor: "1/1000" },
      source: "SI Brochure (2019)",
    },
    milligramCubicMeter,
  ],
} satisfies UnitTable;
