import { describe, expect, it } from "vitest";
import { formatInRadix, fromRoman, MAX_DIGITS, parseInRadix, toRoman } from "./numerals";

describe("numbers in a radix", () => {
  it("reads and writes every radix from 2 to 36", () => {
    for (let radix = 2; radix <= 36; radix++) {
      const value = 123456789012345678901234567890n;
      expect(parseInRadix(formatInRadix(value, radix), radix), `radix ${radix}`).toBe(value);
      expect(parseInRadix(formatInRadix(-value, radix).toLowerCase(), radix)).toBe(-value);
    }
    expect(() => parseInRadix("1", 37)).toThrow(/Radix 37 is not supported/);
    expect(() => formatInRadix(1n, 1)).toThrow(RangeError);
  });

  it("handles numbers of thousands of digits", () => {
    const big = 7n ** 11000n; // about 9300 decimal digits
    const hex = formatInRadix(big, 16);
    expect(parseInRadix(hex, 16)).toBe(big);
    expect(formatInRadix(2n ** 100n, 16)).toBe(`1${"0".repeat(25)}`);
    expect(() => parseInRadix("1".repeat(MAX_DIGITS + 1), 2)).toThrow(/limited to 10000 digits/);
  });

  it("refuses empty input, a second point and stray characters", () => {
    expect(() => parseInRadix("-", 2)).toThrow(/has no digits/);
    expect(() => parseInRadix("1.0.1", 2)).toThrow(/more than one point/);
    expect(() => parseInRadix("12#", 16)).toThrow(/"#" is not a digit in base 16/);
    expect(() => parseInRadix("0x", 16)).toThrow(/"X" is not a digit/);
    expect(parseInRadix("0b101", 2)).toBe(5n);
    expect(() => parseInRadix("0b101", 16)).not.toThrow(); // "0b101" is a hex number
    expect(parseInRadix("0b101", 16)).toBe(0xb101n);
  });
});

describe("Roman numerals", () => {
  it("round-trips 1 to 3999", () => {
    for (let n = 1n; n <= 3999n; n++) expect(fromRoman(toRoman(n))).toBe(n);
    expect(toRoman(2024n)).toBe("MMXXIV");
    expect(toRoman(3999n)).toBe("MMMCMXCIX");
  });

  it("refuses what is not a standard numeral", () => {
    for (const bad of ["", "IIII", "VX", "IC", "MMMM", "ABC", "XIIX"]) {
      expect(() => fromRoman(bad), bad).toThrow(RangeError);
    }
  });
});
