import { preflight } from "~/utils/http.server";

/**
 * CORS preflights for the public API. React Router does not route OPTIONS requests, so the
 * Worker answers them before handing the request on.
 */
export function answerApiPreflight(request: Request): Response | null {
  if (request.method !== "OPTIONS") return null;
  return new URL(request.url).pathname.startsWith("/api/") ? preflight() : null;
}
