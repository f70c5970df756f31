import { hasFlashCookie } from "~/utils/flash.server";
import { hasSessionCookie } from "~/accounts/session.server";
import { PAGE_CACHE_STATUS_HEADER, pageCache, type PageCache } from "~/utils/page-cache.server";
import { SHARED_PAGE_HEADER } from "~/utils/shared-page";

/**
 * Rendered pages kept in the isolate's memory and served again to anonymous visitors: a
 * converter page costs several milliseconds of React rendering, a kept one a string copy.
 * Only pages whose route says they depend on nothing but the URL are kept (utils/shared-page.ts),
 * only for visitors without a session or flash cookie (the only cookies the server reads), and
 * only for a few minutes. Each copy served gets its own CSP nonce, swapped for the one it was
 * rendered with: a nonce is never sent twice.
 */

/** The cache key of a request that may be answered from the cache, or null. */
export function sharedPageKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  if (hasSessionCookie(request)) return null;
  if (hasFlashCookie(request)) return null;
  return request.url;
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
): Promise<Response> {
  const key = sharedPageKey(request);
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
