import { forgetOnRejection } from "./memo/on-rejection";

/**
 * A value built at its first use, then kept: for what a module would otherwise build while it
 * loads (zod schemas, Intl formatters, parsers), which a new isolate pays for before its first
 * answer whether or not that answer needs it (docs/decisions/085-cold-start.md). A promise
 * built (a module imported at first use) that rejects is not kept: the next call builds again.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    if (built) return built.value;
    const entry = { value: build() };
    built = entry;
    forgetOnRejection(entry.value, () => {
      if (built === entry) built = undefined;
    });
    return entry.value;
  };
}
