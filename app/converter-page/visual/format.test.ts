import { describe, expect, it } from "vitest";
import { formatNumber } from "./format";

const BAD = [NaN, Infinity, -Infinity];

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
  it("writes the visitor's locale's decimal sign and grouping", () => {
    expect(formatNumber(1524, 6, "de-DE")).toBe("1.524");
    expect(formatNumber(0.1 + 0.2, 6, "de-DE")).toBe("0,3");
    expect(formatNumber(-1234.5678, 8, "fr-FR")).toBe("-1\u202f234,5678");
    expect(formatNumber(1234567, 7, "hi-IN")).toBe("12,34,567");
    expect(formatNumber(1.5e21, 6, "de-DE")).toBe("1,5e21");
  });
  it("never prints NaN or Infinity", () => {
    for (const x of BAD) expect(formatNumber(x)).toBe("—");
  });
});
