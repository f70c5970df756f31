import { z } from "zod";
import type { CachedPage } from "./cached-page";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The second level of the rendered-page cache (docs/decisions/054-shared-page-cache.md): pages
 * cached in Cloudflare's Cache API (`caches.default`), one store per data centre that every isolate
 * there reads, so a page one isolate rendered is a copy for the others. The first level, each
 * isolate's memory, stays in front of it (pipeline/page-cache.server.ts decides what is cached).
 *
 * The Cache API keys by URL: a page is stored under a URL of its own made from the hash of its
 * cache key (the versions, locale, URL and remembered units of pipeline/page-cache.server.ts),
 * on the request's origin under a path no link leads to. Nothing reads the store but this module,
 * and only by that hash, so a visitor's request never reaches a stored copy by its own URL.
 *
 * The stored copy carries, in one internal header, what the visitor's answer is rebuilt from: its
 * status, its headers, the nonce it was rendered with and when it expires. Its only other headers
 * are for the Cache API (the type, and `s-maxage` for as long as the page may be cached). The answer
 * is made from the recorded headers alone, so neither the internal header nor what the Cache API
 * adds to a match (its own `Cache-Control`, `CF-Cache-Status`, `Age`) ever reaches a visitor.
 *
 * The Cache API is an optimisation: when it throws, the page is rendered as if it held nothing,
 * and the failure is logged.
 */

/** The internal header of a stored copy: the page's metadata as JSON. */
export const STORED_PAGE_HEADER = "X-UnitWise-Stored-Page";

/** The path under which pages are stored: no route serves it and no link leads there. */
const STORE_PATH = "/__unitwise-page-cache/";

/**
 * What the internal header must hold. Built at the first stored copy read, not with the module:
 * every isolate loads this module, and it was its first zod schema (docs/decisions/085-cold-start.md).
 */
const storedMetadata = onFirstUse(() =>
  z.object({
    status: z.number().int().min(200).max(599),
    headers: z.array(z.tuple([z.string(), z.string()])),
    nonce: z.string().min(1),
    expiresAt: z.number(),
  }),
);

/** The part of `caches.default` this level uses (a fake in unit tests). */
export type PageStore = Pick<Cache, "match" | "put">;

/**
 * The data centre's cache, `caches.default`. (The project's types include the browser's `caches`,
 * which has no `default`; Workers' has.)
 */
export function dataCentreCache(): PageStore {
  return (caches as unknown as { default: Cache }).default;
}

export class SharedPageCache {
  constructor(
    private readonly store: PageStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page stored for `key` and not yet expired, or null (also when the store fails). */
  async find(origin: string, key: string): Promise<CachedPage | null> {
    try {
      const stored = await this.store.match(await storeUrl(origin, key));
      if (!stored) return null;
      const metadata = readMetadata(stored.headers.get(STORED_PAGE_HEADER));
      if (!metadata || metadata.expiresAt <= this.now()) {
        // Not read: let it go without waiting on it.
        stored.body?.cancel().catch(() => {});
        return null;
      }
      return { ...metadata, body: await stored.text() };
    } catch (error) {
      console.error(`Page cache: the shared cache could not be read (${error})`);
      return null;
    }
  }

  /**
   * Stores `page` for `key` until it expires. Never throws: a page that could not be stored is
   * rendered again by the next isolate that needs it.
   */
  async put(origin: string, key: string, page: CachedPage): Promise<void> {
    // Rounded up: the store may keep it a fraction of a second longer, `find` still refuses it.
    const seconds = Math.ceil((page.expiresAt - this.now()) / 1000);
    if (seconds <= 0) return;
    const { body, ...metadata } = page;
    const stored = new Response(body, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        // For the stored copy only: how long the Cache API holds it. Visitors never see it.
        "Cache-Control": `s-maxage=${seconds}`,
        [STORED_PAGE_HEADER]: JSON.stringify(metadata),
      },
    });
    try {
      await this.store.put(await storeUrl(origin, key), stored);
    } catch (error) {
      console.error(`Page cache: the shared cache could not store a page (${error})`);
    }
  }
}

/** The metadata of a stored copy, or null when it is missing or not what this code writes. */
function readMetadata(header: string | null): Omit<CachedPage, "body"> | null {
  if (header === null) return null;
  try {
    const parsed = storedMetadata().safeParse(JSON.parse(header));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The URL a page is stored under: the hex SHA-256 of its key, on the request's origin (the Cache
 * API is the zone's, so keys stay on its host names). The key may hold a remembered-units cookie
 * and is of any length; its hash is short and says nothing of it.
 */
async function storeUrl(origin: string, key: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)),
  );
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${origin}${STORE_PATH}${hex}`;
}
