import {
  CALCULATIONS_CAP,
  FAVOURITES_CAP,
  favouriteKey,
  HISTORY_CAP,
  historyKey,
  PREFERENCES_CAP,
  type CalculationEntry,
  type Favourite,
  type HistoryEntry,
  type UnitsPreference,
} from "~/models/visitor-data";

/**
 * The merge rules of what a visitor keeps (docs/decisions/052-what-visitors-keep.md), as the
 * browser applies them to its own copy; D1 applies the same ones in SQL
 * (models/visitor-data.server.ts). Each is idempotent and order-independent: merging a list
 * with itself, or twice, changes nothing.
 */

/** Per converter the newest units win; the 200 newest converters stay. */
export function mergePreferences(
  ...lists: ReadonlyArray<readonly UnitsPreference[]>
): UnitsPreference[] {
  const byConverter = new Map<string, UnitsPreference>();
  for (const preference of lists.flat()) {
    const kept = byConverter.get(preference.converter);
    if (!kept || preference.updatedAt > kept.updatedAt) {
      byConverter.set(preference.converter, preference);
    }
  }
  return [...byConverter.values()]
    .sort((a, b) => b.updatedAt - a.updatedAt || a.converter.localeCompare(b.converter))
    .slice(0, PREFERENCES_CAP);
}

/** A conversion made again keeps its newest time; the 20 newest conversions stay, newest first. */
export function mergeHistory(...lists: ReadonlyArray<readonly HistoryEntry[]>): HistoryEntry[] {
  const byKey = new Map<string, HistoryEntry>();
  for (const entry of lists.flat()) {
    const key = historyKey(entry);
    const kept = byKey.get(key);
    if (!kept || entry.at > kept.at) byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => b.at - a.at).slice(0, HISTORY_CAP);
}

/** As conversions: an expression calculated again keeps its newest time; the 20 newest stay. */
export function mergeCalculations(
  ...lists: ReadonlyArray<readonly CalculationEntry[]>
): CalculationEntry[] {
  const byQuery = new Map<string, CalculationEntry>();
  for (const entry of lists.flat()) {
    const kept = byQuery.get(entry.query);
    if (!kept || entry.at > kept.at) byQuery.set(entry.query, entry);
  }
  // Ties in the order D1 lists them (by the expression's code units).
  const byText = (a: CalculationEntry, b: CalculationEntry) =>
    a.query < b.query ? -1 : a.query > b.query ? 1 : 0;
  return [...byQuery.values()]
    .sort((a, b) => b.at - a.at || byText(a, b))
    .slice(0, CALCULATIONS_CAP);
}

/** The union, each favourite from its first starring; the 50 newest stay, newest first. */
export function mergeFavourites(...lists: ReadonlyArray<readonly Favourite[]>): Favourite[] {
  const byKey = new Map<string, Favourite>();
  for (const favourite of lists.flat()) {
    const key = favouriteKey(favourite);
    const kept = byKey.get(key);
    if (!kept || favourite.addedAt < kept.addedAt) byKey.set(key, favourite);
  }
  return [...byKey.values()]
    .sort((a, b) => b.addedAt - a.addedAt || favouriteKey(a).localeCompare(favouriteKey(b)))
    .slice(0, FAVOURITES_CAP);
}
