import { hasSessionCookie } from "~/accounts/session.server";

/**
 * Pages rendered for a signed-in visitor (account menu, drafts, admin controls) must never be
 * stored by a shared cache or kept by the offline service worker.
 */
export function markPrivate(request: Request, response: Response): Response {
  if (!hasSessionCookie(request)) return response;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  if (response.headers.has("Cache-Control")) return response;
  const marked = new Response(response.body, response);
  marked.headers.set("Cache-Control", "private, no-store");
  return marked;
}
