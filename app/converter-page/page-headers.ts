import { sharedPageHeaders } from "~/utils/shared-page";

/**
 * Whether a converter page (or a unit pair's page, which is one) may be cached and served again:
 * the same HTML for every anonymous visitor of a URL, unless part of it could not be read (the
 * stored rates, the article or the guide), when it must not outlive the outage.
 */

/** What a loader says of a page built while part of it could not be read. */
const NOT_CACHED = "no-store";

/** The loader's headers for `page`: "not cached" when part of it was unavailable. */
export function converterPageLoaderHeaders(page: {
  rates?: { unavailable?: boolean } | null;
  articleUnavailable?: true;
  guideUnavailable?: true;
}): HeadersInit | undefined {
  const unavailable = page.rates?.unavailable || page.articleUnavailable || page.guideUnavailable;
  return unavailable ? { "Cache-Control": NOT_CACHED } : undefined;
}

/** The route's `headers` export: cached (shared) unless its loader said not to. */
export function converterPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders.get("Cache-Control") === NOT_CACHED
    ? { "Cache-Control": NOT_CACHED }
    : sharedPageHeaders();
}
