import type { Converter } from "@unitwise/units";

export interface PopularEntry {
  converter: Converter;
  /**
   * measured: the converter's share of the conversions, in percent; otherwise relative
   * popularity, 0–100, an editorial ranking (docs/product.md#home)
   */
  score: number;
}

/**
 * The popular-converters list with bars: measured shares of the conversions once enough are
 * counted (docs/decisions/047-first-party-analytics.md), else the editorial ranking. The note
 * says which. Rendered on the server (sections.server.tsx): its links are plain anchors.
 */
export function PopularConverters({
  entries,
  measured,
}: {
  entries: PopularEntry[];
  measured: boolean;
}) {
  const top = Math.max(1, ...entries.map((entry) => entry.score));
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 id="popular-heading" className="text-lg font-semibold">
        Popular converters
      </h3>
      <p id="popular-note" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {measured
          ? "Bars show each converter's share of the conversions made on UnitWise in the last 30 days, counted without cookies."
          : "Bars show relative popularity on a 0–100 scale: an editorial ranking, until UnitWise has counted enough conversions to show measured use."}
      </p>
      <ol
        aria-labelledby="popular-heading"
        aria-describedby="popular-note"
        className="mt-5 space-y-4"
      >
        {entries.map(({ converter, score }) => (
          <li key={converter.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <a
                href={`/${converter.slug}`}
                className="font-medium text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
              >
                {converter.name}
              </a>
              <span className="text-slate-600 tabular-nums dark:text-slate-400">
                <span className="sr-only">
                  {measured ? "share of conversions " : "relative popularity "}
                </span>
                {measured ? `${score}%` : score}
              </span>
            </div>
            <div
              aria-hidden="true"
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 dark:from-brand-400 dark:to-brand-600"
                style={{ width: `${measured ? Math.round((score / top) * 100) : score}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
