/**
 * Values an isolate keeps for one catalogue object, by key. A catalogue is built once per content
 * version (catalogue/catalogue.server.ts), so what is cached for it is forgotten with it: no entry
 * outlives the version it was computed for, and nothing needs clearing when an operator saves.
 * A promise kept that rejects is forgotten, as a versioned memo forgets a failed build: the next
 * caller builds again rather than meeting the same failure for the version's whole life, and a
 * promise kept but never awaited (a read ahead no page used) is no unhandled rejection.
 */
import { forgetOnRejection } from "./on-rejection";

export interface CatalogueMemo<T> {
  /** The value kept for `key` under `catalogue`, if any. */
  get(catalogue: object, key: string): T | undefined;
  /** Keeps `value` for `key` under `catalogue` (callers keep only what is safe to reuse). */
  set(catalogue: object, key: string, value: T): void;
  /** The value kept for `key`, else `build()`'s, kept. */
  getOrBuild(catalogue: object, key: string, build: () => T): T;
}

export function catalogueMemo<T>(): CatalogueMemo<T> {
  const byCatalogue = new WeakMap<object, Map<string, T>>();
  const entries = (catalogue: object) => {
    let kept = byCatalogue.get(catalogue);
    if (!kept) byCatalogue.set(catalogue, (kept = new Map()));
    return kept;
  };
  const keep = (kept: Map<string, T>, key: string, value: T) => {
    kept.set(key, value);
    forgetOnRejection(value, () => {
      if (kept.get(key) === value) kept.delete(key);
    });
  };
  return {
    get: (catalogue, key) => byCatalogue.get(catalogue)?.get(key),
    set: (catalogue, key, value) => keep(entries(catalogue), key, value),
    getOrBuild(catalogue, key, build) {
      const kept = entries(catalogue);
      if (kept.has(key)) return kept.get(key) as T;
      const value = build();
      keep(kept, key, value);
      return value;
    },
  };
}
