/**
 * Rendered pages kept in the isolate's memory (docs/decisions/022-rendered-page-cache.md): the
 * store itself. What may be kept, and for whom, is the request pipeline's business
 * (middleware/page-cache.server.ts); what a page shows, its writers': a change to D1 content a
 * shared page shows forgets that page's copies here (`forgetPath`).
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

  /**
   * Forgets every kept copy of the page at `pathname`, whatever its query string or origin: what
   * a writer calls when the content the page shows has changed.
   */
  forgetPath(pathname: string): void {
    for (const key of [...this.#pages.keys()]) {
      // Keys are request URLs (absolute); a relative one is read against a placeholder origin.
      if (new URL(key, "http://localhost").pathname === pathname) this.forget(key);
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
