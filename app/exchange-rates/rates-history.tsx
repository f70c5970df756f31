import { rateCode, type UnitDef, type UnitTable } from "@unitwise/units";
import { lineChart, type ChartBox } from "./chart-geometry";
import {
  currencyWithoutHistory,
  longDate,
  pairHistory,
  shortDate,
  type RatePoint,
  type RatesPanel,
} from "./rate-history";

const sectionTitle = "text-xl font-semibold tracking-tight text-slate-900 dark:text-white";
const muted = "mt-2 text-sm text-slate-600 dark:text-slate-300";

const BOX: ChartBox = { width: 640, height: 220, left: 72, right: 16, top: 16, bottom: 32 };

interface HistoryProps {
  panel: RatesPanel;
  /** the currency table converting with the rates in use: their date and source */
  table: UnitTable;
  from?: UnitDef;
  to?: UnitDef;
  /** the locale the rates are written in (decision 053) */
  locale: string;
}

/**
 * 'Exchange Rate History' on the currency page (docs/product.md#converter-page): the date and
 * source of the rates in use, and the chosen pair over the last stored days as an inline SVG
 * line (drawn in currentColor, so it follows the theme) with the same figures in a table. Fewer
 * than two stored days: a sentence instead of an empty chart.
 */
export function RatesHistory(props: HistoryProps) {
  const { panel, table } = props;
  const date = longDate(table.rates?.date ?? "");
  return (
    <section aria-labelledby="rate-history" className="mt-10">
      <h2 id="rate-history" className={sectionTitle}>
        Exchange Rate History
      </h2>
      <p className={muted}>
        {`ECB reference rates of ${date}` +
          (panel.unavailable
            ? ": the rates built into the site, used because the stored rates could not be read just now."
            : panel.fallback
              ? ": the rates built into the site, used until daily rates have been fetched."
              : `, fetched each working day (${table.rates?.source ?? ""}).`)}
      </p>
      <HistoryBody {...props} />
    </section>
  );
}

function HistoryBody({ panel, table, from, to, locale }: HistoryProps) {
  const { history } = panel;
  const onlyDay = history[0];
  if (!onlyDay) {
    return (
      <p className={muted}>
        {panel.unavailable
          ? "The rate history could not be read just now."
          : "History appears once daily rates have been fetched."}
      </p>
    );
  }
  if (history.length === 1) {
    return (
      <p className={muted}>
        {`Only one day of rates (${longDate(onlyDay.date)}) is stored so far: the history appears once a second day has been fetched.`}
      </p>
    );
  }
  if (!from || !to) return null;
  if (from.id === to.id) {
    return <p className={muted}>Choose two different currencies to see how their rate moved.</p>;
  }
  const points = pairHistory(history, from, to, table.baseUnit, locale);
  if (points.length < 2) {
    const missing = currencyWithoutHistory(history, from, to, table.baseUnit);
    return (
      <p className={muted}>
        {missing
          ? `No rate history for the ${missing.name}: the European Central Bank publishes no reference rate for it.`
          : `Fewer than two stored days have rates for both the ${from.name} and the ${to.name}: the history appears once they do.`}
      </p>
    );
  }
  return <PairChart points={points} from={from} to={to} />;
}

function PairChart({ points, from, to }: { points: RatePoint[]; from: UnitDef; to: UnitDef }) {
  const chart = lineChart(
    points.map((p) => p.value),
    BOX,
  );
  const first = points[0] as RatePoint;
  const last = points[points.length - 1] as RatePoint;
  const low = points.reduce((a, b) => (b.value < a.value ? b : a));
  const high = points.reduce((a, b) => (b.value > a.value ? b : a));
  const unit = `${rateCode(to)} per ${rateCode(from)}`;
  const summary =
    `${capitalize(from.name)} to ${to.name}, ${longDate(first.date)} to ${longDate(last.date)}: ` +
    `from ${first.text} to ${last.text} ${unit}; low ${low.text}, high ${high.text} ` +
    `(${points.length} days)`;
  const right = BOX.width - BOX.right;
  const baseline = BOX.height - 8;

  return (
    <>
      <figure className="mt-4">
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-label={summary}
          className="h-auto w-full max-w-3xl text-brand-600 dark:text-brand-400"
        >
          <title>{summary}</title>
          <g className="text-slate-400 dark:text-slate-500" fill="currentColor" fontSize="12">
            <line x1={BOX.left} x2={right} y1={chart.maxY} y2={chart.maxY} stroke="currentColor" />
            <line x1={BOX.left} x2={right} y1={chart.minY} y2={chart.minY} stroke="currentColor" />
            <text x={BOX.left - 8} y={chart.maxY} textAnchor="end" dominantBaseline="middle">
              {high.text}
            </text>
            {chart.minY !== chart.maxY && (
              <text x={BOX.left - 8} y={chart.minY} textAnchor="end" dominantBaseline="middle">
                {low.text}
              </text>
            )}
            <text x={BOX.left} y={baseline}>
              {shortDate(first.date)}
            </text>
            <text x={right} y={baseline} textAnchor="end">
              {shortDate(last.date)}
            </text>
          </g>
          <path
            d={chart.path}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          {chart.points.map((p, i) => (
            <circle key={points[i]?.date ?? i} cx={p.x} cy={p.y} r="2.5" fill="currentColor" />
          ))}
        </svg>
        <figcaption className={muted}>
          {`1 ${from.name} in ${to.plural}, one point per stored working day.`}
        </figcaption>
      </figure>
      {/* After the figure: a figcaption must be its first or last child. */}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-slate-700 dark:text-slate-200">
          {`Rates by day (${points.length} days)`}
        </summary>
        <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{summary}</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Date
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {unit}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((point) => (
                <tr key={point.date} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="px-4 py-2">{longDate(point.date)}</td>
                  <td className="px-4 py-2 font-mono">{point.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
