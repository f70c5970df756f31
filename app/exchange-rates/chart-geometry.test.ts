import { describe, expect, it } from "vitest";
import { lineChart, type ChartBox } from "./chart-geometry";

const box: ChartBox = { width: 640, height: 220, left: 72, right: 16, top: 16, bottom: 32 };

describe("the geometry of the rate chart", () => {
  it("spreads the days evenly and puts the highest value at the top", () => {
    const chart = lineChart([1, 3, 2], box);
    expect(chart.points).toEqual([
      { x: 72, y: 188 },
      { x: 348, y: 16 },
      { x: 624, y: 102 },
    ]);
    expect(chart.path).toBe("M72,188L348,16L624,102");
    expect(chart).toMatchObject({ min: 1, max: 3, minY: 188, maxY: 16 });
  });

  it("rounds to a tenth of a unit", () => {
    const chart = lineChart([0.8678, 0.8644, 0.8661, 0.865], box);
    expect(chart.points.map((p) => p.x)).toEqual([72, 256, 440, 624]);
    for (const p of chart.points) expect(Math.round(p.y * 10) / 10).toBe(p.y);
    expect(chart.points[2]?.y).toBe(102);
    // 16 + (0.8678 − 0.8650) / (0.8678 − 0.8644) × 172 = 157.647…
    expect(chart.points[3]?.y).toBe(157.6);
  });

  it("draws a flat series through the middle", () => {
    const chart = lineChart([1.1, 1.1], box);
    expect(chart.path).toBe("M72,102L624,102");
    expect(chart.minY).toBe(chart.maxY);
  });

  it("needs two finite values", () => {
    expect(() => lineChart([1], box)).toThrow(RangeError);
    expect(() => lineChart([1, Number.NaN], box)).toThrow(RangeError);
  });
});
