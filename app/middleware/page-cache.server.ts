import { hasFlashCookie } from "~/utils/flash.server";
import { hasSessionCookie } from "~/accounts/session.server";
import { SHARED_PAGE_HEADER } from "~/utils/shared-page";
import { readCookie } from "~/utils/cookies.server";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { formatUnitsCookie, parseUnitsCookie, UNITS_COOKIE } from "~/me/remembered-units";

/**
 * Rendered pages kept in the isolate's memory and served again to anonymous visitors: a
 * converter page costs several milliseconds of React rendering, a kept one a string copy.
 * Only pages whose route says they depend on nothing but the URL are kept (utils/shared-page.ts),
 * only for visitors without a session or flash cookie, and only for a few minutes. The one other
 * cookie the server reads, a converter's remembered units (decision 052), is part of the key: a
 * bare converter URL renders with them, so each set of units is a page of its own. Each copy served gets its own CSP nonce, swapped for the one it was
 * rendered with: a nonce is never sent twice.
 */

interface KeptPage {
  body: string;
  status: number;
  headers: Array<[string, string]>;
  /** the nonce the page was rendered with, replaced in every copy served */
  nonce: string;
  expiresAt: number;
}

/** A little over 200 converter pages; Workers isolates have 128 MB. */
const MAX_BYTES = 16 * 1024 * 1024;

export const PAGE_CACHE_STATUS_HEADER = "X-Page-Cache";

export class PageCache {
  readonly #pages = new Map<string, KeptPage>();
  #bytes = 0;

  constructor(
    private readonly maxBytes = MAX_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#pages.size;
  }

  /** The kept page for `key` as a new response carrying `nonce`, or null. */
  serve(key: string, nonce: string): Response | null {
    const page = this.#pages.get(key);
    if (!page) return null;
    if (page.expiresAt <= this.now()) {
      this.forget(key);
      return null;
    }
    // Most recently used last: eviction takes from the front.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_STATUS_HEADER, "hit");
    return new Response(page.body.replaceAll(page.nonce, nonce), {
      status: page.status,
      headers,
    });
  }

  keep(key: string, page: Omit<KeptPage, "expiresAt">, seconds: number): void {
    if (page.body.length > this.maxBytes / 8) return;
    this.forget(key);
    this.#pages.set(key, { ...page, expiresAt: this.now() + seconds * 1000 });
    this.#bytes += page.body.length;
    for (const [oldest, kept] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= kept.body.length;
    }
  }

  forget(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.body.length;
  }

  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
  }
}

/** The isolate's cache; module state lives as long as the isolate. */
export const pageCache = new PageCache();

/**
 * The cache key of a request that may be answered from the cache, or null. `version` names the
 * content the page is built from (the catalogue's version): a page kept for another version is
 * never served.
 */
export function sharedPageKey(request: Request, version = ""): string | null {
  if (request.method !== "GET") return null;
  if (hasSessionCookie(request)) return null;
  if (hasFlashCookie(request)) return null;
  // Normalized, so a cookie the page would ignore shares the page without one.
  const units = parseUnitsCookie(readCookie(request, UNITS_COOKIE));
  // Pages write numbers in the visitor's locale (decision 053): one copy per locale.
  const locale = requestNumberLocale(request);
  return `${version} ${locale} ${request.url}${units ? ` ${formatUnitsCookie(units)}` : ""}`;
}

/** How long the response may be kept, in seconds, or null when it must not be. */
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

/**
 * Answers from `cache` when it can; otherwise renders, keeps what may be kept, and removes the
 * internal header from what leaves.
 */
export async function servePage(
  request: Request,
  nonce: string,
  render: () => Promise<Response>,
  cache: PageCache = pageCache,
  version = "",
): Promise<Response> {
  const key = sharedPageKey(request, version);
  const kept = key === null ? null : cache.serve(key, nonce);
  if (kept) return kept;

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
  cache.keep(key, { body, status: response.status, headers: [...headers], nonce }, seconds);
  headers.set(PAGE_CACHE_STATUS_HEADER, "miss");
  return new Response(body, { status: response.status, headers });
}
