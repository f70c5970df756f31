import { json, PUBLIC_CORS_HEADERS } from "~/utils/http.server";
import { requestUrl } from "~/utils/request-url";

/**
 * An /api/ path that no route pattern can match: its segments hold control characters (routes
 * match within a line) or percent-escapes that are not UTF-8. Left to the router it would fall
 * through to the site's HTML 404; an API client gets the API's JSON 404 instead.
 */
export function answerUnroutableApiPath(request: Request): Response | null {
  const { pathname } = requestUrl(request);
  if (!pathname.startsWith("/api/")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound();
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return /[\u0000-\u001f\u007f]/.test(decoded) ? notFound() : null;
}

function notFound(): Response {
  // Answered before the router (no Refusal reaches here): the API's JSON 404 as it says it.
  return json(
    { error: "No API endpoint at this path. See /api for the documentation." },
    { status: 404, headers: PUBLIC_CORS_HEADERS },
  );
}
