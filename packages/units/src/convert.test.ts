import { describe, expect, it } from "vitest";
import * as t from "./__fixtures__/tables";
import { convert, convertExact, convertValue, formulaFor, type Conversion } from "./convert";
import { parseNumberInput } from "./number-input";
import { Rational } from "./rational";

const result = (c: Conversion) =>
  c.status === "ok" ? c.result : c.status === "error" ? `Error: ${c.message}` : "(empty)";
const run = (
  table: Parameters<typeof convert>[0],
  value: string,
  from: string,
  to: string,
  precision?: number,
) => result(convert(table, value, from, to, precision === undefined ? {} : { precision }));

describe("linear units", () => {
  it("gives the product's examples exactly", () => {
    expect(run(t.length, "1", "mile", "kilometer")).toBe("1.609344");
    expect(run(t.length, "1", "foot", "meter")).toBe("0.3048");
    expect(run(t.volume, "1", "us-gallon", "liter")).toBe("3.785411784");
    expect(run(t.length, "1", "inch", "meter")).toBe("0.0254");
    expect(run(t.length, "1", "meter", "foot")).toBe("3.28083989501312");
    expect(run(t.length, "1", "us-survey-foot", "meter")).toBe("0.304800609601219");
  });

  it("converts degrees and radians to 15 significant digits", () => {
    expect(run(t.angle, "1", "degree", "radian")).toBe("0.0174532925199433");
    expect(run(t.angle, "1", "radian", "degree")).toBe("57.2957795130823");
    expect(run(t.angle, "180", "degree", "radian")).toBe("3.14159265358979");
    expect(
      run(
        t.angle,
        "3.14159265358979323846264338327950288419716939937510582097494",
        "radian",
        "degree",
      ),
    ).toBe("180");
  });

  it("returns the exact value, a JSON number and the rule", () => {
    const c = convert(t.length, "1", "foot", "meter");
    expect(c).toMatchObject({
      status: "ok",
      result: "0.3048",
      value: 0.3048,
      formula: "multiply the value by 0.3048",
    });
    if (c.status === "ok") expect(c.exact?.toString()).toBe("381/1250");
    expect(formulaFor(t.length, "meter", "foot")).toBe("divide the value by 0.3048");
    expect(formulaFor(t.length, "millimeter", "meter")).toBe("divide the value by 1000");
    expect(formulaFor(t.volume, "liter", "us-gallon")).toBe("divide the value by 3.785411784");
    expect(formulaFor(t.angle, "degree", "radian")).toBe("divide the value by 57.2957795130823…");
    expect(formulaFor(t.length, "meter", "meter")).toMatch(/stays the same/);
  });

  it("shows up to 30 digits on request", () => {
    expect(run(t.length, "1", "meter", "foot", 30)).toBe("3.28083989501312335958005249344");
    expect(run(t.length, "1", "meter", "foot", 3)).toBe("3.28");
    expect(run(t.length, "1", "meter", "foot", 0)).toMatch(
      /^Error: Precision must be a whole number from 1 to 30/,
    );
  });
});

describe("affine temperatures", () => {
  it("converts 212 °F to 100 °C and back exactly", () => {
    expect(run(t.temperature, "212", "fahrenheit", "celsius")).toBe("100");
    expect(run(t.temperature, "100", "celsius", "fahrenheit")).toBe("212");
    expect(run(t.temperature, "-40", "celsius", "fahrenheit")).toBe("-40");
    expect(run(t.temperature, "0", "kelvin", "celsius")).toBe("-273.15");
    expect(run(t.temperature, "0", "kelvin", "fahrenheit")).toBe("-459.67");
    expect(run(t.temperature, "491.67", "rankine", "celsius")).toBe("0");
    expect(run(t.temperature, "98.6", "fahrenheit", "celsius")).toBe("37");
  });

  it("writes the rule the way people know it", () => {
    expect(formulaFor(t.temperature, "celsius", "fahrenheit")).toBe("°F = °C × 9/5 + 32");
    expect(formulaFor(t.temperature, "fahrenheit", "celsius")).toBe("°C = (°F − 32) × 5/9");
    expect(formulaFor(t.temperature, "celsius", "kelvin")).toBe("K = °C + 273.15");
    expect(formulaFor(t.temperature, "kelvin", "celsius")).toBe("°C = K − 273.15");
    expect(formulaFor(t.temperature, "kelvin", "fahrenheit")).toBe("°F = K × 9/5 − 459.67");
  });
});

describe("reciprocal units", () => {
  it("converts mpg and L/100 km both ways", () => {
    expect(run(t.fuel, "10", "liter-100-kilometer", "mile-us-gallon")).toBe("23.5214583333333");
    expect(
      run(t.fuel, "23.5214583333333333333333333333333", "mile-us-gallon", "liter-100-kilometer"),
    ).toBe("10");
    expect(run(t.fuel, "32", "mile-us-gallon", "liter-100-kilometer")).toBe("7.35045572916667");
    expect(run(t.fuel, "20", "kilometer-liter", "liter-100-kilometer")).toBe("5");
    expect(run(t.fuel, "20", "kilometer-liter", "mile-us-gallon")).toBe("47.0429166666667");
    expect(formulaFor(t.fuel, "liter-100-kilometer", "mile-us-gallon")).toBe(
      "mpg (US) = 235.214583333333… ÷ L/100 km",
    );
    expect(formulaFor(t.fuel, "kilometer-liter", "mile-us-gallon")).toBe(
      "multiply the value by 2.35214583333333…",
    );
  });

  it("refuses zero with a clear error", () => {
    expect(run(t.fuel, "0", "mile-us-gallon", "liter-100-kilometer")).toMatch(
      /^Error: 0 mpg \(US\) has no equivalent/,
    );
    expect(run(t.fuel, "0", "liter-100-kilometer", "mile-us-gallon")).toMatch(
      /^Error: 0 L\/100 km has no equivalent/,
    );
  });
});

describe("logarithmic units", () => {
  it("gives sound levels against their reference", () => {
    const c = convert(t.sound, "1", "sound-pressure-pascal", "decibel");
    expect(c).toMatchObject({
      status: "ok",
      result: "93.9794000867204",
      note: "Sound pressure level re 20 µPa",
    });
    expect(run(t.sound, "0.00002", "sound-pressure-pascal", "decibel")).toBe("0");
    expect(run(t.sound, "1", "sound-power-watt", "decibel")).toBe("120");
    expect(run(t.sound, "120", "decibel", "sound-power-watt")).toBe("1");
    expect(run(t.sound, "94", "decibel", "sound-pressure-pascal")).toBe("1.00237446725454");
    expect(run(t.sound, "1", "neper", "decibel")).toBe("8.68588963806504");
    expect(run(t.sound, "2", "bel", "decibel")).toBe("20");
    expect(formulaFor(t.sound, "sound-pressure-pascal", "decibel")).toBe(
      "dB = 20 × log10(Pa ÷ 0.00002)",
    );
    expect(formulaFor(t.sound, "decibel", "sound-pressure-pascal")).toBe(
      "Pa = 0.00002 × 10^(dB ÷ 20)",
    );
  });

  it("refuses values that have no level", () => {
    expect(run(t.sound, "0", "sound-pressure-pascal", "decibel")).toMatch(
      /^Error: A level needs a value greater than zero/,
    );
    expect(run(t.sound, "-1", "sound-pressure-pascal", "decibel")).toMatch(/^Error/);
  });
});

describe("currency rates", () => {
  it("multiplies by perBase(to) / perBase(from) and says whose rates", () => {
    const c = convert(t.currency, "100", "usd", "eur");
    expect(c).toMatchObject({
      result: "88.8730892285816",
      note: "Reference rates of 2025-05-09 (European Central Bank)",
    });
    expect(run(t.currency, "1", "eur", "jpy")).toBe("163.36");
    expect(run(t.currency, "1.1252", "usd", "jpy")).toBe("163.36");
    expect(formulaFor(t.currency, "usd", "eur")).toBe("divide the value by 1.1252");
  });

  it("says when there is no rate", () => {
    expect(convert(t.currency, "1", "rub", "eur")).toEqual({
      status: "error",
      message: "no current reference rate for RUB",
    });
    expect(convert(t.currency, "1", "usd", "rub")).toEqual({
      status: "error",
      message: "no current reference rate for RUB",
    });
  });
});

describe("numbers (positional and Roman)", () => {
  it("converts whole numbers of any size between radixes", () => {
    expect(run(t.numbers, "255", "decimal", "hexadecimal")).toBe("FF");
    expect(run(t.numbers, "ff", "hexadecimal", "binary")).toBe("11111111");
    expect(run(t.numbers, (2n ** 100n).toString(), "decimal", "hexadecimal")).toBe(
      `1${"0".repeat(25)}`,
    );
    expect(run(t.numbers, `1${"0".repeat(100)}`, "binary", "decimal")).toBe(
      (2n ** 100n).toString(),
    );
    expect(run(t.numbers, "-255", "decimal", "hexadecimal")).toBe("-FF");
    expect(run(t.numbers, "0xFF", "hexadecimal", "decimal")).toBe("255");
    expect(run(t.numbers, "zz", "base-36", "decimal")).toBe("1295");
    expect(run(t.numbers, "1111 0000", "binary", "hexadecimal")).toBe("F0");
  });

  it("drops fractions, as docs/product.md says", () => {
    expect(run(t.numbers, "12.75", "decimal", "binary")).toBe("1100");
    expect(run(t.numbers, "-12.75", "decimal", "binary")).toBe("-1100");
    expect(run(t.numbers, "1e3", "decimal", "hexadecimal")).toBe("3E8");
    expect(run(t.numbers, "ff.8", "hexadecimal", "decimal")).toBe("255");
  });

  it("names the digit that does not belong to the radix", () => {
    expect(run(t.numbers, "102", "binary", "decimal")).toBe(
      'Error: "2" is not a digit in base 2 (digits 0–1)',
    );
    expect(run(t.numbers, "fg", "hexadecimal", "decimal")).toBe(
      'Error: "G" is not a digit in base 16 (digits 0–9 and A–F)',
    );
    expect(run(t.numbers, "12a", "decimal", "binary")).toBe(
      'Error: "A" is not a digit in base 10 (digits 0–9)',
    );
  });

  it("writes and reads Roman numerals from 1 to 3999", () => {
    expect(run(t.numbers, "1994", "decimal", "roman")).toBe("MCMXCIV");
    expect(run(t.numbers, "mmmcmxcix", "roman", "decimal")).toBe("3999");
    expect(run(t.numbers, "4000", "decimal", "roman")).toMatch(
      /^Error: 4000 can't be written: Roman numerals go from 1/,
    );
    expect(run(t.numbers, "0", "decimal", "roman")).toMatch(/^Error/);
    expect(run(t.numbers, "IIII", "roman", "decimal")).toMatch(
      /^Error: "IIII" is not a Roman numeral/,
    );
  });
});

describe("case styles", () => {
  it("rewrites text and returns no number", () => {
    expect(convert(t.textCase, "hello world", "lowercase", "snake")).toMatchObject({
      status: "ok",
      result: "hello_world",
      value: null,
    });
    expect(run(t.textCase, "helloWorld", "camel", "constant")).toBe("HELLO_WORLD");
  });
});

describe("edge cases of docs/product.md#conversion-rules", () => {
  it("gives an empty result for an empty value, a missing unit or a non-numeric value", () => {
    expect(convert(t.length, "", "meter", "foot")).toEqual({ status: "empty" });
    expect(convert(t.length, "   ", "meter", "foot")).toEqual({ status: "empty" });
    expect(convert(t.length, "1", "", "foot")).toEqual({ status: "empty" });
    expect(convert(t.length, "1", "meter", "")).toEqual({ status: "empty" });
    expect(convert(t.length, "abc", "meter", "foot")).toEqual({ status: "empty" });
    expect(convert(t.length, "1,5", "meter", "foot")).toEqual({ status: "empty" });
  });

  it("gives the value back unchanged for an unknown unit or no table", () => {
    expect(convert(t.length, "12.5", "meter", "blorp")).toMatchObject({
      status: "ok",
      result: "12.5",
      value: 12.5,
    });
    expect(convert(undefined, "7", "a", "b")).toMatchObject({
      status: "ok",
      result: "7",
      value: 7,
    });
  });

  it("reads numbers the way people type them", () => {
    expect(run(t.length, "1,234.5", "meter", "centimeter")).toBe("123450");
    expect(run(t.length, "1e3", "meter", "kilometer")).toBe("1");
    expect(run(t.length, "-4", "foot", "inch")).toBe("-48");
    expect(run(t.length, "3/8", "inch", "millimeter")).toBe("9.525");
    expect(run(t.length, "1 1/2", "foot", "inch")).toBe("18");
    expect(run(t.length, "1½", "foot", "inch")).toBe("18");
    expect(run(t.length, "−2", "foot", "inch")).toBe("-24");
    expect(run(t.length, "1e5000", "meter", "foot")).toBe(
      `Error: "1e5000" is too large or too small to convert: exponents go from -1000 to 1000`,
    );
    expect(parseNumberInput("3/0")).toBeNull();
    expect(parseNumberInput("12,34")).toBeNull();
    expect(parseNumberInput(".5")?.toString()).toBe("1/2");
  });

  it("never shows float noise on a round trip", () => {
    for (const [from, to] of [
      ["foot", "meter"],
      ["mile", "inch"],
      ["us-survey-foot", "kilometer"],
    ] as const) {
      const there = convert(t.length, "0.1", from, to, { precision: 30 });
      const back =
        there.status === "ok" && there.exact ? convertExact(t.length, there.exact, to, from) : null;
      expect(back?.toString()).toBe("1/10");
    }
  });

  it("converts a value given as a Rational", () => {
    expect(convertValue(t.length, Rational.parse("1"), "mile", "foot")).toMatchObject({
      result: "5280",
    });
    expect(convertValue(t.length, Rational.ONE, "mile", "nope")).toMatchObject({ status: "error" });
  });
});
