/**
 * A value built at its first use, then kept: for what a module would otherwise build while it
 * loads (zod schemas, Intl formatters, parsers), which a new isolate pays for before its first
 * answer whether or not that answer needs it (docs/decisions/085-cold-start.md).
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
