/**
 * How a route says its HTML is the same for every anonymous visitor of a URL, so the Worker may
 * keep the rendered page and serve it again (pipeline/page-cache.server.ts). The header is
 * internal: the Worker removes it before the response leaves.
 */
export const SHARED_PAGE_HEADER = "X-UnitWise-Shared-Page";

/** Seconds a rendered page may be served again: long enough to matter, short enough for edits. */
const SHARED_PAGE_SECONDS = 300;

/** A route's `headers` export for pages that depend only on their URL and the code. */
export function sharedPageHeaders(): Record<string, string> {
  return { [SHARED_PAGE_HEADER]: String(SHARED_PAGE_SECONDS) };
}
