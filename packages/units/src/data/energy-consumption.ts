import type { UnitTable } from "../types";

// Energy per distance: what an electric car (or an e-bike, a bus, a train) draws from its battery
// or the grid to travel a distance. A quantity of its own, not fuel consumption: energy per
// distance cannot become volume per distance without an energy content per liter, which depends
// on the fuel (docs/decisions/072-energy-consumption-converter.md).
//
// The base is kWh/100 km, the counterpart of fuel consumption's L/100 km: the figure European
// carmakers quote, and one whose neighbours read plainly (Wh/km is 0.1 of it, kWh/km 100).
// Consumption is linear in it; economy (distance per energy: mi/kWh, km/kWh) is its reciprocal:
// kWh/100 km = factor ÷ value. A mile is exactly 1.609344 km (mi/1000 in km), so 1 kWh/100 mi
// is 1/1.609344 kWh/100 km and 1 mi/kWh is 100/1.609344 kWh/100 km; 1 kWh is 3.6 MJ exactly.
export default {
  key: "energy-consumption",
  baseUnit: "kilowatt-hour-100-kilometer",
  units: [
    {
      id: "kilowatt-hour-100-kilometer",
      name: "kilowatt-hour per 100 kilometers",
      plural: "kilowatt-hours per 100 kilometers",
      symbol: "kWh/100 km",
      aliases: [
        "kWh per 100 km",
        "kWh per 100 kilometers",
        "kWh per 100 kilometres",
        "kilowatt-hours per 100 km",
        "kilowatt-hours per 100 kilometres",
      ],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "Kilowatt-hours of electricity used to drive 100 km: lower is better. How European carmakers quote an electric car's consumption, including its official WLTP figure.",
    },
    {
      id: "mile-kilowatt-hour",
      name: "mile per kilowatt-hour",
      plural: "miles per kilowatt-hour",
      symbol: "mi/kWh",
      aliases: ["mi per kWh", "miles per kWh", "miles/kWh", "mile per kWh"],
      definition: { kind: "reciprocal", factor: "100/(mi/1000)" },
      source: "International yard and pound agreement (1959)",
      about:
        "Miles driven per kilowatt-hour: higher is better. The efficiency figure British drivers and UK car reviews use for electric cars.",
    },
    {
      id: "kilowatt-hour-100-mile",
      name: "kilowatt-hour per 100 miles",
      plural: "kilowatt-hours per 100 miles",
      symbol: "kWh/100 mi",
      aliases: [
        "kWh/100 miles",
        "kWh per 100 mi",
        "kWh per 100 miles",
        "kilowatt-hours per 100 mi",
      ],
      definition: { kind: "linear", factor: "1/(mi/1000)" },
      source: "International yard and pound agreement (1959)",
      about:
        "Kilowatt-hours used per 100 miles: lower is better. The consumption figure on the US EPA's fuel-economy label for electric cars, beside MPGe.",
    },
    {
      id: "kilometer-kilowatt-hour",
      name: "kilometer per kilowatt-hour",
      plural: "kilometers per kilowatt-hour",
      symbol: "km/kWh",
      aliases: [
        "km per kWh",
        "kilometers per kWh",
        "kilometres per kWh",
        "kilometres per kilowatt-hour",
      ],
      definition: { kind: "reciprocal", factor: "100" },
      source: "SI Brochure (2019)",
      about:
        "Kilometers driven per kilowatt-hour: higher is better. The economy form of kWh/100 km: 100 divided by that figure.",
    },
    {
      id: "watt-hour-kilometer",
      name: "watt-hour per kilometer",
      plural: "watt-hours per kilometer",
      symbol: "Wh/km",
      aliases: ["Wh per km", "watt-hours per km", "watt-hours per kilometre"],
      definition: { kind: "linear", factor: "0.1" },
      source: "SI Brochure (2019)",
      about:
        "Watt-hours per kilometer, a tenth of the kWh/100 km figure: 150 Wh/km is 15 kWh/100 km. Handy for small figures such as an e-bike's or an e-scooter's.",
    },
    {
      id: "watt-hour-mile",
      name: "watt-hour per mile",
      plural: "watt-hours per mile",
      symbol: "Wh/mi",
      aliases: ["Wh per mi", "Wh per mile", "Wh/mile"],
      definition: { kind: "linear", factor: "0.1/(mi/1000)" },
      source: "International yard and pound agreement (1959)",
      about:
        "Watt-hours per mile, a tenth of the kWh/100 mi figure. Shown by the trip computers of some electric cars set to miles.",
    },
    {
      id: "kilowatt-hour-kilometer",
      name: "kilowatt-hour per kilometer",
      plural: "kilowatt-hours per kilometer",
      symbol: "kWh/km",
      aliases: ["kWh per km", "kilowatt-hours per km", "kilowatt-hours per kilometre"],
      definition: { kind: "linear", factor: "100" },
      source: "SI Brochure (2019)",
      about:
        "Kilowatt-hours per kilometer, a hundredth of the kWh/100 km figure. Used for electric buses, trucks and trains.",
    },
    {
      id: "kilowatt-hour-mile",
      name: "kilowatt-hour per mile",
      plural: "kilowatt-hours per mile",
      symbol: "kWh/mi",
      aliases: ["kWh per mi", "kWh per mile", "kWh/mile"],
      definition: { kind: "linear", factor: "100/(mi/1000)" },
      source: "International yard and pound agreement (1959)",
    },
    {
      id: "megajoule-100-kilometer",
      name: "megajoule per 100 kilometers",
      plural: "megajoules per 100 kilometers",
      symbol: "MJ/100 km",
      aliases: ["MJ per 100 km", "megajoules per 100 km"],
      // 1 MJ = 1e6 J = 1e6 / (1000 × 3600) kWh = 1/3.6 kWh.
      definition: { kind: "linear", factor: "1e6/(1000*h)" },
      source: "SI Brochure (2019)",
      about:
        "Megajoules per 100 km (1 kWh is exactly 3.6 MJ). Used in energy studies to compare electric and combustion vehicles in one unit.",
    },
  ],
} satisfies UnitTable;
