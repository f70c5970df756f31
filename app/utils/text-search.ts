import { requestUrl } from "./request-url";
/**
 * The text search of the FAQ and the help center (docs/product.md#search-rules): a case-insensitive
 * substring match, the same on the server (a `?q=` GET form) and in the browser (live filtering as
 * you type).
 */

/** The longest search term honoured; longer input is cut rather than refused. */
export const MAX_QUERY_LENGTH = 100;

/** A search term as typed or read from `?q=`: trimmed, inner whitespace runs made one space. */
export function normalizeQuery(raw: string | null | undefined): string {
  return (raw ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH).trimEnd();
}

/**
 * The loader of a search page (FAQ, help center): its `?q=`, normalized. Any text is a valid
 * search term: it is trimmed and capped, never refused.
 */
export function searchPageLoader({ request }: { request: Request }): { query: string } {
  return { query: normalizeQuery(requestUrl(request).searchParams.get("q")) };
}

/** Whether any of the fields contains the query, ignoring case. An empty query matches all. */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const needle = normalizeQuery(query).toLowerCase();
  if (needle === "") return true;
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/** The items whose fields contain the query, in their original order; all of them for "". */
export function filterByQuery<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => readonly string[],
): T[] {
  return items.filter((item) => matchesQuery(query, fields(item)));
}
