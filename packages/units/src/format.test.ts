import { describe, expect, it } from "vitest";
import { exactDecimal, formatSignificant, toJsonNumber } from "./format";
import { Rational } from "./rational";

const f = (text: string, precision?: number) => formatSignificant(Rational.parse(text), precision);

describe("formatSignificant", () => {
  it("writes exact values without float noise and trims zeros", () => {
    expect(f("212")).toBe("212");
    expect(f("0.3048")).toBe("0.3048");
    expect(f("1609.344")).toBe("1609.344");
    expect(f("100.000")).toBe("100");
    expect(f("0")).toBe("0");
    expect(f("-40")).toBe("-40");
  });

  it("rounds to 15 significant digits by default, half away from zero", () => {
    expect(f("1/3")).toBe("0.333333333333333");
    expect(f("2/3")).toBe("0.666666666666667");
    expect(f("-2/3")).toBe("-0.666666666666667");
    expect(f("1250/381")).toBe("3.28083989501312");
    expect(f("0.125", 2)).toBe("0.13");
    expect(f("-0.125", 2)).toBe("-0.13");
    expect(f("2.5", 1)).toBe("3");
    expect(f("9.995", 3)).toBe("10"); // the carry adds a digit
    expect(f("999999.5", 6)).toBe("1000000");
  });

  it("honours a precision from 1 to 30 and refuses others", () => {
    expect(f("1/7", 30)).toBe("0.142857142857142857142857142857");
    expect(f("1/7", 1)).toBe("0.1");
    expect(() => f("1", 0)).toThrow(RangeError);
    expect(() => f("1", 31)).toThrow(RangeError);
    expect(() => f("1", 2.5)).toThrow(RangeError);
  });

  it("uses plain notation for 1e-6 ≤ |x| < 1e15 and scientific outside", () => {
    expect(f("0.000001")).toBe("0.000001");
    expect(f("0.00000123")).toBe("0.00000123");
    expect(f("9.9e-7")).toBe("9.9e-7");
    expect(f("1.602176634e-13")).toBe("1.602176634e-13");
    expect(f("999999999999999")).toBe("999999999999999");
    expect(f("1e15")).toBe("1e15");
    expect(f("9460730472580800")).toBe("9.4607304725808e15");
    expect(f("-6.02214076e23")).toBe("-6.02214076e23");
    expect(f("999999999999999.5")).toBe("1e15"); // rounding moves it across the threshold
    expect(f("1e-400")).toBe("1e-400");
    expect(f("12345", 3)).toBe("12300");
  });
});

describe("exactDecimal and toJsonNumber", () => {
  it("writes terminating decimals exactly and refuses the rest", () => {
    expect(exactDecimal(Rational.parse("3.785411784"))).toBe("3.785411784");
    expect(exactDecimal(Rational.parse("-273.15"))).toBe("-273.15");
    expect(exactDecimal(Rational.parse("1e-10"))).toBe("0.0000000001");
    expect(exactDecimal(Rational.parse("1/3"))).toBeNull();
    expect(exactDecimal(Rational.parse("0.123456789"), 5)).toBeNull();
  });

  it("gives JSON the nearest double, or null out of range", () => {
    expect(toJsonNumber(Rational.parse("1250/381"))).toBe(
      Number(formatSignificant(Rational.parse("1250/381"), 30)),
    );
    expect(toJsonNumber(Rational.parse("1e400"))).toBeNull();
  });
});
