import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { calculatorHref } from "~/calculator/calculation-view";
import type { CalculationEntry, Favourite, HistoryEntry } from "~/models/visitor-data";
import { KEPT_CHANGE_EVENT, keptSnapshot } from "./keys";
import { converterLabel, favouriteHref, favouriteText, historyText, repeatHref } from "./labels";
import { useT } from "~/i18n/localization";
import { useLocalizedPath } from "~/i18n/localization";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(KEPT_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(KEPT_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

interface Lists {
  history: HistoryEntry[];
  calculations: CalculationEntry[];
  favourites: Favourite[];
}

function readLists(snapshot: string): Lists {
  try {
    const kept = JSON.parse(snapshot || "{}") as Partial<Record<keyof Lists, unknown>>;
    const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
    return {
      history: list<HistoryEntry>(kept.history),
      calculations: list<CalculationEntry>(kept.calculations),
      favourites: list<Favourite>(kept.favourites),
    };
  } catch {
    return { history: [], calculations: [], favourites: [] };
  }
}

/** The browser's kept lists, following every change (another tab's too). */
function useKeptLists(): Lists {
  return readLists(useSyncExternalStore(subscribe, keptSnapshot, () => ""));
}

const LINK_CLASS =
  "block truncate rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 dark:text-slate-100 dark:hover:bg-brand-950 dark:hover:text-brand-200";

function CalculationLinks({
  calculations,
  onPick,
}: {
  calculations: CalculationEntry[];
  onPick?: () => void;
}) {
  const to = useLocalizedPath();
  return (
    <ol className="mt-2">
      {calculations.map((entry) => (
        <li key={entry.query}>
          <Link to={to(calculatorHref(entry.query))} onClick={onPick} className={LINK_CLASS}>
            {entry.query}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Recent calculations' on the calculator page: the last 20 expressions answered there, each
 * one click from being worked out again. Nothing renders while the list is empty.
 */
export function RecentCalculations() {
  const { calculations } = useKeptLists();
  const t = useT("shell");
  if (calculations.length === 0) return null;
  return (
    <section aria-labelledby="recent-calculations">
      <h2 id="recent-calculations" className="text-xl font-semibold">
        {t("keptCalculationsLabel")}
      </h2>
      <CalculationLinks calculations={calculations} />
    </section>
  );
}

interface Props {
  /** converter slug → name */
  names: Readonly<Record<string, string>>;
  /** called when a link is followed (the search dialog closes) */
  onPick?: () => void;
  className?: string;
  /** small headings and one column (the search dialog) */
  compact?: boolean;
}

/**
 * 'Recent' (the last 20 conversions, each one click from being repeated), 'Calculations' (the
 * last 20 expressions) and 'Favourites' (docs/product.md#what-visitors-keep), from the browser's
 * copy, on the home page and in the search dialog. Each list shows only when it has items; with
 * none, nothing renders.
 */
export default function KeptLists({ names, onPick, className, compact = false }: Props) {
  const { history, calculations, favourites } = useKeptLists();
  const t = useT("shell");
  const to = useLocalizedPath();
  if (history.length + calculations.length + favourites.length === 0) return null;
  const headingClass = compact
    ? "px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
    : "text-xl font-bold tracking-tight";

  return (
    <div className={`grid gap-6 ${compact ? "" : "sm:grid-cols-2"} ${className ?? ""}`}>
      {favourites.length > 0 && (
        <section aria-label={t("keptFavourites")}>
          <h2 className={headingClass}>{t("keptFavourites")}</h2>
          <ul className="mt-2">
            {favourites.map((favourite) => (
              <li key={`${favourite.converter} ${favourite.from ?? ""} ${favourite.to ?? ""}`}>
                <Link to={to(favouriteHref(favourite))} onClick={onPick} className={LINK_CLASS}>
                  <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
                    ★{" "}
                  </span>
                  {favouriteText(favourite, names)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {history.length > 0 && (
        <section aria-label={t("keptRecentLabel")}>
          <h2 className={headingClass}>{t("keptRecent")}</h2>
          <ol className="mt-2">
            {history.map((entry) => (
              <li key={`${entry.converter} ${entry.value} ${entry.from} ${entry.to}`}>
                <Link to={to(repeatHref(entry))} onClick={onPick} className={LINK_CLASS}>
                  {historyText(entry)}{" "}
                  <span className="text-slate-600 dark:text-slate-300">
                    · {converterLabel(entry.converter, names)}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
      {calculations.length > 0 && (
        <section aria-label={t("keptCalculationsLabel")}>
          <h2 className={headingClass}>{t("keptCalculations")}</h2>
          <CalculationLinks calculations={calculations} onPick={onPick} />
        </section>
      )}
    </div>
  );
}
