import type { Converter } from "@unitwise/units";
import type { Translate } from "~/i18n/localization";
import { localizedPath, type Language } from "~/i18n/languages";

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
  t,
  language,
}: {
  entries: PopularEntry[];
  measured: boolean;
  t: Translate<"home">;
  language: Language;
}) {
  const top = Math.max(1, ...entries.map((entry) => entry.score));
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 id="popular-heading" className="text-lg font-semibold">
        {t("popularTitle")}
      </h3>
      <p id="popular-note" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t(measured ? "popularNoteMeasured" : "popularNoteEditorial")}
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
                href={localizedPath(`/${converter.slug}`, language)}
                className="font-medium text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
              >
                {converter.name}
              </a>
              <span className="text-slate-600 tabular-nums dark:text-slate-400">
                <span className="sr-only">
                  {`${t(measured ? "popularShare" : "popularRelative")} `}
                </span>
                {measured ? t("popularPercent", { score }) : score}
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
