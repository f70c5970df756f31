import { Refusal } from "~/utils/refusal.server";
import { requestUrl } from "./request-url";

/**
 * Small response helpers shared by every resource route. Errors are thrown as Refusals and
 * answered `{ "error": "<message>" }` in one place (utils/api-refusals.server.ts).
 */

/** The public read API may be called from any origin (no cookies are involved). */
export const PUBLIC_CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, If-None-Match",
  // Script on another origin may read the limits and the validator, not only the body.
  "Access-Control-Expose-Headers": "ETag, RateLimit, RateLimit-Policy, Retry-After",
  "Access-Control-Max-Age": "86400",
};

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

/** A public API response: JSON, open CORS, cacheable for `maxAge` seconds when given. */
export function publicJson(body: unknown, { status = 200, maxAge = 0 } = {}): Response {
  return json(body, {
    status,
    headers: {
      ...PUBLIC_CORS_HEADERS,
      "Cache-Control": maxAge > 0 ? `public, max-age=${maxAge}` : "no-store",
    },
  });
}

/**
 * 405 for a method the resource does not take: `Allow` lists the ones it does, and the message
 * says so: `{ "error": "Use GET or POST for /api/convert, not PUT" }`.
 */
export function methodNotAllowed(
  request: Request,
  allowed: readonly [string, ...string[]],
  init: ResponseInit = {},
): Response {
  const pathname = clip(requestUrl(request).pathname);
  const headers = new Headers(init.headers);
  headers.set("Allow", allowed.join(", "));
  const last = allowed[allowed.length - 1];
  const methods = allowed.length > 1 ? `${allowed.slice(0, -1).join(", ")} or ${last}` : last;
  return json(
    { error: `Use ${methods} for ${pathname}, not ${request.method}` },
    { ...init, status: 405, headers },
  );
}

/** A loader or action for an endpoint that takes none of its methods: 405 naming `allowed`. */
export function methodNotAllowedHandler(allowed: readonly [string, ...string[]]) {
  return ({ request }: { request: Request }) => methodNotAllowed(request, allowed);
}

/** Answer to a CORS preflight for the public API. */
export function preflight(): Response {
  return new Response(null, { status: 204, headers: PUBLIC_CORS_HEADERS });
}

export const MAX_JSON_BODY_BYTES = 16 * 1024;

/**
 * The request body as bytes, at most `maxBytes`, counted as they arrive so a lying or missing
 * Content-Length cannot make us buffer more. Throws Refusal 413 with `tooLargeMessage`.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeMessage = `The request body is larger than ${maxBytes / 1024} KB`,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new Refusal(413, tooLargeMessage);
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: the Worker reads the rest away before it answers (utils/unread-body.server.ts).
      reader.releaseLock();
      throw new Refusal(413, tooLargeMessage);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/** Reads a JSON request body of at most `maxBytes`. Throws Refusal 413, 415 or 400. */
export async function readJsonBody(
  request: Request,
  maxBytes: number = MAX_JSON_BODY_BYTES,
): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) {
    throw new Refusal(415, "Send the request body as JSON (Content-Type: application/json)");
  }
  const text = new TextDecoder().decode(await readBodyBytes(request, maxBytes));
  if (text.trim() === "") throw new Refusal(400, "The request body is empty: send a JSON object");
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, "The request body is not valid JSON");
  }
}

/** The action of a public read-only endpoint: every method but GET (and HEAD) is answered 405. */
export function publicReadOnly({ request }: { request: Request }): Response {
  return methodNotAllowed(request, ["GET"], { headers: PUBLIC_CORS_HEADERS });
}

/** React Router's pattern of the matched route ("api/blogs/:slug") as "/api/blogs/:slug". */
export const routePattern = (pattern: string) => `/${pattern.replace(/^\//, "")}`;

/** Text from a request (a path, an id) as an error message quotes it: at most 120 characters. */
export function clip(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
