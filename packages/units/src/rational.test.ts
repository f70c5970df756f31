import { describe, expect, it } from "vitest";
import { gcd, Rational } from "./rational";

const r = (text: string) => Rational.parse(text);

describe("Rational", () => {
  it("parses decimals, exponents and fractions exactly", () => {
    expect(r("0.3048").toString()).toBe("381/1250");
    expect(r("1.602176634e-19").toString()).toBe("801088317/5000000000000000000000000000");
    expect(r("-0.5").toString()).toBe("-1/2");
    expect(r("3/8").toString()).toBe("3/8");
    expect(r("1200/3937").toString()).toBe("1200/3937");
    expect(r("-1.5/2e3").toString()).toBe("-3/4000");
    expect(r(".5").toString()).toBe("1/2");
    expect(r("+7").toString()).toBe("7");
    expect(r("1E3").toString()).toBe("1000");
    expect(r("3.7e10").toString()).toBe("37000000000");
  });

  it("rejects what is not a number", () => {
    for (const bad of ["", "abc", "1.2.3", "e5", "1e", "--1", "1/", "0x10"]) {
      expect(() => r(bad), bad).toThrow(SyntaxError);
    }
    expect(() => r("1/0")).toThrow(RangeError);
  });

  it("keeps a normal form: positive denominator, no common factor", () => {
    const x = Rational.of(6n, -4n);
    expect([x.num, x.den]).toEqual([-3n, 2n]);
    expect(Rational.of(0n, -5n).toString()).toBe("0");
    expect(Rational.of(10, 4).equals(Rational.of(5, 2))).toBe(true);
  });

  it("does arithmetic exactly", () => {
    expect(r("0.1").add(r("0.2")).equals(r("0.3"))).toBe(true);
    expect(r("1/3").mul(r("3")).equals(Rational.ONE)).toBe(true);
    expect(r("1/3").sub(r("1/2")).toString()).toBe("-1/6");
    expect(r("0.3048").div(r("0.0254")).toString()).toBe("12");
    expect(r("2/3").pow(3).toString()).toBe("8/27");
    expect(r("2/3").pow(-2).toString()).toBe("9/4");
    expect(r("-2").pow(0).toString()).toBe("1");
    expect(r("-2/3").inverse().toString()).toBe("-3/2");
    expect(() => Rational.ZERO.inverse()).toThrow(RangeError);
    expect(() => r("2").pow(0.5)).toThrow(RangeError);
  });

  it("compares, truncates and tells its sign", () => {
    expect(r("1/3").compare(r("0.3333"))).toBe(1);
    expect(r("-1/3").compare(r("-0.3333"))).toBe(-1);
    expect(r("2/4").compare(r("1/2"))).toBe(0);
    expect(r("12.75").truncate()).toBe(12n);
    expect(r("-12.75").truncate()).toBe(-12n);
    expect(r("-0.1").sign()).toBe(-1);
    expect(r("4/2").isInteger()).toBe(true);
  });

  it("converts to the nearest double", () => {
    expect(r("0.1").toNumber()).toBe(0.1);
    expect(r("1/3").toNumber()).toBe(1 / 3);
    expect(r("212").toNumber()).toBe(212);
    expect(r("-45967/100").toNumber()).toBe(-459.67);
    expect(r("1.602176634e-19").toNumber()).toBe(1.602176634e-19);
    expect(r("1e-320").toNumber()).toBe(1e-320); // subnormal
    expect(r("5e-324").toNumber()).toBe(5e-324);
    expect(r("1e-400").toNumber()).toBe(0);
    expect(r("1.7976931348623157e308").toNumber()).toBe(Number.MAX_VALUE);
    expect(r("1e309").toNumber()).toBe(Infinity);
    // Ties go to even: 2^53 + 1 lies halfway between two doubles.
    expect(r("9007199254740993").toNumber()).toBe(9007199254740992);
    expect(r("9007199254740995").toNumber()).toBe(9007199254740996);
  });

  it("agrees with Number() on many decimal strings", () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 2000; i++) {
      const text = `${Math.floor(random() * 1e9)}.${Math.floor(random() * 1e9)}e${Math.floor(random() * 600) - 300}`;
      expect(r(text).toNumber(), text).toBe(Number(text));
    }
  });

  it("serialises to JSON as its exact string", () => {
    expect(JSON.stringify({ x: r("0.25") })).toBe('{"x":"1/4"}');
  });

  it("has a gcd for negative and zero arguments", () => {
    expect(gcd(-12n, 18n)).toBe(6n);
    expect(gcd(0n, -7n)).toBe(7n);
  });
});

describe("roundHalfAway", () => {
  it("rounds halves away from zero and the rest to the nearest integer", () => {
    const round = (text: string) => Rational.parse(text).roundHalfAway();
    expect([round("2.5"), round("-2.5"), round("2.4999"), round("-2.51"), round("7/3")]).toEqual([
      3n,
      -3n,
      2n,
      -3n,
      2n,
    ]);
    expect(round("0")).toBe(0n);
  });
});
