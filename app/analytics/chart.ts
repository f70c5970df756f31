/**
 * The geometry of the Analytics tab's daily chart: pure, so it is tested on its own and the SVG
 * is drawn on the server (no chart library reaches a browser).
 */

export interface ChartBox {
  width: number;
  height: number;
  /** room for the axis labels: left, right, top, bottom */
  padding: { left: number; right: number; top: number; bottom: number };
}

export const CHART_BOX: ChartBox = {
  width: 720,
  height: 260,
  padding: { left: 48, right: 16, top: 12, bottom: 32 },
};

export interface ChartGeometry {
  /** the value at the top of the axis: a round number at or above every value (at least 1) */
  max: number;
  /** horizontal grid lines with their values, bottom to top */
  ticks: Array<{ value: number; y: number }>;
  /** day labels under the axis: at most about eight, the last day always */
  labels: Array<{ x: number; text: string }>;
  /** one polyline's points per series, "x,y x,y …" */
  lines: string[];
}

/** 1, 2 or 5 times a power of ten, at or above `value` (and at least 1). */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Places `series` (each a value per day of `days`) in `box`. */
export function chartGeometry(
  days: readonly string[],
  series: ReadonlyArray<readonly number[]>,
  box: ChartBox = CHART_BOX,
): ChartGeometry {
  const { width, height, padding } = box;
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const max = niceCeiling(Math.max(0, ...series.flat()));
  const x = (i: number) =>
    round(padding.left + (days.length <= 1 ? plotWidth / 2 : (i * plotWidth) / (days.length - 1)));
  const y = (value: number) => round(padding.top + plotHeight - (value / max) * plotHeight);

  // Quarters of the axis, those that are whole numbers (a count of 0.25 means nothing).
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map((share) => max * share)
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ value, y: y(value) }));
  const every = Math.max(1, Math.ceil(days.length / 8));
  const labels = days.flatMap((day, i) =>
    (days.length - 1 - i) % every === 0 ? [{ x: x(i), text: day.slice(5) }] : [],
  );
  const lines = series.map((values) => values.map((value, i) => `${x(i)},${y(value)}`).join(" "));
  return { max, ticks, labels, lines };
}
