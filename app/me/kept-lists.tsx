import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { Favourite, HistoryEntry } from "~/models/visitor-data";
import { KEPT_CHANGE_EVENT, keptSnapshot } from "./keys";
import { converterLabel, favouriteHref, favouriteText, historyText, repeatHref } from "./labels";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(KEPT_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(KEPT_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function readLists(snapshot: string): { history: HistoryEntry[]; favourites: Favourite[] } {
  try {
    const kept = JSON.parse(snapshot || "{}") as Partial<Record<"history" | "favourites", unknown>>;
    return {
      history: Array.isArray(kept.history) ? (kept.history as HistoryEntry[]) : [],
      favourites: Array.isArray(kept.favourites) ? (kept.favourites as Favourite[]) : [],
    };
  } catch {
    return { history: [], favourites: [] };
  }
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
 * 'Recent' (the last 20 conversions, each one click from being repeated) and 'Favourites'
 * (docs/product.md#what-visitors-keep), from the browser's copy, on the home page and in the
 * search dialog. Each list shows only when it has items; with neither, nothing renders.
 */
export default function KeptLists({ names, onPick, className, compact = false }: Props) {
  const snapshot = useSyncExternalStore(subscribe, keptSnapshot, () => "");
  const { history, favourites } = readLists(snapshot);
  if (history.length + favourites.length === 0) return null;
  const headingClass = compact
    ? "px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
    : "text-xl font-bold tracking-tight";
  const linkClass =
    "block truncate rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 dark:text-slate-100 dark:hover:bg-brand-950 dark:hover:text-brand-200";

  return (
    <div className={`grid gap-6 ${compact ? "" : "sm:grid-cols-2"} ${className ?? ""}`}>
      {favourites.length > 0 && (
        <section aria-label="Favourites">
          <h2 className={headingClass}>Favourites</h2>
          <ul className="mt-2">
            {favourites.map((favourite) => (
              <li key={`${favourite.converter} ${favourite.from ?? ""} ${favourite.to ?? ""}`}>
                <Link to={favouriteHref(favourite)} onClick={onPick} className={linkClass}>
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
        <section aria-label="Recent conversions">
          <h2 className={headingClass}>Recent</h2>
          <ol className="mt-2">
            {history.map((entry) => (
              <li key={`${entry.converter} ${entry.value} ${entry.from} ${entry.to}`}>
                <Link to={repeatHref(entry)} onClick={onPick} className={linkClass}>
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
    </div>
  );
}
