import { hasFlashCookie } from "~/utils/flash.server";
import { requestUrl } from "~/utils/request-url";
import { hasSessionCookie } from "~/accounts/session.server";
import { SHARED_PAGE_HEADER } from "~/utils/shared-page";
import { readCookie } from "~/utils/cookies.server";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { formatUnitsCookie, parseUnitsCookie, UNITS_COOKIE } from "~/me/remembered-units";
import type { CachedPage } from "./cached-page";
import { boundedMemo, type BoundedMemo } from "~/utils/memo/bounded";
import type { SharedPageCache } from "./shared-page-cache.server";

/**
 * Rendered pages served again to anonymous visitors: a converter page costs several milliseconds
 * of React rendering, a cached one a string copy. Only pages whose route says they depend on nothing
 * but the URL are cached (utils/shared-page.ts), only for visitors without a session or flash
 * cookie, and only for a few minutes. The one other cookie the server reads, a converter's
 * remembered units (decision 052), is part of the key: a bare converter URL renders with them, so
 * each set of units is a page of its own. Each copy served gets its own CSP nonce, swapped for the
 * one it was rendered with: a nonce is never sent twice.
 *
 * Two levels (docs/decisions/054-shared-page-cache.md): the isolate's memory first, then the data
 * centre's Cache API (pipeline/shared-page-cache.server.ts), which every isolate there shares.
 * This module decides, once for both, what may be cached and under which key.
 */

/** A little over 200 converter pages; Workers isolates have 128 MB. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Says where an answer came from: `hit` (memory), `shared-hit` (Cache API) or `miss`. For
 * measuring only: it would tell anyone which URLs others asked for lately, so it leaves the Worker
 * only behind the benchmarks' switch (`withoutPageCacheStatus`).
 */
export const PAGE_CACHE_STATUS_HEADER = "X-Page-Cache";

/** `response` (mutable headers) without the page cache's status. */
export function withoutPageCacheStatus(response: Response): Response {
  response.headers.delete(PAGE_CACHE_STATUS_HEADER);
  return response;
}

type PageCacheStatus = "hit" | "shared-hit" | "miss";

/** The first level: pages cached in the isolate's memory, least recently served evicted first. */
export class PageCache {
  readonly #pages: BoundedMemo<CachedPage>;

  constructor(
    maxBytes = MAX_BYTES,
    private readonly now: () => number = Date.now,
  ) {
    this.#pages = boundedMemo(maxBytes, (page) => page.body.length);
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The cached page for `key` as a new response carrying `nonce`, or null. */
  serve(key: string, nonce: string): Response | null {
    const page = this.#pages.find(key);
    if (!page) return null;
    if (page.expiresAt <= this.now()) {
      this.#pages.delete(key);
      return null;
    }
    return cachedPageResponse(page, nonce, "hit");
  }

  /** Keeps `page` for `seconds` from now; returns it with its expiry, for the shared level. */
  store(key: string, page: Omit<CachedPage, "expiresAt">, seconds: number): CachedPage {
    const cached = { ...page, expiresAt: this.now() + seconds * 1000 };
    this.storeUntil(key, cached);
    return cached;
  }

  /** Keeps `page` until its own expiry: a copy from the shared level lives no longer here. */
  storeUntil(key: string, page: CachedPage): void {
    this.#pages.set(key, page);
  }

  clear(): void {
    this.#pages.clear();
  }
}

/** The isolate's cache; module state lives as long as the isolate. */
export const pageCache = new PageCache();

/** A copy of `page` for one visitor: the request's nonce in place of the one it was made with. */
function cachedPageResponse(page: CachedPage, nonce: string, status: PageCacheStatus): Response {
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_STATUS_HEADER, status);
  return new Response(page.body.replaceAll(page.nonce, nonce), {
    status: page.status,
    headers,
  });
}

/**
 * The cache key of a request that may be answered from the cache, or null. `version` names what
 * the page is built from (the deployed code and the content's version, decision 054): a page cached
 * for another version is never served.
 */
function sharedPageKey(request: Request, version = ""): string | null {
  if (request.method !== "GET") return null;
  if (hasSessionCookie(request)) return null;
  if (hasFlashCookie(request)) return null;
  // Normalized, so a cookie the page would ignore shares the page without one.
  const units = parseUnitsCookie(readCookie(request, UNITS_COOKIE));
  // Pages write numbers in the visitor's locale (decision 053): one copy per locale.
  const locale = requestNumberLocale(request);
  return `${version} ${locale} ${request.url}${units ? ` ${formatUnitsCookie(units)}` : ""}`;
}

/**
 * How long the response may be cached, in seconds, or null when it must not be: the one rule for
 * both levels.
 */
function sharedSeconds(response: Response): number | null {
  const declared = Number(response.headers.get(SHARED_PAGE_HEADER));
  if (!Number.isInteger(declared) || declared <= 0) return null;
  if (response.status !== 200) return null;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return null;
  if (response.headers.has("Set-Cookie")) return null;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\b(no-store|private)\b/.test(cacheControl)) return null;
  return declared;
}

export interface PageCacheLevels {
  /** what the key is made of besides the request: see `sharedPageKey` */
  version?: string;
  /** the first level; the isolate's by default */
  memory?: PageCache;
  /**
   * The second level, and how to finish storing in it after the answer has gone (the request's
   * `ctx.waitUntil`). Without it, only the memory caches pages.
   */
  shared?: { cache: SharedPageCache; waitUntil(promise: Promise<unknown>): void };
}

/**
 * Answers from the memory, else from the shared level (filling the memory), else renders, keeps
 * what may be cached at both levels, and removes the internal header from what leaves.
 */
export async function servePage(
  request: Request,
  nonce: string,
  render: () => Promise<Response>,
  { version = "", memory = pageCache, shared }: PageCacheLevels = {},
): Promise<Response> {
  const key = sharedPageKey(request, version);
  const origin = requestUrl(request).origin;
  if (key !== null) {
    const cached = memory.serve(key, nonce);
    if (cached) return cached;
    const stored = shared ? await shared.cache.find(origin, key) : null;
    if (stored) {
      memory.storeUntil(key, stored);
      return cachedPageResponse(stored, nonce, "shared-hit");
    }
  }

  const response = await render();
  const seconds = key === null ? null : sharedSeconds(response);
  if (key === null || seconds === null) {
    if (!response.headers.has(SHARED_PAGE_HEADER)) return response;
    const stripped = new Response(response.body, response);
    stripped.headers.delete(SHARED_PAGE_HEADER);
    return stripped;
  }

  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.delete(SHARED_PAGE_HEADER);
  const page = memory.store(
    key,
    { body, status: response.status, headers: [...headers], nonce },
    seconds,
  );
  // Stored after the answer has gone: the visitor never waits for the Cache API.
  shared?.waitUntil(shared.cache.put(origin, key, page));
  headers.set(PAGE_CACHE_STATUS_HEADER, "miss");
  return new Response(body, { status: response.status, headers });
}
