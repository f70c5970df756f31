import { describe, expect, it } from "vitest";
import { CONSTANTS } from "./constants";
import { roundToSignificant } from "./format";
import { ln, log10, pow10 } from "./logarithm";
import { Rational } from "./rational";

const r = (text: string) => Rational.parse(text);
const digits = (x: Rational, n: number) => {
  const { digits, exponent } = roundToSignificant(x.abs(), n);
  return `${x.sign() < 0 ? "-" : ""}${digits}e${exponent}`;
};

describe("high-precision logarithms", () => {
  it("computes ln 2 and ln 10 to 60 digits", () => {
    expect(digits(ln(r("2")), 60)).toBe(
      "69314718055994530941723212145817656807550013436025525412068e-1",
    );
    expect(digits(ln(r("10")), 59)).toBe(digits(r(CONSTANTS.ln10 ?? ""), 59));
  });

  it("computes log10 to 40+ digits, exactly for powers of ten", () => {
    expect(digits(log10(r("2")), 45)).toBe("301029995663981195213738894724493026768189881e-1");
    expect(log10(r("1000")).toString()).toBe("3");
    expect(log10(r("0.001")).toString()).toBe("-3");
    expect(log10(r("1")).toString()).toBe("0");
    expect(digits(log10(r("2e-5")), 45)).toBe(
      digits(r("-4.69897000433601880478626110527550697323181011853789"), 45),
    );
    expect(() => log10(r("0"))).toThrow(RangeError);
    expect(() => log10(r("-1"))).toThrow(RangeError);
  });

  it("computes 10^x to 40+ digits, exactly for whole x", () => {
    expect(digits(pow10(r("0.5")), 45)).toBe("316227766016837933199889354443271853371955514e0");
    expect(pow10(r("3")).toString()).toBe("1000");
    expect(pow10(r("-2")).toString()).toBe("1/100");
    expect(digits(pow10(r("-1.5")), 40)).toBe("316227766016837933199889354443271853372e-2");
    expect(() => pow10(r("1e6"))).toThrow(RangeError);
  });

  it("makes log10 and 10^x inverse to 50 digits", () => {
    for (const text of ["1.5", "7/3", "123456.789", "2e-5", "0.000731"]) {
      expect(digits(pow10(log10(r(text))), 50), text).toBe(digits(r(text), 50));
    }
  });
});
