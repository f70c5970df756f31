/**
 * Where the browser keeps what a visitor keeps (docs/decisions/052-what-visitors-keep.md). Small
 * on purpose: the pages import only this, and load the store (load-store.ts) when there is
 * something to do.
 */

/** localStorage: `{ owner, preferences, history, calculations, favourites }` (store.ts). */
export const KEPT_STORAGE_KEY = "unitwise-kept";

/** Sent on window whenever the browser's copy changes, so lists on the page follow. */
export const KEPT_CHANGE_EVENT = "unitwise:keptchange";

/** The stored copy as text, or "" without storage. */
export function keptSnapshot(): string {
  try {
    return localStorage.getItem(KEPT_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}
