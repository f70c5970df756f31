import { hasSessionCookie } from "~/accounts/session.server";

/**
 * Everything answered to a signed-in visitor (pages, their `.data`, JSON: account menu, drafts,
 * admin controls, what the account keeps) must never be stored by a shared cache or cached by the
 * offline service worker, which both obey `private, no-store`. Only answers that say `public`
 * (the catalogue, conversions, images: the same for everyone) keep their own header.
 */
export function markPrivate(request: Request, response: Response): Response {
  if (!hasSessionCookie(request)) return response;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\bpublic\b/.test(cacheControl) || cacheControl === "private, no-store") return response;
  const marked = new Response(response.body, response);
  marked.headers.set("Cache-Control", "private, no-store");
  return marked;
}
