import { sameOriginPath } from "~/accounts/safe-redirect";
import { requestUrl } from "~/utils/request-url";

/**
 * One URL per page: a trailing slash redirects permanently to the path without it
 * (docs/product.md#robots-and-urls), keeping the query string. A path that would not stay on
 * this site once its slash is gone ("//evil.example/" → "//evil.example") is not redirected:
 * the router answers it (a 404).
 */
export function redirectTrailingSlash(request: Request): Response | null {
  const url = requestUrl(request);
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const location = sameOriginPath(`${url.pathname.replace(/\/+$/, "") || "/"}${url.search}`);
  if (!location) return null;
  return new Response(null, { status: 301, headers: { Location: location } });
}
