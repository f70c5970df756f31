import type { MiddlewareFunction } from "react-router";

/**
 * Validators for the API's cacheable answers (docs/decisions/027-api-rate-limits.md, "Caching").
 * A GET answer marked `Cache-Control: public` gets a strong `ETag`, the SHA-256 of its body; a
 * request whose `If-None-Match` names it is answered 304 Not Modified with no body (RFC 9110
 * §13.1.2, §15.4.5). Browsers, Cloudflare's edge and any client cache can then revalidate a
 * stored answer for the cost of its headers.
 */
export const conditionalGetMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!isCacheable(request, response)) return response;

  const body = await response.arrayBuffer();
  const etag = await entityTag(body);
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  if (matches(request.headers.get("If-None-Match"), etag)) {
    for (const name of ["Content-Type", "Content-Length"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};

function isCacheable(request: Request, response: Response): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    new URL(request.url).pathname.startsWith("/api/") &&
    response.status === 200 &&
    /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "")
  );
}

/** A strong ETag for a body: the first 128 bits of its SHA-256, in hex. */
export async function entityTag(body: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0"));
  return `"${hex.join("")}"`;
}

/** `If-None-Match` uses the weak comparison: `W/"x"` matches `"x"`; `*` matches anything. */
export function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
