import { toSuperscript } from "@unitwise/units";
import { escapeXml as escapeHtml } from "~/utils/xml";
import { readsAsQuantity } from "./fact-context";
import type { ConverterFacts } from "./guide";
import {
  caption,
  CELL,
  frameAttributes,
  HEAD_CELL,
  type NamedVisual,
  ROW,
  ROW_HEAD,
  type VisualContext,
} from "./visual-frame.server";

/** A guide's chart: one of each linear unit in the base unit, as bars on a log10 axis. */

/** Geometry of the magnitude chart, in the SVG's own units (it scales to the page's width). */
const CHART = {
  width: 600,
  labels: 132,
  right: 24,
  top: 8,
  row: 28,
  bar: 16,
  axis: 44,
} as const;

/** "10⁻⁶", "10³". */
export function powerOfTen(exponent: number): string {
  return `10${toSuperscript(exponent)}`;
}

/** One bar of the chart: a linear unit and its size in the base unit. */
export interface ChartBar {
  id: string;
  name: string;
  symbol: string;
  /** one of the unit in the base unit, as the engine displays it */
  inBase: string;
  /** log10 of inBase */
  log: number;
}

/** The linear units of the facts, smallest first (equal sizes keep the facts' order). */
export function chartBars(facts: ConverterFacts): ChartBar[] {
  return facts.units
    .flatMap((unit) => {
      const size = unit.inBase === null ? NaN : Number(unit.inBase);
      if (!(size > 0) || !Number.isFinite(size)) return [];
      const { id, name, symbol } = unit;
      return [{ id, name, symbol, inBase: unit.inBase as string, log: Math.log10(size) }];
    })
    .sort((a, b) => a.log - b.log);
}

/**
 * The log10 axis: whole powers of ten around the bars, the smallest bar never empty, at most
 * nine labelled powers with a label at both ends. The largest bar nearly reaches the end; any
 * extra range goes below, where it only lengthens every bar alike.
 */
export function chartAxis(bars: readonly ChartBar[]): { low: number; high: number; step: number } {
  const logs = bars.map((bar) => bar.log);
  const bottom = Math.ceil(Math.min(...logs) - 1e-9) - 1;
  const high = Math.max(bottom + 1, Math.ceil(Math.max(...logs) - 1e-9));
  const step = Math.max(1, Math.ceil((high - bottom) / 8));
  return { low: high - step * Math.ceil((high - bottom) / step), high, step };
}

/** One of each linear unit in the base unit, as bars on a logarithmic axis. */
export function magnitudeChart(context: VisualContext, element: NamedVisual): string | null {
  const bars = chartBars(context.facts);
  if (bars.length < 2) return null;
  const base = context.facts.base;
  const baseSymbol = readsAsQuantity(base.symbol) ? ` ${base.symbol}` : "";
  const { low, high, step } = chartAxis(bars);
  const plot = CHART.width - CHART.labels - CHART.right;
  const x = (log: number) => CHART.labels + ((log - low) / (high - low)) * plot;
  const bottom = CHART.top + bars.length * CHART.row;
  const height = bottom + CHART.axis;
  const first = bars[0] as ChartBar;
  const last = bars[bars.length - 1] as ChartBar;
  const label =
    `${element.title}: one of each unit in ${base.plural}, on a logarithmic scale, from the ` +
    `${first.name} (${first.inBase}${baseSymbol}) to the ${last.name} (${last.inBase}${baseSymbol})`;

  const ticks: string[] = [];
  for (let power = low; power <= high; power += step) {
    const at = x(power).toFixed(1);
    ticks.push(
      `<line x1="${at}" x2="${at}" y1="${CHART.top}" y2="${bottom}" class="stroke-slate-300 dark:stroke-slate-600" stroke-width="1"/>` +
        `<text x="${at}" y="${bottom + 18}" text-anchor="middle" class="fill-slate-600 dark:fill-slate-300">${powerOfTen(power)}</text>`,
    );
  }
  const rows = bars.map((bar, i) => {
    const y = CHART.top + i * CHART.row;
    const width = Math.max(2, x(bar.log) - CHART.labels).toFixed(1);
    const middle = (y + CHART.row / 2).toFixed(1);
    return (
      `<text x="${CHART.labels - 8}" y="${middle}" text-anchor="end" dominant-baseline="middle" class="fill-slate-700 dark:fill-slate-200">${escapeHtml(bar.symbol)}</text>` +
      `<rect x="${CHART.labels}" y="${(y + (CHART.row - CHART.bar) / 2).toFixed(1)}" width="${width}" height="${CHART.bar}" rx="2" class="fill-brand-600 dark:fill-brand-400" data-unit="${escapeHtml(bar.id)}">` +
      `<title>${escapeHtml(`1 ${bar.symbol} = ${bar.inBase}${baseSymbol}`)}</title></rect>`
    );
  });
  const svg =
    // Never narrower than 30rem, where its labels would be too small to read: it scrolls
    // instead, in a region the keyboard can reach.
    `<div class="mt-4 overflow-x-auto" role="region" tabindex="0" aria-label="${escapeHtml(`${element.title} (chart)`)}"><svg viewBox="0 0 ${CHART.width} ${height}" role="img" aria-label="${escapeHtml(label)}" class="h-auto w-full min-w-[30rem] max-w-2xl" font-size="13">` +
    `<title>${escapeHtml(label)}</title>` +
    ticks.join("") +
    rows.join("") +
    `<text x="${CHART.labels}" y="${height - 4}" class="fill-slate-600 dark:fill-slate-300">${escapeHtml(`one of each unit in ${base.plural}, logarithmic scale`)}</text>` +
    `</svg></div>`;
  const numbers =
    `<details class="mt-3 text-sm"><summary class="cursor-pointer text-slate-700 dark:text-slate-200">The numbers behind the chart</summary>` +
    `<div class="mt-2 overflow-x-auto"><table class="w-full border-collapse text-left text-sm">` +
    `<caption class="sr-only">${escapeHtml(label)}</caption>` +
    `<thead><tr><th scope="col" class="${HEAD_CELL}">Unit</th><th scope="col" class="${HEAD_CELL}">${escapeHtml(`In ${base.plural}`)}</th></tr></thead><tbody>` +
    bars
      .map(
        (bar) =>
          `<tr class="${ROW}"><th scope="row" class="${ROW_HEAD}">${escapeHtml(`${bar.name} (${bar.symbol})`)}</th>` +
          `<td class="${CELL}">${escapeHtml(bar.inBase)}</td></tr>`,
      )
      .join("") +
    `</tbody></table></div></details>`;
  return `<figure ${frameAttributes("chart", element)}><figcaption>${caption(element)}</figcaption>${svg}${numbers}</figure>`;
}
