import { requestUrl } from "./request-url";
/**
 * Reading and writing cookies with this project's attributes. Over HTTPS (and on any host but a
 * loopback one) cookies are `Secure`; plain-HTTP localhost (`npm start`, the browser tests) gets
 * them without, since browsers would drop them otherwise.
 */

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isSecureContextRequest(request: Request): boolean {
  const url = requestUrl(request);
  return url.protocol === "https:" || !LOOPBACK_HOSTS.has(url.hostname);
}

/** The value of cookie `name` in the request's Cookie header, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly?: boolean;
}

/** A Set-Cookie value with this project's attributes: Path=/, SameSite=Lax, Secure off loopback. */
export function serializeCookie(
  request: Request,
  name: string,
  value: string,
  { maxAgeSeconds, httpOnly = true }: CookieOptions,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    "SameSite=Lax",
  ];
  if (maxAgeSeconds <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (httpOnly) parts.push("HttpOnly");
  if (isSecureContextRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

/** `response` with `cookies` added as Set-Cookie headers (a copy when its headers are immutable). */
export function withSetCookies(response: Response, cookies: readonly string[]): Response {
  try {
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const cookie of cookies) copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}
