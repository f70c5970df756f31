import { describe, expect, it } from "vitest";
import { converters, tables } from "../catalogue";
import { quantityPhrase } from "../query";
import { createCalculator } from "./calculator";
import { CalculationError } from "./limits";

const names = new Map(converters.map((c) => [c.key, c.name]));
const calculator = createCalculator(tables, {
  quantity: (table) => quantityPhrase(names.get(table.key) ?? table.key),
});
const calc = (expression: string, target: string | null = null, precision?: number) =>
  calculator.calculate(expression, target, precision === undefined ? {} : { precision });
const answer = (expression: string, target: string | null = null) =>
  calc(expression, target).answer;
const refusal = (expression: string, target: string | null = null) => {
  try {
    calc(expression, target);
  } catch (error) {
    if (error instanceof CalculationError) return error.message;
    throw error;
  }
  throw new Error(`"${expression}" was answered`);
};

describe("the issue's questions", () => {
  it("answers each exactly", () => {
    expect(calc("3 kWh/100km", "J/m")).toMatchObject({ answer: "108 J/m", exact: true });
    expect(calc("60 mph * 2 h", "km")).toMatchObject({ answer: "193.12128 km", exact: true });
    expect(calc("5 ft + 3 in", "cm")).toMatchObject({ answer: "160.02 cm", exact: true });
    expect(calc("kwh per 100 km", "Wh/km").answer).toBe("10 Wh/km");
  });

  it("names the dimension and the converter that owns it", () => {
    const c = calc("3 kWh/100km", "J/m");
    expect(c.dimension).toBe("mass·length/time²");
    expect(c.parsed).toBe("3 kWh/100 km → J/m"); // one catalogue name, read whole
    expect(c.formula).toBe("1 kWh/100 km = 36 J/m");
    // Written with a space, the same words are read one by one: kWh/(100 km).
    expect(calc("3 kWh/100 km", "J/m").parsed).toBe("3 kWh/(100 km) → J/m");
    // kWh/100 km is a unit of the energy consumption converter: it owns the answer, not force.
    expect(c).toMatchObject({ converter: "energy-consumption", quantity: "an energy consumption" });
    expect(calc("60 mph * 2 h")).toMatchObject({
      answer: "193.12128 km",
      beside: ["120 mi"],
      quantity: "a length",
      converter: "length",
    });
  });
});

describe("reading units", () => {
  it("combines units by *, ·, ×, a space, /, per, powers and parentheses", () => {
    expect(answer("1 kg*m/s^2")).toBe("1 N");
    expect(answer("1 kg·m·s⁻²")).toBe("1 N");
    expect(answer("1 N m", "J")).toBe("1 J");
    expect(answer("1 W/m K")).toBe("1 W/(m·K)");
    expect(answer("2 m2", "ft^2")).toBe("21.5278208334194 ft²");
    expect(answer("1 m²", "cm²")).toBe("10000 cm²");
    expect(answer("1 cubic foot", "L")).toBe("28.316846592 L");
    expect(answer("3 ft squared", "in^2")).toBe("432 in²"); // 3 square feet
    expect(answer("1 km/(h s)", "m/s^2")).toBe("0.277777777777778 m/s²");
    expect(answer("100 km per h", "m/s")).toBe("27.7777777777778 m/s");
  });

  it("puts juxtaposition before * and /: kWh/100 km is kWh/(100 km)", () => {
    expect(calc("1 m/s s", "m/s^2").answer).toBe("1 m/s²");
    expect(calc("6 m / 2 s").parsed).toBe("6 m/(2 s) → m/s");
  });

  it("reads SI and binary prefixes on the units that take them, and only there", () => {
    expect(answer("1 MWh", "GJ")).toBe("3.6 GJ");
    expect(answer("5 kilojoules", "J")).toBe("5000 J");
    expect(answer("3 GiB", "MB")).toBe("3221.225472 MB");
    expect(answer("1 µs", "ns")).toBe("1000 ns");
    expect(answer("1 us", "ns")).toBe("1000 ns");
    expect(answer("2 kN", "lbf")).toBe("449.617886199421 lbf");
    expect(answer("1 min", "s")).toBe("60 s"); // not a milli-inch
    expect(refusal("1 kyd")).toBe(`I don't know the unit "kyd"`); // yards take no prefix
  });

  it("reads names of several words, plurals and symbols the way the converters do", () => {
    expect(answer("1 fl oz", "mL")).toBe("29.5735295625 mL");
    expect(answer("2 nautical miles", "km")).toBe("3.704 km");
    expect(answer("1 lbf*ft", "N m")).toBe("1.3558179483314 N m");
    expect(answer("2 t", "kg")).toBe("2000 kg");
    expect(answer("1 cal", "J")).toBe("4.184 J");
    expect(answer("1 oz", "g")).toBe("28.349523125 g");
  });

  it("says which reading it chose where a word has two, and offers the other", () => {
    expect(calc("2 h", "min").notes).toContain(
      `"h" is read as the hour; for the Planck constant write h_planck`,
    );
    expect(calc("1 c", "km/s").notes).toContain(
      `"c" is read as the speed of light in vacuum; it can also mean the century`,
    );
  });

  it("reads numbers as the site does: fractions, mixed numbers, scientific, grouped", () => {
    expect(answer("1 1/2 cups", "mL")).toBe("354.88235475 mL");
    expect(answer("1½ cups", "mL")).toBe("354.88235475 mL");
    expect(answer("3/8 in", "mm")).toBe("9.525 mm");
    expect(answer("1.5e3 m", "km")).toBe("1.5 km");
    expect(answer("1,500 m", "km")).toBe("1.5 km");
  });
});

describe("arithmetic", () => {
  it("follows precedence: powers, then juxtaposition, then * and /, then + and -", () => {
    expect(answer("2 + 3 * 4")).toBe("14");
    expect(answer("-2^2")).toBe("-4");
    expect(answer("(2 + 3) * 4")).toBe("20");
    expect(answer("2^-1")).toBe("0.5");
    expect(answer("5 ft 3 in - 1 in", "in")).toBe("62 in");
  });

  it("adds amounts of one dimension in any units, and refuses others naming both", () => {
    expect(answer("1 h + 30 min", "min")).toBe("90 min");
    expect(refusal("60 mph + 2 h")).toBe("I can't add a speed (length/time) to a time");
    expect(refusal("1 m - 1 s")).toBe("I can't subtract a time from a length");
    expect(refusal("1 kg", "m")).toBe(`I can't convert a weight to "m" (a length)`);
  });

  it("takes roots exactly when they are rational, and says when they are not", () => {
    expect(calc("sqrt(16 m^2)")).toMatchObject({ answer: "4 m", exact: true });
    expect(calc("(8 m^3)^(1/3)")).toMatchObject({ answer: "2 m", exact: true });
    const irrational = calc("sqrt(2 m^2)");
    expect(irrational).toMatchObject({ answer: "1.4142135623731 m", exact: false });
    expect(irrational.steps.at(-1)).toMatch(/rounded to 15 significant digits/);
    expect(refusal("sqrt(2 m)")).toBe(
      "A length has no square root: its units would have fractional powers",
    );
    expect(refusal("sqrt(-4 m^2)")).toBe("A negative number has no real square root");
  });

  it("keeps π exact where it cancels, and says the result is rounded where it stays", () => {
    expect(calc("90 deg", "arcmin")).toMatchObject({ answer: "5400 ′", exact: true });
    expect(calc("180 deg", "rad")).toMatchObject({ answer: "3.14159265358979 rad", exact: false });
    expect(calc("hbar * 2 pi", "J s")).toMatchObject({ answer: "6.62607015e-34 J s", exact: true });
  });
});

describe("targets", () => {
  it("writes a list of units as a mixed amount, the last part exact or rounded", () => {
    expect(calc("1.2345 h", "h min s")).toMatchObject({
      answer: "1 h 14 min 4.2 s",
      exact: true,
      parts: [
        { unit: "h", value: "1" },
        { unit: "min", value: "14" },
        { unit: "s", value: "4.2" },
      ],
    });
    expect(answer("5.25 ft", "ft in")).toBe("5 ft 3 in");
    expect(answer("10.5125°", `° ' "`)).toBe("10° 30′ 45″");
    expect(answer("3 lb", "lb oz")).toBe("3 lb 0 oz");
    expect(answer("-1.5 h", "h min")).toBe("-1 h 30 min");
    const rounded = calc("1 m", "ft in");
    expect(rounded).toMatchObject({ answer: "3 ft 3.37007874015748 in", exact: false });
    expect(rounded.notes).toContain("The last part is rounded to 15 significant digits");
  });

  it("writes fractions, exact or to the nearest 1/n asked", () => {
    expect(calc("1.5 cups", "fraction")).toMatchObject({ answer: "1 1/2 cup (US)", exact: true });
    const sixteenths = calc("0.4 in", "1/16 in");
    expect(sixteenths).toMatchObject({ answer: "3/8 in", exact: false });
    expect(sixteenths.notes).toContain("Rounded to the nearest 1/16 in");
    expect(refusal("1/3 m + 1e-9 m", "fraction")).toMatch(/^That is not a simple fraction/);
    expect(refusal("1 in", "1/1001 in")).toBe(
      `Round to a fraction such as "1/16 in": 1 over 2 to 1000`,
    );
  });

  it("shows an answer without a target in its dimension's unit", () => {
    expect(answer("1 kg*m/s^2")).toBe("1 N");
    expect(calc("100 km/h")).toMatchObject({
      answer: "27.7777777777778 m/s",
      beside: ["100 km/h"],
    });
    expect(answer("3 kWh/100km")).toBe("3 kWh/100 km");
    expect(answer("2 m * 3 m * 4 m")).toBe("24 m³");
    expect(answer("1 sr", "rad^2")).toBe("1 rad^2");
  });
});

describe("constants", () => {
  it("uses CODATA 2022 and SI values by name; exact ones stay exact", () => {
    expect(calc("1 N_A * k_B", "J/(mol K)")).toMatchObject({
      answer: "8.31446261815324 J/(mol K)",
      exact: true,
    });
    expect(answer("c", "km/h")).toBe("1079252848.8 km/h");
    expect(answer("1 e", "C")).toBe("1.602176634e-19 C");
    expect(answer("g0", "ft/s^2")).toBe("32.1740485564304 ft/s²");
  });

  it("says a measured constant's uncertainty", () => {
    const c = calc("G_N * 5.972e24 kg / (6371 km)^2", "m/s^2");
    expect(c.answer).toBe("9.81997342622469 m/s²");
    expect(c.notes.join(" ")).toMatch(
      /Newtonian constant of gravitation is measured, not defined: 6\.6743e-11 ± 1\.5e-15 .*relative uncertainty of 0\.000022/,
    );
  });
});

describe("temperatures", () => {
  it("are differences inside a calculation, and the answer says so", () => {
    const c = calc("20 °C * 2");
    expect(c.answer).toBe("40 °C");
    expect(c.converter).toBe("temperature-interval");
    expect(c.notes[0]).toMatch(/^°C is a temperature difference here \(1 °C = 1 K\)/);
    expect(answer("10 °F + 5 °F", "K")).toBe("8.33333333333333 K");
    expect(calc("1 W/m K").notes).toEqual([]);
  });
});

describe("hostile input is refused quickly with a message", () => {
  it.each([
    ["10^10^10", `Write a power of a power with parentheses: "(x^a)^b"`],
    ["(m^1000)^1000", "Exponents go from -64 to 64, and roots up to the 12th"],
    ["(m^64)^64", /^The numbers in this calculation grow too large/],
    ["(10^64)^64^1", `Write a power of a power with parentheses: "(x^a)^b"`],
    ["((10^60)^60)^60", /^The numbers in this calculation grow too large/],
    [
      "(".repeat(17) + "1" + ")".repeat(17),
      "That nests too deep to calculate: at most 16 parentheses",
    ],
    ["1+".repeat(70) + "1", "That is too long to calculate: at most 120 terms"],
    ["1".repeat(301), "That is too long to calculate: at most 300 characters"],
    ["1e1001 m", `"1e1001" is too large or too small to convert: exponents go from -1000 to 1000`],
    ["1 / 0 m", "That divides by zero"],
    ["1/0 m", `"1/0" divides by zero`],
    ["(0 m)^-1", "That divides by zero"],
    ["1 m +", "Something is missing at the end"],
    ["", "There is nothing to calculate"],
    ["1 m )", `I can't read ")" where it stands`],
    ["(1 m", `Expected ")" but found the end`],
    ["1 m ^ m", `An exponent must be a number, not "m"`],
    ["1 # m", `I can't read "#" at position 3 of "1 # m"`],
    ["5 blorp", `I don't know the unit "blorp"`],
  ])("%s", (expression, message) => {
    const refused = refusal(expression);
    if (typeof message === "string") expect(refused).toBe(message);
    else expect(refused).toMatch(message);
  });
});

describe("readings found in review", () => {
  it("multiplies symbols side by side instead of reading them as one catalogue alias", () => {
    expect(answer("1 kg m/s^2")).toBe("1 N"); // not kgf·m, which the torque table calls "kg m"
    expect(answer("20 degrees Celsius * 2")).toBe("40 °C");
  });

  it("shows no constant beside an answer, and no note where a unit is the constant", () => {
    expect(calc("h_planck", "J s").beside).toEqual([]);
    expect(calc("2 e", "C").notes).toEqual([]);
  });
});
