import type { UnitTable } from "../types";

// Consumption (fuel per distance) is linear in L/100 km; economy (distance per fuel: mpg, km/L)
// is its reciprocal: L/100 km = factor ÷ value. For mpg (US) the factor is 100 km's worth of
// US gallons per mile: 100 × 3.785411784 L ÷ 1.609344 km ≈ 235.215.
export default {
  key: "fuel-consumption",
  baseUnit: "liter-100-kilometer",
  units: [
    {
      id: "liter-100-kilometer",
      name: "liter per 100 kilometers",
      plural: "liters per 100 kilometers",
      symbol: "L/100 km",
      aliases: [
        "L/100km",
        "l/100km",
        "l/100 km",
        "lp100km",
        "liters per 100 km",
        "litres per 100 kilometres",
      ],
      definition: { kind: "linear", factor: "1" },
      about:
        "Liters of fuel used to drive 100 km: lower is better. The official fuel-consumption figure in Europe, Australia, Canada and much of Asia.",
    },
    {
      id: "mile-us-gallon",
      name: "mile per US gallon",
      plural: "miles per US gallon",
      symbol: "mpg (US)",
      aliases: ["mpg", "mpg us", "us mpg", "mi/gal", "miles per gallon", "mpgus"],
      definition: { kind: "reciprocal", factor: "100*galUS*1000/(mi/1000)" },
      source: "NIST SP 811 (2008)",
      note: "US gallon",
      about:
        "Miles driven per US gallon of fuel: higher is better. The fuel-economy figure on US window stickers (EPA ratings).",
    },
    {
      id: "mile-imperial-gallon",
      name: "mile per imperial gallon",
      plural: "miles per imperial gallon",
      symbol: "mpg (imp)",
      aliases: ["mpg uk", "uk mpg", "mpg imperial", "imperial mpg", "mpgimp"],
      definition: { kind: "reciprocal", factor: "100*galUK*1000/(mi/1000)" },
      source: "UK Weights and Measures Act 1985",
      note: "imperial gallon",
      about:
        "Miles driven per imperial gallon: higher is better. Used for cars in the UK; 20% larger than US mpg for the same car because the imperial gallon is bigger.",
    },
    {
      id: "kilometer-liter",
      name: "kilometer per liter",
      plural: "kilometers per liter",
      symbol: "km/L",
      aliases: ["km/l", "kmpl", "kpl", "kilometres per litre", "kilometers per liter"],
      definition: { kind: "reciprocal", factor: "100" },
      about:
        "Kilometers driven per liter of fuel: higher is better. Used in India, Japan, Latin America and parts of Southeast Asia.",
    },
    {
      id: "liter-kilometer",
      name: "liter per kilometer",
      plural: "liters per kilometer",
      symbol: "L/km",
      aliases: ["l/km", "liters per km"],
      definition: { kind: "linear", factor: "100" },
      about:
        "Liters of fuel per kilometer, a hundredth of the L/100 km figure. Used for trucks, buses and fleet statistics.",
    },
    {
      id: "mile-liter",
      name: "mile per liter",
      plural: "miles per liter",
      symbol: "mi/L",
      aliases: ["mi/l", "mpl", "miles per litre"],
      definition: { kind: "reciprocal", factor: "100/(mi/1000)" },
      about:
        "Miles driven per liter of fuel. Seen in the UK, where fuel is sold by the liter but distances are in miles.",
    },
    {
      id: "us-gallon-100-mile",
      name: "US gallon per 100 miles",
      plural: "US gallons per 100 miles",
      symbol: "gal (US)/100 mi",
      aliases: ["gal/100mi", "gal/100 mi", "gallons per 100 miles", "us gal/100 mi"],
      definition: { kind: "linear", factor: "galUS*1000/(mi/1000)" },
      source: "NIST SP 811 (2008)",
      note: "US gallon",
      about:
        "US gallons used per 100 miles: lower is better. Shown on US fuel-economy labels beside mpg.",
    },
    {
      id: "imperial-gallon-100-mile",
      name: "imperial gallon per 100 miles",
      plural: "imperial gallons per 100 miles",
      symbol: "gal (imp)/100 mi",
      aliases: ["uk gal/100 mi", "imperial gallons per 100 miles"],
      definition: { kind: "linear", factor: "galUK*1000/(mi/1000)" },
      source: "UK Weights and Measures Act 1985",
      note: "imperial gallon",
      about:
        "Imperial gallons used per 100 miles: lower is better. The consumption counterpart of UK mpg.",
    },
    {
      id: "kilometer-us-gallon",
      name: "kilometer per US gallon",
      plural: "kilometers per US gallon",
      symbol: "km/gal (US)",
      aliases: ["km/gal", "kilometers per gallon"],
      definition: { kind: "reciprocal", factor: "100*galUS*1000" },
      note: "US gallon",
      about:
        "Kilometers driven per US gallon: higher is better. Used where distances are metric but fuel is sold by the US gallon.",
    },
    {
      id: "kilometer-imperial-gallon",
      name: "kilometer per imperial gallon",
      plural: "kilometers per imperial gallon",
      symbol: "km/gal (imp)",
      aliases: ["km/uk gal"],
      definition: { kind: "reciprocal", factor: "100*galUK*1000" },
      note: "imperial gallon",
    },
  ],
} satisfies UnitTable;
