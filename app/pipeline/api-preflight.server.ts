import { preflight } from "~/utils/http.server";
import { requestUrl } from "~/utils/request-url";

/**
 * CORS preflights for the public API. React Router does not route OPTIONS requests, so the
 * Worker answers them before handing the request on.
 */
export function answerApiPreflight(request: Request): Response | null {
  if (request.method !== "OPTIONS") return null;
  return requestUrl(request).pathname.startsWith("/api/") ? preflight() : null;
}
