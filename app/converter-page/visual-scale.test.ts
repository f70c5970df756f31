import { describe, expect, it } from "vitest";
import {
  beakerScale,
  buildVisualModel,
  chooseReference,
  EMPTY_CAPTION,
  formatNumber,
  LENGTH_REFERENCES,
  logSize,
  multiplesUpTo,
  niceCeil,
  niceStep,
  NO_RESULT_CAPTION,
  PALETTES,
  proportionalLengths,
  referenceHint,
  referencePhrase,
  rulerTicks,
  temperaturePhrase,
  temperatureScale,
  visualKindFor,
  VOLUME_REFERENCES,
  WEIGHT_REFERENCES,
  type VisualInput,
} from "./visual-scale";

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

const EXTREMES = [0, -0, 5e-324, 1e-300, 1e-12, 0.5, 1, 7, 1e6, 1e15, 1e300, Number.MAX_VALUE];
const BAD = [NaN, Infinity, -Infinity];

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

describe("formatNumber", () => {
  it("writes short, grouped numbers and hides float noise", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-0)).toBe("0");
    expect(formatNumber(1524)).toBe("1,524");
    expect(formatNumber(0.1 + 0.2)).toBe("0.3");
    expect(formatNumber(-12.5)).toBe("-12.5");
    expect(formatNumber(2.26796185, 4)).toBe("2.268");
    expect(formatNumber(123456789)).toBe("123,457,000");
    expect(formatNumber(999999.7)).toBe("1,000,000");
    expect(formatNumber(0.000123456789)).toBe("0.000123457");
    expect(formatNumber(-1234.5678, 8)).toBe("-1,234.5678");
  });
  it("switches to scientific notation for huge and tiny magnitudes", () => {
    expect(formatNumber(1.5e21)).toBe("1.5e21");
    expect(formatNumber(2e-7)).toBe("2e-7");
    expect(formatNumber(-3.25e12)).toBe("-3.25e12");
    expect(formatNumber(Number.MAX_VALUE, 3)).toBe("1.8e308");
  });
  it("never prints NaN or Infinity", () => {
    for (const x of BAD) expect(formatNumber(x)).toBe("—");
  });
});

describe("niceStep, niceCeil, multiplesUpTo", () => {
  it("picks 1, 2 or 5 × 10ⁿ steps", () => {
    expect(niceStep(10, 5)).toBe(2);
    expect(niceStep(1.524, 4)).toBe(0.5);
    expect(niceStep(5, 5)).toBe(1);
    expect(niceStep(42195, 8)).toBe(10000);
    expect(niceStep(3e21, 6)).toBeCloseTo(5e20, -5);
  });
  it("returns null where no step exists", () => {
    for (const span of [0, -1, ...BAD]) expect(niceStep(span, 5)).toBeNull();
    expect(niceStep(10, 0)).toBeNull();
  });
  it("rounds capacities up to a round number", () => {
    expect(niceCeil(5)).toBe(5);
    expect(niceCeil(1.524)).toBe(2);
    expect(niceCeil(0.473)).toBe(0.5);
    expect(niceCeil(18.9)).toBe(20);
    expect(niceCeil(1.1)).toBe(1.5);
    expect(niceCeil(0)).toBe(1);
    for (const x of [...EXTREMES, ...BAD]) {
      const c = niceCeil(x);
      expect(Number.isFinite(c) && c > 0).toBe(true);
    }
  });
  it("lists multiples within the bound, inclusive despite float error", () => {
    expect(multiplesUpTo(1, 0.2)).toHaveLength(6);
    expect(multiplesUpTo(0.3, 0.1)).toHaveLength(4);
    expect(multiplesUpTo(1e300, 1e-300, 50)).toHaveLength(51);
    expect(multiplesUpTo(5, 0)).toEqual([]);
    expect(multiplesUpTo(NaN, 1)).toEqual([]);
    expect(multiplesUpTo(0, 1)).toEqual([0]);
    expect(multiplesUpTo(Number.MAX_VALUE, 2e307)).toHaveLength(9);
  });
});

describe("rulerTicks", () => {
  it("labels a 5 ft ruler in feet and a 1.524 m ruler in half meters", () => {
    expect(rulerTicks(5, 300).major.map((t) => t.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rulerTicks(1.524, 300).major.map((t) => t.value)).toEqual([0, 0.5, 1, 1.5]);
    expect(rulerTicks(5, 300).major.map((t) => t.fraction)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
  it("puts about one labelled tick per 56 px", () => {
    expect(rulerTicks(5, 600).step).toBe(0.5);
    expect(rulerTicks(5, 100).step).toBe(5);
  });
  it("adds minor ticks only when they are at least 6 px apart", () => {
    const wide = rulerTicks(5, 300);
    expect(wide.minor).toHaveLength(20);
    const narrow = rulerTicks(5, 40);
    expect(narrow.minor.length).toBeLessThanOrEqual(6);
    for (const tick of narrow.minor) expect(tick.fraction * 40).toBeGreaterThan(0);
  });
  it("keeps every fraction finite and within [0, 1], for any magnitude", () => {
    for (const magnitude of EXTREMES) {
      const { major, minor } = rulerTicks(magnitude, 600);
      expect(major.length).toBeLessThanOrEqual(11);
      expect(minor.length).toBeLessThanOrEqual(401);
      for (const tick of [...major, ...minor]) {
        expect(Number.isFinite(tick.fraction)).toBe(true);
        expect(tick.fraction).toBeGreaterThanOrEqual(0);
        expect(tick.fraction).toBeLessThanOrEqual(1);
      }
    }
    for (const bad of BAD) expect(rulerTicks(bad, 600).major).toEqual([]);
    expect(rulerTicks(5, 0).major).toEqual([]);
  });
});

describe("proportionalLengths", () => {
  it("draws the longest bar full width and the others to scale", () => {
    expect(proportionalLengths([1.524, 2], 400)).toEqual([304.8, 400]);
    expect(proportionalLengths([2, 0], 400)).toEqual([400, 0]);
  });
  it("keeps a far smaller bar visible and never returns NaN", () => {
    expect(proportionalLengths([1e-6, 1000], 400)).toEqual([2, 400]);
    expect(proportionalLengths([Number.MAX_VALUE, 5e-324], 400)).toEqual([400, 2]);
    expect(proportionalLengths([0, 0], 400)).toEqual([0, 0]);
    expect(proportionalLengths([NaN, Infinity, -3], 400)).toEqual([0, 0, 400]);
    expect(proportionalLengths([1, 2], NaN)).toEqual([0, 0]);
  });
});

describe("logSize", () => {
  it("grows with the order of magnitude and clamps", () => {
    expect(logSize(1e-6, 16, 52, -6, 6)).toBe(16);
    expect(logSize(1, 16, 52, -6, 6)).toBe(34);
    expect(logSize(1e300, 16, 52, -6, 6)).toBe(52);
    expect(logSize(0, 16, 52, -6, 6)).toBe(16);
    expect(logSize(NaN, 16, 52, -6, 6)).toBe(16);
  });
});

describe("chooseReference", () => {
  it("picks the object closest in order of magnitude (meters)", () => {
    expect(chooseReference("length", 1.524)?.reference.label).toBe("door");
    expect(chooseReference("length", 0.09)?.reference.label).toBe("credit card");
    expect(chooseReference("length", 100)?.reference.label).toBe("football pitch");
    expect(chooseReference("length", 40_000)?.reference.label).toBe("marathon");
  });
  it("picks weights in kilograms and volumes in liters", () => {
    expect(chooseReference("weight", 0.0012)?.reference.label).toBe("paperclip");
    expect(chooseReference("weight", 2.26796185)?.reference.label).toBe("apple");
    expect(chooseReference("weight", 80)?.reference.label).toBe("person");
    expect(chooseReference("weight", 2000)?.reference.label).toBe("car");
    expect(chooseReference("volume", 0.005)?.reference.label).toBe("teaspoon");
    expect(chooseReference("volume", 0.473)?.reference.label).toBe("cup");
    expect(chooseReference("volume", 18.9)?.reference.label).toBe("bucket");
    expect(chooseReference("volume", 250)?.reference.label).toBe("bathtub");
  });
  it("gives the ratio of the quantity to the object, using the magnitude", () => {
    const match = chooseReference("length", -4);
    expect(match?.reference.label).toBe("door");
    expect(match?.ratio).toBe(2);
  });
  it("gives no hint when nothing is within a sensible factor, for zero or for non-numbers", () => {
    expect(chooseReference("length", 1e-9)).toBeNull();
    expect(chooseReference("length", 1e20)).toBeNull();
    expect(chooseReference("weight", 1e12)).toBeNull();
    expect(chooseReference("volume", 1e-12)).toBeNull();
    expect(chooseReference("length", 0)).toBeNull();
    expect(chooseReference("length", null)).toBeNull();
    for (const bad of BAD) expect(chooseReference("weight", bad)).toBeNull();
  });
  it("lists each kind's references from small to large", () => {
    for (const list of [LENGTH_REFERENCES, WEIGHT_REFERENCES, VOLUME_REFERENCES]) {
      const values = list.map((r) => r.value);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
  });
});

describe("referencePhrase", () => {
  const door = LENGTH_REFERENCES.find((r) => r.label === "door")!;
  it("says 'about' near 1, 'times' above and a percentage below", () => {
    expect(referencePhrase({ reference: door, ratio: 0.762 })).toBe("about the height of a door");
    expect(referencePhrase({ reference: door, ratio: 1.3 })).toBe("about the height of a door");
    expect(referencePhrase({ reference: door, ratio: 3.52 })).toBe(
      "about 3.5 times the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 123.4 })).toBe(
      "about 120 times the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 0.4 })).toBe(
      "about 40% of the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 0.0123 })).toBe(
      "about 1.2% of the height of a door",
    );
  });
});

describe("referenceHint", () => {
  const apple = WEIGHT_REFERENCES.find((r) => r.label === "apple")!;
  it("writes the short canvas hint", () => {
    expect(referenceHint({ reference: apple, ratio: 1 })).toBe("≈ apple (200 g)");
    expect(referenceHint({ reference: apple, ratio: 11.34 })).toBe("≈ 11 × apple (200 g)");
    expect(referenceHint({ reference: apple, ratio: 0.5 })).toBe("≈ 50% of apple (200 g)");
  });
});

describe("temperaturePhrase", () => {
  it("places the value against water, the body and absolute zero", () => {
    expect(temperaturePhrase(100)).toBe("about the boiling point of water");
    expect(temperaturePhrase(0.2)).toBe("about the freezing point of water");
    expect(temperaturePhrase(37)).toBe("about body temperature");
    expect(temperaturePhrase(-273.15)).toBe("about absolute zero");
    expect(temperaturePhrase(-300)).toMatch(/^colder than absolute zero/);
    expect(temperaturePhrase(-10)).toBe("below the freezing point of water");
    expect(temperaturePhrase(20)).toBe("between the freezing point of water and body temperature");
    expect(temperaturePhrase(60)).toBe("between body temperature and the boiling point of water");
    expect(temperaturePhrase(1e6)).toBe("above the boiling point of water");
  });
});

describe("temperatureScale", () => {
  const check = (celsius: number) => {
    const scale = temperatureScale(celsius);
    const points = [-273.15, 0, 37, 100, celsius].map(scale.fraction);
    for (const f of points) {
      expect(Number.isFinite(f)).toBe(true);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThanOrEqual(1);
    }
    // The references stay in order and apart.
    const [freezing, body, boiling] = [0, 37, 100].map(scale.fraction) as [number, number, number];
    expect(freezing).toBeLessThan(body);
    expect(body).toBeLessThan(boiling);
    return scale;
  };
  it("is linear with graduations for everyday temperatures", () => {
    const scale = check(20);
    expect(scale.mode).toBe("linear");
    expect(scale.ticks).toEqual([-20, 0, 20, 40, 60, 80, 100]);
    expect(scale.fraction(-20)).toBe(0);
    expect(scale.fraction(110)).toBe(1);
    expect(check(212).mode).toBe("linear");
  });
  it("compresses far values: a linear core with the references, a logarithmic run to the value", () => {
    for (const c of [-273.15, -1e4, 300, 5500, 1e6, 1e300, -Number.MAX_VALUE, Number.MAX_VALUE]) {
      const scale = check(c);
      expect(scale.mode).toBe("compressed");
      expect(scale.fraction(c)).toBeCloseTo(c > 0 ? 0.95 : 0.05, 9);
      // The references keep the spacing of a 170 °C core on half the tube.
      expect(scale.fraction(37) - scale.fraction(0)).toBeCloseTo((37 / 170) * 0.5, 9);
      expect(scale.breakAt).not.toBeNull();
      for (const tick of scale.ticks) expect(Number.isFinite(scale.fraction(tick))).toBe(true);
      expect(scale.ticks.length).toBeLessThanOrEqual(11);
    }
    const hot = temperatureScale(1e6);
    expect(hot.ticks).toEqual([-40, 0, 40, 80, 120, 500, 10000, 100000]);
    expect(hot.fraction(1e4)).toBeGreaterThan(hot.fraction(1e3));
    const cold = temperatureScale(-273.15);
    expect(cold.ticks).toEqual([-200, -100, -40, 0, 40, 80, 120]);
    expect(cold.fraction(-200)).toBeLessThan(cold.fraction(-100));
    expect(cold.fraction(-100)).toBeLessThan(cold.fraction(-40));
    const far = temperatureScale(1e300);
    const decades = far.ticks.slice(5).map((t) => Math.round(Math.log10(t)));
    expect(decades).toHaveLength(5);
    for (const [i, d] of decades.entries())
      if (i > 0) expect(d - decades[i - 1]!).toBeGreaterThanOrEqual(45);
  });
  it("survives non-finite input", () => {
    for (const bad of BAD) expect(temperatureScale(bad).fraction(bad)).toBe(0);
  });
});

describe("beakerScale", () => {
  it("sizes the beaker to a round capacity and graduates both units", () => {
    const scale = beakerScale(5, 18.92705892);
    expect(scale.fromCapacity).toBe(5);
    expect(scale.fill).toBe(1);
    expect(scale.fromTicks.map((t) => t.value)).toEqual([1, 2, 3, 4, 5]);
    expect(scale.toTicks.map((t) => t.value)).toEqual([5, 10, 15]);
    const half = beakerScale(0.473176473, 0.473176473);
    expect(half.fromCapacity).toBe(0.5);
    expect(half.fill).toBeCloseTo(0.946, 3);
  });
  it("draws negative values by magnitude and empties for zero", () => {
    expect(beakerScale(-2, -2).fill).toBe(1);
    const empty = beakerScale(0, 0);
    expect(empty.fill).toBe(0);
    expect(empty.toTicks).toEqual([]);
  });
  it("stays finite for extreme magnitudes", () => {
    for (const x of [...EXTREMES, ...BAD]) {
      const scale = beakerScale(x, x * 3.785411784);
      expect(Number.isFinite(scale.fill)).toBe(true);
      for (const t of [...scale.fromTicks, ...scale.toTicks]) {
        expect(Number.isFinite(t.fraction)).toBe(true);
      }
    }
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
    expect(model.reference?.reference.label).toBe("door");
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
    });
    const temperature = buildVisualModel({
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

describe("PALETTES", () => {
  it("defines the same colours for light and dark", () => {
    expect(Object.keys(PALETTES.dark).sort()).toEqual(Object.keys(PALETTES.light).sort());
    expect(PALETTES.dark.text).not.toBe(PALETTES.light.text);
  });
});
