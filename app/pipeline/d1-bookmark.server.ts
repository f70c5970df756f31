import {
  isSecureContextRequest,
  readCookie,
  serializeCookie,
  withSetCookies,
} from "~/utils/cookies.server";

/**
 * Read-your-writes across D1 replicas (docs/decisions/084-d1-round-trips-and-replicas.md). A
 * request that wrote (an operator's save, a sign-in) hands the visitor its D1 bookmark in a
 * cookie; their requests for the next few minutes start their D1 session from it, so no replica
 * older than their write answers them, whichever instance serves them. Other requests read from
 * the nearest replica.
 */

const SECURE_NAME = "__Host-unitwise_d1";
const LOCAL_NAME = "unitwise_d1";

/** Longer than any replica lags behind: after that the nearest replica has the write. */
const BOOKMARK_MAX_AGE_SECONDS = 5 * 60;

/** What a bookmark looks like (hex groups and dashes); anything else is ignored. */
const BOOKMARK_FORMAT = /^[0-9a-f]+(?:-[0-9a-f]+)*$/i;
const BOOKMARK_MAX_LENGTH = 200;

const cookieName = (request: Request) =>
  isSecureContextRequest(request) ? SECURE_NAME : LOCAL_NAME;

/** The bookmark the request carries, if it is well formed. */
export function bookmarkOf(request: Request): string | null {
  const value = readCookie(request, cookieName(request));
  return value !== null && value.length <= BOOKMARK_MAX_LENGTH && BOOKMARK_FORMAT.test(value)
    ? value
    : null;
}

/** `response` handing the visitor `bookmark`. */
export function withBookmark(request: Request, response: Response, bookmark: string): Response {
  return withSetCookies(response, [
    serializeCookie(request, cookieName(request), bookmark, {
      maxAgeSeconds: BOOKMARK_MAX_AGE_SECONDS,
    }),
  ]);
}
