/**
 * One URL per page: a trailing slash redirects permanently to the path without it
 * (docs/product.md#robots-and-urls), keeping the query string.
 */
export function redirectTrailingSlash(request: Request): Response | null {
  const url = new URL(request.url);
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  return new Response(null, { status: 301, headers: { Location: url.pathname + url.search } });
}
