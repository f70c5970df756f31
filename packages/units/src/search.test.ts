import { describe, expect, it } from "vitest";
import { buildSearchIndex, searchConverters } from "./search";
import type { Category, Converter, UnitTable } from "./types";
import * as t from "./__fixtures__/tables";

const converter = (
  key: string,
  name: string,
  popular = false,
  category: Converter["category"] = "common",
): Converter => ({
  key,
  slug: `${key}-converter`,
  name,
  description: `Convert ${name.toLowerCase()} units`,
  category,
  popular,
});
const converters: Converter[] = [
  converter("length", "Length Converter", true),
  converter("temperature", "Temperature Converter", true),
  converter("temperature-interval", "Temperature Interval Converter", false, "heat"),
  converter("pressure", "Pressure Converter"),
  converter("area", "Area Converter"),
  converter("acceleration", "Acceleration Converter", false, "engineering"),
  converter("weight", "Weight and Mass Converter", true),
];
const categories: Category[] = [
  { key: "common", name: "Common Converters", description: "", icon: "calculator" },
  { key: "heat", name: "Heat Converters", description: "", icon: "flame" },
  { key: "engineering", name: "Engineering Converters", description: "", icon: "cog" },
];
const pressure: UnitTable = {
  key: "pressure",
  baseUnit: "pascal",
  units: [
    {
      id: "pascal",
      name: "pascal",
      plural: "pascals",
      symbol: "Pa",
      definition: { kind: "linear", factor: "1" },
    },
    {
      id: "psi",
      name: "pound per square inch",
      plural: "pounds per square inch",
      symbol: "psi",
      definition: { kind: "linear", factor: "lb*g0/in^2" },
    },
  ],
};
const index = buildSearchIndex(converters, categories, [
  t.length,
  t.temperature,
  t.weight,
  pressure,
]);
const names = (query: string) => searchConverters(index, query).map((item) => item.name);

describe("converter search", () => {
  it("finds nothing for an empty query", () => {
    expect(names("")).toEqual([]);
    expect(names("   ")).toEqual([]);
  });

  it("finds converters by their units", () => {
    expect(names("psi")).toEqual(["Pressure Converter"]);
    expect(names("kelvin")).toEqual(["Temperature Converter"]);
    expect(names("  KELVIN ")).toEqual(["Temperature Converter"]);
    expect(names("°f")).toEqual(["Temperature Converter"]);
    expect(names("pound")).toEqual(["Weight and Mass Converter", "Pressure Converter"]);
  });

  it("matches name, description and category name", () => {
    expect(names("interval")).toEqual(["Temperature Interval Converter"]);
    expect(names("engineering")).toEqual(["Acceleration Converter"]);
    expect(names("weight and mass converter units")).toEqual(["Weight and Mass Converter"]);
  });

  it("orders names starting with the query, then popular ones, then by name", () => {
    expect(names("temp")).toEqual(["Temperature Converter", "Temperature Interval Converter"]);
    expect(names("converter")).toEqual([
      "Length Converter",
      "Temperature Converter",
      "Weight and Mass Converter",
      "Acceleration Converter",
      "Area Converter",
      "Pressure Converter",
      "Temperature Interval Converter",
    ]);
    expect(names("a")[0]).toBe("Acceleration Converter");
    expect(names("a").slice(0, 2)).toEqual(["Acceleration Converter", "Area Converter"]);
  });

  it('reads a unit written with other spacing, or with "per" for "/", as that unit', () => {
    const energy: UnitTable = {
      key: "energy-consumption",
      baseUnit: "kilowatt-hour-100-kilometer",
      units: [
        {
          id: "kilowatt-hour-100-kilometer",
          name: "kilowatt-hour per 100 kilometers",
          plural: "kilowatt-hours per 100 kilometers",
          symbol: "kWh/100 km",
          definition: { kind: "linear", factor: "1" },
        },
        {
          id: "mile-kilowatt-hour",
          name: "mile per kilowatt-hour",
          plural: "miles per kilowatt-hour",
          symbol: "mi/kWh",
          definition: { kind: "reciprocal", factor: "100/(mi/1000)" },
        },
      ],
    };
    const vehicles = buildSearchIndex(
      [
        converter("fuel-consumption", "Fuel Consumption Converter"),
        converter("energy-consumption", "Energy Consumption Converter"),
        ...converters,
      ],
      categories,
      [t.fuel, energy, t.length, t.temperature, t.weight, pressure],
    );
    const found = (query: string) => searchConverters(vehicles, query).map((item) => item.key);
    for (const query of [
      "kwh per 100 km",
      "kWh per 100km",
      "kwh/100km",
      "KWH / 100 KM",
      "mi per kwh",
    ])
      expect(found(query), query).toEqual(["energy-consumption"]);
    expect(found("l per 100 km")).toEqual(["fuel-consumption"]);
    // "per" is a word of its own, and the rest of a unit's name still has to be the same.
    expect(found("kwh per 100")).toEqual([]);
    expect(found("kwh per 100 km to mi per kwh")).toEqual(["energy-consumption"]);
  });

  it("carries what a result shows and is small", () => {
    const [item] = searchConverters(index, "psi");
    expect(item).toMatchObject({
      slug: "pressure-converter",
      category: "Common Converters",
      popular: false,
    });
    expect(item?.keywords).toContain("pound per square inch");
    expect(searchConverters(index, "converter", 2)).toHaveLength(2);
  });
});
