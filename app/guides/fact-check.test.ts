import { describe, expect, it } from "vitest";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { checkFacts, type FactCheckResult } from "./fact-check";

// Every figure below was computed by the engine (answerQuery on the code's catalogue), not by hand.

const check = (markdown: string, converterKey?: string): FactCheckResult =>
  checkFacts(markdown, codeCatalogue, converterKey);

describe("checkFacts: true statements pass", () => {
  it.each([
    // length
    "1 mile is 1.609344 km.",
    "5 ft = 1.524 m",
    "1 inch = 2.54 cm",
    "Since 1959, one international foot is defined as exactly 0.3048 meters.",
    "1 nautical mile is 1852 m",
    "1,609.344 m = 1 mile",
    "1.5e3 m = 1.5 km",
    // temperature, offsets included
    "212 °F = 100 °C",
    "212°F = 100°C",
    "0 °C = 32 °F",
    "-40 °F equals −40 °C",
    // mass
    "1 lb = 0.45359237 kg",
    "10 kg is about 22.05 lb",
    "1 tonne = 1000 kg",
    // volume: US and imperial gallons
    "One US gallon equals 3.785411784 liters.",
    "1 gallon (US) = 3.785 L",
    "1 imperial gallon is 4.54609 litres",
    "1 1/2 cups is 354.88 ml",
    // speed
    "1 km/h = 0.621371 mph",
    "100 km/h ≈ 27.78 m/s",
    "A knot is 1.852 km/h.",
    // pressure
    "1 atm = 101,325 Pa",
    "1 psi ≈ 6.895 kPa",
    "1 pound per square inch is approximately 6.9 kPa",
    // data storage: decimal and binary prefixes
    "1 KiB = 1024 B",
    "1 kB = 1000 B",
    "1 GiB = 1024 MiB",
    "1 MB = 0.953674 MiB",
    // results the engine writes in scientific notation or from π
    "1 MeV = 1.602176634e-13 J",
    "1 degree = 0.0174533 rad",
    // area
    "1 m² = 10.7639 ft²",
  ])("%s", (statement) => {
    expect(check(statement)).toEqual({ checked: 1, problems: [] });
  });

  it("reads the other statement forms", () => {
    for (const statement of [
      "A foot is 12 inches.",
      "100 cm is a meter.",
      "There are 5,280 feet in a mile.",
      "There are 16 ounces in a pound.",
      "1 ft converts to 30.48 cm",
      "1 ft is the same as 12 in",
      "1 ft is equal to 0.3048 m",
      "1 ft → 0.3048 m",
      "1 ft makes 0.3048 m",
      "1 mile, by definition, is 1,609.344 m.",
      "Water boils at 100 °C, which is 212 °F.",
      "5 ft in meters is 1.524",
      "5ft = 1.524m",
      "1 U.S. gallon = 3.785 L",
      "1 in. = 2.54 cm",
      "A 10 km (6.2 mi) run",
      "5 ft 3 in = 160.02 cm",
      "175 cm ≈ 5 ft 9 in",
      "1 € = 1.95583 лв",
      "One thousandth of an inch (25.4 µm) is called a mil.",
      "Example – 1 ft = 0.3048 m",
      "There's 1,000 g in a kilogram.",
      "1 mile is\n1.609344 km",
    ]) {
      expect(check(statement), statement).toEqual({ checked: 1, problems: [] });
    }
  });

  it("finds every statement of a sentence", () => {
    expect(check("1 ft = 0.3048 m, so 10 ft = 3.048 m and 100 ft = 30.48 m.")).toEqual({
      checked: 3,
      problems: [],
    });
    expect(check("1 kg equals 1000 g equals 1,000,000 mg")).toEqual({ checked: 2, problems: [] });
    expect(check("There are 5,280 feet in a mile, and 1,000 m in a kilometre.")).toEqual({
      checked: 2,
      problems: [],
    });
  });
});

describe("checkFacts: false statements are reported", () => {
  it.each([
    ["1 US gallon = 4.54609 L", "4.54609 L", "3.785411784 L"],
    ["1 imperial gallon = 3.785 L", "3.785 L", "4.54609 L"],
    ["100 °C = 180 °F", "180 °F", "212 °F"],
    ["100 °C = 100 °F", "100 °F", "212 °F"],
    ["0 °C = 0 °F", "0 °F", "32 °F"],
    ["1 KiB = 1000 bytes", "1000 bytes", "1024 B"],
    ["1 kB = 1024 B", "1024 B", "1000 B"],
    ["1 GB = 1024 MB", "1024 MB", "1000 MB"],
    ["1 mile = 1.7 km", "1.7 km", "1.609344 km"],
    ["1 inch = 2.45 cm", "2.45 cm", "2.54 cm"],
    ["10 kg = 20.5 lb", "20.5 lb", "22.0462262184878 lb"],
    ["1 knot = 1.609 km/h", "1.609 km/h", "1.852 km/h"],
    ["1 bar = 1 atm", "1 atm", "0.986923266716013 atm"],
    ["175 cm = 5 ft 7 in", "5 ft 7 in", "68.8976377952756 in"],
    ["A 10 km (6.8 mi) run", "6.8 mi", "6.21371192237334 mi"],
  ])("%s", (sentence, stated, computed) => {
    expect(check(sentence)).toEqual({ checked: 1, problems: [{ sentence, stated, computed }] });
  });

  it("reports the sentence the wrong figure is in, markdown removed", () => {
    const result = check(
      "A US gallon is smaller than an imperial one. **1 US gallon** = 4.54609 L. Mind the difference.",
    );
    expect(result.problems).toEqual([
      { sentence: "1 US gallon = 4.54609 L.", stated: "4.54609 L", computed: "3.785411784 L" },
    ]);
  });

  it("keeps the right statements of a sentence out of the report", () => {
    const result = check("1 ft = 0.3048 m, but 1 yd = 0.9 m and 1 in = 2.54 cm.");
    expect(result.checked).toBe(3);
    expect(result.problems.map((p) => p.stated)).toEqual(["0.9 m"]);
  });
});

describe("checkFacts: rounding", () => {
  // 1 mile = 1.609344 km exactly
  it.each([
    ["1.609344", true],
    ["1.60934", true],
    ["1.6093", true],
    ["1.609", true],
    ["1.61", true],
    ["1.6", true],
    ["1.7", false],
    ["1.62", false],
    ["1.608", false],
    // every written digit counts: 1.600 claims four
    ["1.600", false],
    // one digit must also be within 1 %
    ["2", false],
  ])("1 mile = %s km: right is %s", (figure, right) => {
    expect(check(`1 mile = ${figure} km`).problems).toHaveLength(right ? 0 : 1);
  });

  it("counts the trailing zeros of a whole number", () => {
    expect(check("1 KiB = 1000 B").problems).toHaveLength(1);
    expect(check("1 kB = 1000 B").problems).toHaveLength(0);
    expect(check("1 yd = 3 ft").problems).toHaveLength(0);
  });

  it("lets a figure ending in ... be cut off instead of rounded", () => {
    // 2 ft = 0.666666… yd
    expect(check("2 ft = 0.666... yd").problems).toHaveLength(0);
    expect(check("2 ft = 0.667 yd").problems).toHaveLength(0);
    expect(check("2 ft = 0.666 yd").problems).toHaveLength(1);
    expect(check("1 ft = 0.333... yd").problems).toHaveLength(0);
  });

  it("checks a stated 0 exactly", () => {
    expect(check("0 m = 0 ft")).toEqual({ checked: 1, problems: [] });
    // −17.78 °C is −0.004 °F
    expect(check("−17.78 °C is 0 °F").problems).toEqual([
      { sentence: "−17.78 °C is 0 °F", stated: "0 °F", computed: "-0.004 °F" },
    ]);
  });
});

describe("checkFacts: approximate wording", () => {
  // 10 kg = 22.0462262184878 lb; 1 mile = 1.609344 km; 5 ft = 1.524 m
  it.each([
    ["10 kg is about 22 lb", true],
    ["10 kg ≈ 22.1 lb", true],
    ["10 kg is approximately 22.3 lb", false],
    ["1 mile is roughly 1.62 km", true],
    ["1 mile = 1.62 km", false],
    ["1 m is around 3.3 ft", true],
    ["5 ft is about 1.5 m", true],
    ["5 ft is about 2 m", false],
    ["1 mile = 1.61 km approximately", true],
    ["1 mmHg ≈ 133.3 Pa", true],
    ["1 hp ≈ 745.7 W", true],
  ])("%s: right is %s", (statement, right) => {
    const result = check(statement);
    expect(result.checked).toBe(1);
    expect(result.problems).toHaveLength(right ? 0 : 1);
  });
});

describe("checkFacts: what is not a statement", () => {
  it.each([
    "The meter is the SI unit of length.",
    "In 2019, the kilogram was redefined.",
    "°F = °C × 9/5 + 32",
    "100 °C × 9/5 + 32 = 212 °F",
    "100 °C − 0 °C = 100 °C",
    "100 °C - 0 °C = 100 °C",
    "1 mile = 1.7\nkm",
    "Step 2: 100 × 9/5 = 180.",
    "The 1st and 2nd editions are 300 pages.",
    "Use a 4K screen at 60 Hz.",
    "It is 5 ft tall.",
    "The range is 5-10 ft.",
    "A millionth of a weber (100 maxwells).",
    "Half a mile is 804.672 m.",
    "A 100 m sprint is run in about 10 s.",
    "The difference between 20 °C and 30 °C is 10 K.",
    "Going from 5 ft to 10 ft is 5 ft more.",
    "1 USD = 0.9 EUR",
  ])("%s", (text) => {
    expect(check(text)).toEqual({ checked: 0, problems: [] });
  });

  it("skips fenced code", () => {
    const markdown = [
      "1 mile = 1.609344 km",
      "",
      "```",
      "1 mile = 2 km",
      "```",
      "",
      "~~~js",
      "const x = 1; // 1 ft = 1 m",
      "~~~",
      "",
      "````",
      "```",
      "1 inch = 3 cm",
      "```",
      "````",
      "5 ft = 1.524 m",
    ].join("\n");
    expect(check(markdown)).toEqual({ checked: 2, problems: [] });
  });

  it("strips markdown around the figures", () => {
    const markdown = [
      "## 1 mile = 1.609344 km",
      "",
      "- **1 mile** is _1.609344 km_.",
      "* `5 ft = 1.524 m`",
      "1. [1 mile](/length-converter) = *1.7 km*",
      "> 1 inch = __2.54 cm__",
    ].join("\n");
    expect(check(markdown)).toEqual({
      checked: 5,
      problems: [{ sentence: "1 mile = 1.7 km", stated: "1.7 km", computed: "1.609344 km" }],
    });
  });
});

describe("checkFacts: the guide's converter", () => {
  it("reads unit names inside the converter first", () => {
    const statement = "10 fahrenheit = 5.555... kelvin";
    expect(check(statement, "temperature-interval")).toEqual({ checked: 1, problems: [] });
    // Without the converter, "fahrenheit" is the temperature: 10 °F is 260.93 K.
    expect(check(statement)).toEqual({
      checked: 1,
      problems: [
        { sentence: statement, stated: "5.555... kelvin", computed: "260.927777777778 K" },
      ],
    });
  });

  it("reads temperatures as differences where the sentence speaks of them", () => {
    expect(check("A step of 1 °C equals 1 kelvin; 0 °C is exactly 273.15 K.")).toEqual({
      checked: 2,
      problems: [],
    });
    expect(check("A rise of 10 °C equals 18 °F.").problems).toHaveLength(0);
    expect(check("10 °C equals 18 °F.").problems).toHaveLength(1);
  });
});
