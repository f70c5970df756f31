/**
 * Values an isolate keeps by key, least recently used first out once they take more than
 * `maxBytes` (as `sizeOf` counts them): for work that is the same for many requests but depends on
 * more than one version (the converter page's sections, docs/decisions/055-render-cost.md).
 * A value bigger than an eighth of the bound is built but not cached, so one cannot empty the memo.
 */
export interface BoundedMemo<T> {
  /** The value kept for `key`, else `build()`'s, kept. */
  get(key: string, build: () => T): T;
  /** How many values are cached. */
  readonly size: number;
  /** Forgets everything (tests). */
  clear(): void;
}

export function boundedMemo<T>(maxBytes: number, sizeOf: (value: T) => number): BoundedMemo<T> {
  const kept = new Map<string, { value: T; bytes: number }>();
  let bytes = 0;
  return {
    get(key, build) {
      const found = kept.get(key);
      if (found) {
        // Most recently used last: eviction takes from the front.
        kept.delete(key);
        kept.set(key, found);
        return found.value;
      }
      const value = build();
      const size = sizeOf(value);
      if (size > maxBytes / 8) return value;
      kept.set(key, { value, bytes: size });
      bytes += size;
      for (const [oldest, entry] of kept) {
        if (bytes <= maxBytes) break;
        kept.delete(oldest);
        bytes -= entry.bytes;
      }
      return value;
    },
    get size() {
      return kept.size;
    },
    clear() {
      kept.clear();
      bytes = 0;
    },
  };
}
