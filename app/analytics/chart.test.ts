import { describe, expect, it } from "vitest";
import { CHART_BOX, chartGeometry, niceCeiling } from "./chart";

describe("niceCeiling", () => {
  it("rounds up to 1, 2 or 5 times a power of ten, at least 1", () => {
    expect([0, 0.5, 1, 2, 3, 7, 10, 11, 45, 101, 999, 5001].map(niceCeiling)).toEqual([
      1, 1, 1, 2, 5, 10, 10, 20, 50, 200, 1000, 10000,
    ]);
  });
});

describe("chartGeometry", () => {
  const days = ["2026-11-01", "2026-11-02", "2026-11-03"];
  const { left, right, top, bottom } = CHART_BOX.padding;
  const plotBottom = CHART_BOX.height - bottom;

  it("spreads the days over the width and puts zero on the axis and the top value at the top", () => {
    const geometry = chartGeometry(days, [[0, 5, 10]]);
    expect(geometry.max).toBe(10);
    expect(geometry.lines).toEqual([
      `${left},${plotBottom} ${(left + CHART_BOX.width - right) / 2},${(top + plotBottom) / 2} ${CHART_BOX.width - right},${top}`,
    ]);
  });

  it("draws every series on one scale, with ticks at whole values only", () => {
    const geometry = chartGeometry(days, [
      [1, 2, 3],
      [0, 0, 0],
    ]);
    expect(geometry.max).toBe(5);
    const zeroLine = geometry.lines[1]!.split(" ").map((point) => Number(point.split(",")[1]));
    expect(zeroLine).toEqual([plotBottom, plotBottom, plotBottom]);
    expect(geometry.ticks.map((tick) => tick.value)).toEqual([0, 5]);
    expect(chartGeometry(days, [[0, 0, 100]]).ticks.map((tick) => tick.value)).toEqual([
      0, 25, 50, 75, 100,
    ]);
  });

  it("labels about eight days at most, always the last, as month-day", () => {
    const many = Array.from({ length: 90 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const { labels } = chartGeometry(many, [many.map(() => 1)]);
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(labels.at(-1)).toEqual({ x: CHART_BOX.width - right, text: "03-31" });
  });

  it("centres a single day, and an empty range draws flat lines at zero", () => {
    const one = chartGeometry(["2026-11-01"], [[5]]);
    expect(one.lines[0]).toBe(`${(left + CHART_BOX.width - right) / 2},${top}`);
    expect(chartGeometry(days, [[0, 0, 0]]).max).toBe(1);
  });
});
