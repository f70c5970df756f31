import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestUrl } from "./request-url";
import { json, PUBLIC_CORS_HEADERS, routePattern } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";

/**
 * The JSON API's one translation of a Refusal (docs/decisions/066-admin-gate-and-json-errors.md):
 * whatever under /api throws `new Refusal(status, message)` (a loader, an action, a gate) is
 * answered `{ "error": message }` with that status, `Cache-Control: no-store`, and the public
 * API's CORS headers on its endpoints. No route catches a refusal itself.
 */

/**
 * React Router turns an error thrown by a resource route into a plain 500 before any middleware
 * sees it; entry.server's handleError hands a Refusal over here first, through the context.
 */
const thrownRefusalContext = createContext<Refusal | null>(null);

/**
 * Called by handleError: keeps a refusal thrown while answering under /api/ for the API's
 * middleware, and says so. A refusal anywhere else reached no one who answers it (a page
 * answers refusals itself: decision 067), so it is a fault like any other and is logged.
 */
export function noteThrownRefusal(request: Request, context: unknown, error: unknown): boolean {
  if (!(error instanceof Refusal)) return false;
  if (!requestUrl(request).pathname.startsWith("/api/")) return false;
  const provider = context as RouterContextProvider | undefined;
  provider?.set?.(thrownRefusalContext, error);
  return true;
}

/**
 * A refusal as the JSON API answers it: `{ "error": message }` with its status and its own
 * headers (Retry-After on a 429), and the public API's CORS headers when `cors`.
 */
export function refusalResponse(refusal: Refusal, { cors = false } = {}): Response {
  const headers = new Headers(refusal.headers);
  if (cors)
    for (const [name, value] of Object.entries(PUBLIC_CORS_HEADERS)) headers.set(name, value);
  return json({ error: refusal.message }, { status: refusal.status, headers });
}

/**
 * For the /api layout: every refusal below it becomes its `{ error }` answer, with CORS on the
 * routes of `publicPatterns` (React Router patterns: "/api/converters/:id"), the public API's,
 * which the layer above knows. They are asked for at the first refusal, not when the layout
 * loads: the public API's table is built at its first use (docs/decisions/085-cold-start.md).
 */
export function apiRefusalsMiddleware(
  publicPatterns: () => ReadonlySet<string>,
): MiddlewareFunction<Response> {
  return async ({ context, pattern }, next) => {
    const route = routePattern(pattern);
    // The index is the /api documentation page, which shows its errors as a page.
    if (route === "/api") return next();
    const answer = (refusal: Refusal) =>
      refusalResponse(refusal, { cors: publicPatterns().has(route) });
    let response: Response;
    try {
      response = await next();
    } catch (error) {
      if (error instanceof Refusal) return answer(error);
      throw error;
    }
    const thrown = context.get(thrownRefusalContext);
    return thrown ? answer(thrown) : response;
  };
}
