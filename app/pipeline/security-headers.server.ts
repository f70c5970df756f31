/**
 * Security headers for every response the Worker produces. HTML gets a Content-Security-Policy
 * whose script-src allows only scripts carrying this request's nonce (and what they load, through
 * 'strict-dynamic'), so an injected <script> never runs.
 */

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Origins that configured third-party tags need, beyond our own (see shell/third-party.ts). */
interface ExtraSources {
  connect: string[];
  img: string[];
  frame: string[];
}

interface PolicyOptions {
  dev?: boolean;
  extra?: ExtraSources;
  /**
   * Any site may frame the page: the embedded converters only (app/embed/,
   * docs/decisions/079-embeds.md). Every other page refuses to be framed.
   */
  frameable?: boolean;
}

export function contentSecurityPolicy(
  nonce: string,
  { dev = false, extra, frameable = false }: PolicyOptions = {},
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'self' and the nonce for browsers without CSP3; 'strict-dynamic' lets our own module
    // scripts load their chunks (and, with consent, the analytics tag they inject).
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    // React writes style attributes; styles cannot run code, so inline styles are allowed.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(extra?.img ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : []), ...(extra?.connect ?? [])],
    // The site's own embeds (the converter page's preview), and what configured tags need.
    "frame-src": ["'self'", ...(extra?.frame ?? [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": [frameable ? "*" : "'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** Returns the response with the security headers set (a copy when its headers are immutable). */
export function withSecurityHeaders(
  response: Response,
  nonce: string,
  options: PolicyOptions = {},
): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  // frame-ancestors decides where CSP is understood; X-Frame-Options would refuse everywhere.
  if (options.frameable) secured.headers.delete("X-Frame-Options");
  const type = secured.headers.get("Content-Type") ?? "";
  if (type.startsWith("text/html")) {
    secured.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  } else if (!secured.headers.has("Content-Security-Policy")) {
    // Non-HTML responses (JSON, XML, text) never need to run or embed anything.
    secured.headers.set(
      "Content-Security-Policy",
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  }
  return secured;
}
