/**
 * Values an isolate keeps by key, least recently used first out once they take more than
 * `maxBytes` (as `sizeOf` counts them): for work that is the same for many requests but depends on
 * more than one version (the converter page's sections, docs/decisions/055-render-cost.md), and
 * the rendered pages of the page cache (pipeline/page-cache.server.ts). A value bigger than an
 * eighth of the bound is not cached, so one cannot empty the memo.
 */
export interface BoundedMemo<T> {
  /** The value cached for `key`, else `build()`'s, cached. */
  get(key: string, build: () => T): T;
  /**
   * The value cached for `key`, else what `build()` resolves to, cached once it has (a failure is
   * not). Two requests that miss together both build; the second's value is kept.
   */
  load(key: string, build: () => Promise<T>): Promise<T>;
  /** The value cached for `key`, if any (it becomes the most recently used). */
  find(key: string): T | undefined;
  /** Caches `value` for `key` in place of any other; a value too big is left out. */
  set(key: string, value: T): void;
  delete(key: string): void;
  /** How many values are cached. */
  readonly size: number;
  /** Forgets everything. */
  clear(): void;
}

export function boundedMemo<T>(maxBytes: number, sizeOf: (value: T) => number): BoundedMemo<T> {
  const entries = new Map<string, { value: T; bytes: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const memo: BoundedMemo<T> = {
    get(key, build) {
      const found = memo.find(key);
      if (found !== undefined) return found;
      const value = build();
      memo.set(key, value);
      return value;
    },
    async load(key, build) {
      const found = memo.find(key);
      if (found !== undefined) return found;
      const value = await build();
      memo.set(key, value);
      return value;
    },
    find(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      // Most recently used last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    set(key, value) {
      const size = sizeOf(value);
      if (size > maxBytes / 8) return;
      forget(key);
      entries.set(key, { value, bytes: size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.bytes;
      }
    },
    delete: forget,
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
  return memo;
}
