import { describe, expect, it } from "vitest";
import {
  beakerScale,
  logSize,
  multiplesUpTo,
  niceCeil,
  niceStep,
  proportionalLengths,
  rulerTicks,
  temperatureScale,
} from "./scales";

const EXTREMES = [0, -0, 5e-324, 1e-300, 1e-12, 0.5, 1, 7, 1e6, 1e15, 1e300, Number.MAX_VALUE];
const BAD = [NaN, Infinity, -Infinity];

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
