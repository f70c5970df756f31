import { formatInteger } from "~/utils/group-thousands";
import { CHART_BOX, chartGeometry } from "./chart";
import { DAILY_SERIES, type DayFigures } from "./report";

/** Each series' line: a colour for each theme and a dash pattern, so colour is not all that tells them apart. */
const LINE_STYLES = [
  { className: "stroke-brand-600 dark:stroke-brand-300", dash: undefined },
  { className: "stroke-emerald-700 dark:stroke-emerald-300", dash: "8 4" },
  { className: "stroke-amber-700 dark:stroke-amber-300", dash: "2 4" },
  { className: "stroke-slate-600 dark:stroke-slate-300", dash: "12 4 2 4" },
];

/**
 * The Analytics tab's daily chart: an SVG drawn on the server (role="img" with a title and a
 * description), its legend, and the same figures as a table for screen readers and for reading
 * exact values.
 */
export function DailyChart({ daily }: { daily: DayFigures[] }) {
  const days = daily.map((d) => d.day);
  const geometry = chartGeometry(
    days,
    DAILY_SERIES.map(({ key }) => daily.map((d) => d[key])),
  );
  const totals = DAILY_SERIES.map(
    ({ key, label }) => `${label}: ${formatInteger(daily.reduce((sum, d) => sum + d[key], 0))}`,
  ).join("; ");
  const { width, height, padding } = CHART_BOX;
  return (
    <>
      <figure className="mt-3">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby="daily-chart-title daily-chart-desc"
          className="h-auto w-full text-slate-600 dark:text-slate-300"
        >
          <title id="daily-chart-title">{`Daily totals, ${days[0]} to ${days[days.length - 1]}`}</title>
          <desc id="daily-chart-desc">
            {`Lines of page views, conversions, searches and API requests per day. Totals: ${totals}. The table below lists every day.`}
          </desc>
          {geometry.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={padding.left}
                x2={width - padding.right}
                y1={tick.y}
                y2={tick.y}
                className="stroke-slate-200 dark:stroke-slate-700"
              />
              <text
                x={padding.left - 8}
                y={tick.y + 4}
                textAnchor="end"
                className="fill-current text-[11px]"
              >
                {formatInteger(tick.value)}
              </text>
            </g>
          ))}
          {geometry.labels.map((label) => (
            <text
              key={label.text}
              x={label.x}
              y={height - padding.bottom + 18}
              textAnchor="middle"
              className="fill-current text-[11px]"
            >
              {label.text}
            </text>
          ))}
          {geometry.lines.map((points, i) => (
            <polyline
              key={DAILY_SERIES[i]!.key}
              points={points}
              fill="none"
              strokeWidth={2}
              strokeDasharray={LINE_STYLES[i]!.dash}
              strokeLinejoin="round"
              className={LINE_STYLES[i]!.className}
            />
          ))}
        </svg>
        <figcaption>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
            {DAILY_SERIES.map(({ key, label }, i) => (
              <li key={key} className="flex items-center gap-2">
                <svg aria-hidden="true" width="28" height="8" className="shrink-0">
                  <line
                    x1="0"
                    x2="28"
                    y1="4"
                    y2="4"
                    strokeWidth={2}
                    strokeDasharray={LINE_STYLES[i]!.dash}
                    className={LINE_STYLES[i]!.className}
                  />
                </svg>
                {label}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
      {/* After the figure: a figcaption must be its first or last child. */}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">The daily figures as a table</summary>
        <div className="mt-2">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Daily totals</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-4">
                  Day
                </th>
                {DAILY_SERIES.map(({ key, label }) => (
                  <th key={key} scope="col" className="py-1 pr-4 text-right">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.day} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {d.day}
                  </th>
                  {DAILY_SERIES.map(({ key }) => (
                    <td key={key} className="py-1 pr-4 text-right">
                      {formatInteger(d[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
