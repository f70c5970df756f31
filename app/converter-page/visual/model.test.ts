import { describe, expect, it } from "vitest";
import { formatMessage } from "~/i18n/format";
import english from "~/i18n/messages/en/converter.json";
import { buildVisualModel, visualKindFor, type VisualInput } from "./model";
import type { VisualWords } from "./references";

const t: VisualWords = (key, params) => formatMessage(english[key], params);
const EMPTY_CAPTION = english.visualEmpty;
const NO_RESULT_CAPTION = english.visualNoResult;

const foot = { name: "foot", plural: "feet", symbol: "ft" };
const meter = { name: "meter", plural: "meters", symbol: "m" };
const pound = { name: "pound", plural: "pounds", symbol: "lb" };
const kilogram = { name: "kilogram", plural: "kilograms", symbol: "kg" };
const liter = { name: "liter", plural: "liters", symbol: "L" };
const gallon = { name: "US gallon", plural: "US gallons", symbol: "gal (US)" };
const fahrenheit = { name: "degree Fahrenheit", plural: "degrees Fahrenheit", symbol: "°F" };
const celsius = { name: "degree Celsius", plural: "degrees Celsius", symbol: "°C" };

function input(overrides: Partial<VisualInput>): VisualInput {
  return {
    t,
    converterKey: "length",
    fromValue: 5,
    fromText: "5",
    fromUnit: foot,
    toValue: 1.524,
    toText: "1.524",
    toUnit: meter,
    baseValue: 1.524,
    ...overrides,
  };
}

describe("visualKindFor", () => {
  it("draws length, temperature, weight and volume; every other converter gets the arrow", () => {
    expect(visualKindFor("length")).toBe("length");
    expect(visualKindFor("temperature")).toBe("temperature");
    expect(visualKindFor("weight")).toBe("weight");
    expect(visualKindFor("volume")).toBe("volume");
    expect(visualKindFor("temperature-interval")).toBe("generic");
    expect(visualKindFor("volume-dry")).toBe("generic");
    expect(visualKindFor("speed")).toBe("generic");
  });
});

describe("buildVisualModel", () => {
  it("describes a length with a reference object", () => {
    const model = buildVisualModel(input({}));
    expect(model.kind).toBe("length");
    expect(model.caption).toBe("5 feet is 1.524 meters, about the height of a door");
    if (model.kind !== "length") return;
    expect(model.from.label).toBe("5 ft");
    expect(model.to.label).toBe("1.524 m");
    expect(model.reference?.reference.label).toBe("refDoor");
    if (model.kind === "length") expect(model.text.label).toBe("door");
  });
  it("uses the singular for exactly one", () => {
    const model = buildVisualModel(
      input({ fromValue: 1, fromText: "1", toValue: 0.3048, toText: "0.3048", baseValue: 0.3048 }),
    );
    expect(model.caption).toBe(
      "1 foot is 0.3048 meters, about 3.6 times the width of a credit card",
    );
  });
  it("notes negative lengths, weights and volumes are drawn by magnitude", () => {
    const model = buildVisualModel(
      input({
        fromValue: -5,
        fromText: "-5",
        toValue: -1.524,
        toText: "-1.524",
        baseValue: -1.524,
      }),
    );
    expect(model.caption).toBe(
      "-5 feet is -1.524 meters; its magnitude is about the height of a door",
    );
    expect(model.kind === "length" && model.negative).toBe(true);
    const far = buildVisualModel(
      input({
        fromValue: -1e30,
        fromText: "-1e30",
        toValue: -3e29,
        toText: "-3e29",
        baseValue: -3e29,
      }),
    );
    expect(far.caption).toBe("-1e30 feet is -3e29 meters; drawn by its magnitude");
  });
  it("describes weights and volumes", () => {
    const weight = buildVisualModel(
      input({
        converterKey: "weight",
        fromUnit: pound,
        toUnit: kilogram,
        toValue: 2.26796185,
        toText: "2.26796185",
        baseValue: 2.26796185,
      }),
    );
    expect(weight.caption).toBe(
      "5 pounds is 2.26796185 kilograms, about 11 times the weight of an apple",
    );
    const volume = buildVisualModel(
      input({
        converterKey: "volume",
        fromUnit: gallon,
        toUnit: liter,
        toValue: 18.92705892,
        toText: "18.92705892",
        baseValue: 18.92705892,
      }),
    );
    expect(volume.caption).toBe(
      "5 US gallons is 18.92705892 liters, about 1.9 times the volume of a bucket",
    );
  });
  it("draws without a hint when the base value is missing", () => {
    const model = buildVisualModel(input({ baseValue: null }));
    expect(model.kind).toBe("length");
    expect(model.caption).toBe("5 feet is 1.524 meters");
    expect(model.kind === "length" && model.magnitude).toBeNull();
  });
  it("describes a temperature against the references, in celsius", () => {
    const model = buildVisualModel({
      t,
      converterKey: "temperature",
      fromValue: 212,
      fromText: "212",
      fromUnit: fahrenheit,
      toValue: 100,
      toText: "100",
      toUnit: celsius,
      baseValue: 100,
    });
    expect(model.kind).toBe("temperature");
    expect(model.caption).toBe(
      "212 degrees Fahrenheit is 100 degrees Celsius, about the boiling point of water",
    );
    expect(model.kind === "temperature" && model.from.label).toBe("212 °F");
  });
  it("uses the arrow view for other converters, and for temperature without a base value", () => {
    const speed = buildVisualModel({
      t,
      converterKey: "speed",
      fromValue: 5,
      fromUnit: { name: "meter per second", plural: "meters per second", symbol: "m/s" },
      toValue: 18,
      toUnit: { name: "kilometer per hour", plural: "kilometers per hour", symbol: "km/h" },
      baseValue: 5,
    });
    expect(speed).toEqual({
      kind: "generic",
      caption: "5 meters per second is 18 kilometers per hour",
      from: { main: "5 m/s", sub: "meters per second" },
      to: { main: "18 km/h", sub: "kilometers per hour" },
      locale: "en-US",
    });
    const temperature = buildVisualModel({
      t,
      converterKey: "temperature",
      fromValue: 212,
      fromUnit: fahrenheit,
      toValue: 100,
      toUnit: celsius,
      baseValue: null,
    });
    expect(temperature.kind).toBe("generic");
  });
  it("quotes text results (case styles, numerals)", () => {
    const model = buildVisualModel({
      t,
      converterKey: "case",
      fromValue: null,
      fromText: "hello world",
      fromUnit: { name: "lowercase", plural: "lowercase", symbol: "hello world" },
      toValue: null,
      toText: "hello_world",
      toUnit: { name: "snake_case", symbol: "hello_world" },
      baseValue: null,
    });
    expect(model).toEqual({
      kind: "generic",
      caption: "“hello world” in lowercase is “hello_world” in snake_case",
      from: { main: "hello world", sub: "lowercase" },
      to: { main: "hello_world", sub: "snake_case" },
      locale: "en-US",
    });
  });
  it("shows the empty state without a value and a no-result state without a result", () => {
    expect(buildVisualModel(input({ fromValue: null, fromText: "" }))).toEqual({
      kind: "empty",
      caption: EMPTY_CAPTION,
    });
    expect(buildVisualModel(input({ fromValue: null, fromText: "  " })).caption).toBe(
      "Enter a value to see it drawn",
    );
    expect(buildVisualModel(input({ toValue: null, toText: "" })).caption).toBe(NO_RESULT_CAPTION);
  });
  it("treats non-finite numbers as missing and formats numbers when no text is given", () => {
    expect(buildVisualModel(input({ fromValue: NaN, fromText: undefined })).kind).toBe("empty");
    const model = buildVisualModel(
      input({ fromText: undefined, toText: undefined, toValue: 1.524, baseValue: Infinity }),
    );
    expect(model.caption).toBe("5 feet is 1.524 meters");
    expect(model.kind === "length" && model.magnitude).toBeNull();
    const noNumber = buildVisualModel(input({ toValue: Infinity, toText: "1e400" }));
    expect(noNumber.kind).toBe("generic");
  });
});

describe("captions in the visitor's locale (decision 053)", () => {
  it("writes the reference's ratio and the numbers it formats itself in the locale", () => {
    // The page hands its texts already written in the locale: "1,5" and "0,4572".
    const length = buildVisualModel(
      input({
        fromValue: 11.5,
        fromText: "11,5",
        toValue: 3.5052,
        toText: "3,5052",
        baseValue: 3.5052,
        locale: "de-DE",
      }),
    );
    expect(length.caption).toBe("11,5 feet is 3,5052 meters, about 1,8 times the height of a door");
    const formatted = buildVisualModel(
      input({
        fromValue: 5000,
        fromText: undefined,
        toValue: 1524,
        toText: undefined,
        baseValue: 1524,
        locale: "de-DE",
      }),
    );
    expect(formatted.caption).toMatch(/^5\.000 feet is 1\.524 meters, about 15 times/);
    expect(formatted.kind === "length" && formatted.locale).toBe("de-DE");
  });

  it("writes a temperature's reference in the locale", () => {
    const model = buildVisualModel({
      t,
      converterKey: "temperature",
      fromValue: -500,
      fromText: "-500",
      fromUnit: celsius,
      toValue: -868,
      toText: "-868",
      toUnit: fahrenheit,
      baseValue: -500,
      locale: "fr-FR",
    });
    expect(model.caption).toContain("colder than absolute zero (−273,15 °C)");
  });

  it("writes the engine's notation's grouping for en-US when no locale is given", () => {
    const model = buildVisualModel(
      input({ fromText: undefined, fromValue: 5000, toText: undefined, toValue: 1524 }),
    );
    expect(model.caption).toMatch(/^5,000 feet is 1,524 meters/);
  });
});
