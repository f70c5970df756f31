import { MAX_EXPRESSION_LENGTH } from "@unitwise/units";

/**
 * What a visitor keeps (docs/decisions/052-what-visitors-keep.md): each converter's last units and
 * precision, the recent conversions and calculations, the favourites. The same shapes in the browser's storage, in
 * D1 and in the /api/me calls. Times are Unix milliseconds.
 */

export interface UnitsPreference {
  /** the converter's slug */
  converter: string;
  from: string;
  to: string;
  precision: number;
  updatedAt: number;
}

export interface HistoryEntry {
  converter: string;
  value: string;
  from: string;
  to: string;
  at: number;
}

/** An expression answered on the calculator page, as typed there (`/calculator?q=`). */
export interface CalculationEntry {
  query: string;
  at: number;
}

/** A starred converter (no units) or unit pair (both units). */
export interface Favourite {
  converter: string;
  from?: string;
  to?: string;
  addedAt: number;
}

export interface VisitorData {
  preferences: UnitsPreference[];
  history: HistoryEntry[];
  calculations: CalculationEntry[];
  favourites: Favourite[];
}

/** The Recent list's length. */
export const HISTORY_CAP = 20;
/** The Recent calculations list's length. */
export const CALCULATIONS_CAP = 20;
export const FAVOURITES_CAP = 50;
/** More than the site has converters: a cap on what one account can store, not a limit felt. */
export const PREFERENCES_CAP = 200;

/** The identity of a history entry: a repeat of the same conversion replaces it. */
export const historyKey = (entry: Omit<HistoryEntry, "at">) =>
  `${entry.converter}\n${entry.value}\n${entry.from}\n${entry.to}`;

/**
 * The identity of a calculation: the expression with its runs of spaces as one, so "3 ft  + 1 in"
 * typed again replaces "3 ft + 1 in".
 */
export const calculationQuery = (query: string) =>
  query.trim().replace(/\s+/g, " ").slice(0, MAX_EXPRESSION_LENGTH);

export const favouriteKey = (favourite: Omit<Favourite, "addedAt">) =>
  `${favourite.converter}\n${favourite.from ?? ""}\n${favourite.to ?? ""}`;
