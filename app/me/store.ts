import {
  calculationQuery,
  favouriteKey,
  type CalculationEntry,
  type Favourite,
  type HistoryEntry,
  type UnitsPreference,
  type VisitorData,
} from "~/models/visitor-data";
import { KEPT_CHANGE_EVENT, KEPT_STORAGE_KEY, keptSnapshot } from "./keys";
import { mergeCalculations, mergeFavourites, mergeHistory, mergePreferences } from "./merge";
import { formatUnitsCookie, UNITS_COOKIE, type RememberedUnits } from "./remembered-units";

/**
 * The browser's copy of what a visitor keeps, and its sync with the account
 * (docs/decisions/052-what-visitors-keep.md). Loaded on demand, never with a page.
 *
 * - Last units, recent conversions and recent calculations are recorded only with
 *   personalization consent; a
 *   favourite is kept because the visitor asked for it (necessary storage, like the theme).
 * - Signed out, the copy belongs to nobody (`owner: null`). At the first page signed in, it is
 *   sent to the account, which merges it, and the copy becomes the account's (`owner`: its id).
 *   From then on it is refreshed from the account once per tab, and each change goes to both.
 * - Signed out with a copy that belongs to an account, the copy is forgotten: the next person on
 *   a shared computer does not see it.
 */

interface Kept extends VisitorData {
  owner: string | null;
}

/** This tab has synced with the account of this id (sessionStorage). */
export const SYNCED_KEY = "unitwise-kept-synced";

const empty = (): Kept => ({
  owner: null,
  preferences: [],
  history: [],
  calculations: [],
  favourites: [],
});

/**
 * Whether the stored cookie choice allows personalization. Read here rather than through
 * shell/consent.ts: importing it would move it out of the chunk every page shares and cost every
 * page bytes (decision 052). store.test.ts holds this reading to consent.ts's.
 */
export function personalizationAllowed(): boolean {
  try {
    return /"personalization":true/.test(localStorage.getItem("cookie-consent") ?? "");
  } catch {
    return false;
  }
}

export function loadKept(): Kept {
  try {
    const value = JSON.parse(keptSnapshot() || "null") as Partial<Kept> | null;
    if (!value || typeof value !== "object") return empty();
    return {
      owner: typeof value.owner === "string" ? value.owner : null,
      preferences: Array.isArray(value.preferences) ? value.preferences : [],
      history: Array.isArray(value.history) ? value.history : [],
      calculations: Array.isArray(value.calculations) ? value.calculations : [],
      favourites: Array.isArray(value.favourites) ? value.favourites : [],
    };
  } catch {
    return empty();
  }
}

function saveKept(kept: Kept): void {
  // Without consent only the favourites are kept.
  const allowed = personalizationAllowed();
  const stored: Kept = allowed ? kept : { ...kept, preferences: [], history: [], calculations: [] };
  try {
    const empty =
      stored.owner === null &&
      stored.preferences.length +
        stored.history.length +
        stored.calculations.length +
        stored.favourites.length ===
        0;
    if (empty) localStorage.removeItem(KEPT_STORAGE_KEY);
    else localStorage.setItem(KEPT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Without storage nothing is kept.
  }
  window.dispatchEvent(new Event(KEPT_CHANGE_EVENT));
}

/** The cookie the server renders a bare converter URL from, scoped to that converter's path. */
function writeUnitsCookie(converter: string, units: RememberedUnits | null): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const value = units ? formatUnitsCookie(units) : "";
  const age = units ? 365 * 24 * 60 * 60 : 0;
  document.cookie = `${UNITS_COOKIE}=${value}; Path=/${converter}; Max-Age=${age}; SameSite=Lax${secure}`;
}

function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    // A change made just before leaving the page still reaches the account.
    keepalive: method !== "GET",
  });
}

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await call(method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A settled conversion on a converter page: its units (when they changed) become the
 * converter's, the conversion goes to the top of Recent. Nothing without personalization consent.
 */
export function rememberConversion(
  converter: string,
  state: RememberedUnits & { value: string },
  userId: string | null,
  { units, conversion }: { units: boolean; conversion: boolean },
): void {
  if (!personalizationAllowed()) return;
  const kept = loadKept();
  const now = Date.now();
  const preference: UnitsPreference = {
    converter,
    from: state.from,
    to: state.to,
    precision: state.precision,
    updatedAt: now,
  };
  const entry: HistoryEntry = {
    converter,
    value: state.value.trim().slice(0, 64),
    from: state.from,
    to: state.to,
    at: now,
  };
  if (units) {
    kept.preferences = mergePreferences(kept.preferences, [preference]);
    writeUnitsCookie(converter, state);
  }
  if (conversion && entry.value) kept.history = mergeHistory(kept.history, [entry]);
  saveKept(kept);
  if (userId === null || kept.owner !== userId) return;
  if (units) void call("PUT", "/api/me/preferences", { preferences: [preference] }).catch(noop);
  if (conversion && entry.value) {
    void call("POST", "/api/me/history", { entries: [entry] }).catch(noop);
  }
}

/**
 * An expression answered on the calculator page goes to the top of Recent calculations (once,
 * at its newest time). Nothing without personalization consent.
 */
export function rememberCalculation(query: string, userId: string | null): void {
  if (!personalizationAllowed()) return;
  const entry: CalculationEntry = { query: calculationQuery(query), at: Date.now() };
  if (!entry.query) return;
  const kept = loadKept();
  kept.calculations = mergeCalculations(kept.calculations, [entry]);
  saveKept(kept);
  if (userId !== null && kept.owner === userId) {
    void call("POST", "/api/me/calculations", { entries: [entry] }).catch(noop);
  }
}

export function isFavourite(kept: Kept, favourite: Omit<Favourite, "addedAt">): boolean {
  const key = favouriteKey(favourite);
  return kept.favourites.some((item) => favouriteKey(item) === key);
}

/** Stars or unstars; returns whether it is now a favourite. */
export function toggleFavourite(
  favourite: Omit<Favourite, "addedAt">,
  userId: string | null,
): boolean {
  const kept = loadKept();
  const starred = !isFavourite(kept, favourite);
  const key = favouriteKey(favourite);
  kept.favourites = starred
    ? mergeFavourites(kept.favourites, [{ ...favourite, addedAt: Date.now() }])
    : kept.favourites.filter((item) => favouriteKey(item) !== key);
  saveKept(kept);
  if (userId !== null && kept.owner === userId) {
    void call("PUT", "/api/me/favourites", { favourites: kept.favourites }).catch(noop);
  }
  return starred;
}

/** Forgets the last units, recent conversions and calculations (personalization withdrawn). */
export function forgetPersonalized(): void {
  const kept = loadKept();
  for (const preference of kept.preferences) writeUnitsCookie(preference.converter, null);
  saveKept({ ...kept, preferences: [], history: [], calculations: [] });
}

function forgetAll(): void {
  const kept = loadKept();
  for (const preference of kept.preferences) writeUnitsCookie(preference.converter, null);
  try {
    localStorage.removeItem(KEPT_STORAGE_KEY);
    sessionStorage.removeItem(SYNCED_KEY);
  } catch {
    // Nothing stored.
  }
  window.dispatchEvent(new Event(KEPT_CHANGE_EVENT));
}

/** Takes the account's lists as the browser's copy. */
export function adoptAccountCopy(userId: string, data: VisitorData): void {
  saveKept({ owner: userId, ...data });
  try {
    sessionStorage.setItem(SYNCED_KEY, userId);
  } catch {
    // Without storage the next page syncs again.
  }
}

/**
 * On a page load: signed in, sends an unowned copy to the account (which merges it) or
 * refreshes the account's copy once per tab; signed out, forgets an account's copy.
 */
export async function syncWithAccount(userId: string | null): Promise<void> {
  const kept = loadKept();
  if (userId === null) {
    if (kept.owner !== null) forgetAll();
    return;
  }
  let synced: string | null = null;
  try {
    synced = sessionStorage.getItem(SYNCED_KEY);
  } catch {
    // Sync every time then.
  }
  if (kept.owner === userId && synced === userId) return;
  // Another account's copy is not this one's to merge.
  const mine = kept.owner === null ? kept : empty();
  const [preferences, history, calculations, favourites] = await Promise.all([
    kept.owner === userId || mine.preferences.length === 0
      ? send<{ preferences: UnitsPreference[] }>("GET", "/api/me/preferences")
      : send<{ preferences: UnitsPreference[] }>("PUT", "/api/me/preferences", {
          preferences: mine.preferences,
        }),
    kept.owner === userId || mine.history.length === 0
      ? send<{ history: HistoryEntry[] }>("GET", "/api/me/history")
      : send<{ history: HistoryEntry[] }>("POST", "/api/me/history", { entries: mine.history }),
    kept.owner === userId || mine.calculations.length === 0
      ? send<{ calculations: CalculationEntry[] }>("GET", "/api/me/calculations")
      : send<{ calculations: CalculationEntry[] }>("POST", "/api/me/calculations", {
          entries: mine.calculations,
        }),
    kept.owner === userId || mine.favourites.length === 0
      ? send<{ favourites: Favourite[] }>("GET", "/api/me/favourites")
      : send<{ favourites: Favourite[] }>("PUT", "/api/me/favourites", {
          favourites: mine.favourites,
          merge: true,
        }),
  ]);
  adoptAccountCopy(userId, { ...preferences, ...history, ...calculations, ...favourites });
}

function noop() {}
