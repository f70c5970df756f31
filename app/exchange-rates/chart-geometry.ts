/**
 * The geometry of a small line chart, computed apart from its drawing so it can be tested: values
 * spread evenly left to right (one per stored day), the highest at the top of the plot and the
 * lowest at its bottom; a flat series runs through the middle. Coordinates are rounded to a tenth
 * of a unit of the SVG's viewBox.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** room kept free around the plot, for labels */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface LineChart {
  points: Array<{ x: number; y: number }>;
  /** an SVG path through the points: "M40,16L600,188" */
  path: string;
  min: number;
  max: number;
  /** where the lowest and highest values sit */
  minY: number;
  maxY: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function lineChart(values: readonly number[], box: ChartBox): LineChart {
  if (values.length < 2) throw new RangeError("A line needs at least two values");
  if (!values.every(Number.isFinite)) throw new RangeError("Every value must be a finite number");
  const min = Math.min(...values);
  const max = Math.max(...values);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const y = (value: number) =>
    max === min ? box.top + plotHeight / 2 : box.top + ((max - value) / (max - min)) * plotHeight;
  const points = values.map((value, i) => ({
    x: round(box.left + (i * plotWidth) / (values.length - 1)),
    y: round(y(value)),
  }));
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x},${p.y}`).join("");
  return { points, path, min, max, minY: round(y(min)), maxY: round(y(max)) };
}
