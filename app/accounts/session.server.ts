import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { createContext, redirect, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import {
  deleteSession,
  extendSession,
  findSessionUser,
  insertSession,
  type FoundSession,
} from "~/models/session.server";
import type { SessionUser } from "~/models/user";
import { cloudflareContext, getDatabase } from "~/server-context";
import { afterAnswer } from "~/db/request-d1.server";
import {
  isSecureContextRequest,
  readCookie,
  serializeCookie,
  withSetCookies,
} from "~/utils/cookies.server";
import { Refusal } from "~/utils/refusal.server";
import { languageOfPath, localizedPath } from "~/i18n/languages";

/**
 * The one session helper (docs/decisions/031-sessions.md). The cookie holds a random 160-bit
 * token; D1 holds only its SHA-256, so sessions can be listed and revoked and a leaked table
 * cannot be replayed. Sessions slide: used in their second half, they are extended to 30 days
 * again. The session middleware (app/pipeline/session.server.ts) writes the cookie changes
 * that a request's lookups decide on.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 30 * DAY_MS;
/** A session with less than this left is extended to the full TTL when used. */
const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;

/** 20 random bytes in lowercase base32: 32 characters, 160 bits. */
const TOKEN_FORMAT = /^[a-z2-7]{32}$/;

/**
 * Over HTTPS the cookie carries the `__Host-` prefix, so no subdomain can set or shadow it;
 * plain-HTTP localhost gets the same cookie without it (utils/cookies.server.ts).
 */
const SECURE_COOKIE_NAME = "__Host-unitwise_session";
const LOCAL_COOKIE_NAME = "unitwise_session";

function sessionCookieName(request: Request): string {
  return isSecureContextRequest(request) ? SECURE_COOKIE_NAME : LOCAL_COOKIE_NAME;
}

/** Whether the request carries a session cookie (valid or not): such pages are private. */
export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, sessionCookieName(request)) !== null;
}

function sessionCookie(request: Request, token: string, expiresAt: number): string {
  return serializeCookie(request, sessionCookieName(request), token, {
    maxAgeSeconds: (expiresAt - Date.now()) / 1000,
  });
}

/** The Set-Cookie value that removes the session cookie from the browser. */
export function clearSessionCookie(request: Request): string {
  return serializeCookie(request, sessionCookieName(request), "", { maxAgeSeconds: 0 });
}

function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The session's id in D1: the hex SHA-256 of its token. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export interface NewSession {
  token: string;
  expiresAt: number;
  /** the Set-Cookie header value that hands the token to the browser */
  cookie: string;
}

/** A fresh token, its D1 id, expiry and cookie: the parts of a session about to be stored. */
export function prepareSession(request: Request): NewSession & { id: string } {
  const token = generateSessionToken();
  const expiresAt = Date.now() + SESSION_TTL_MS;
  return {
    token,
    id: sessionIdFromToken(token),
    expiresAt,
    cookie: sessionCookie(request, token, expiresAt),
  };
}

/**
 * Starts a session for `userId` (at every login: never reuse a token from before). Ended
 * sessions of every user are pruned in the same batch, through the `expires_at` index.
 */
export async function createSession(
  db: Database,
  userId: string,
  request: Request,
): Promise<NewSession> {
  const { id, ...session } = prepareSession(request);
  await insertSession(db, { id, userId, expiresAt: session.expiresAt });
  return session;
}

/** What the session lookups of one request decided about the cookie. */
class SessionState {
  readonly request: Request;
  readonly db: Database;
  /** the session read ahead with the content (docs/decisions/084), if it was */
  readonly ahead: ReadAheadSession | null;
  /** writes that need not hold the answer back (extending or ending a session) */
  readonly later: (write: () => Promise<unknown>) => void;
  /** the user behind the cookie, looked up once per request */
  lookup: Promise<SessionUser | null> | undefined;
  /** Set-Cookie values to add to the response, unless it sets the session cookie itself */
  readonly cookies: string[] = [];

  constructor(
    request: Request,
    db: Database,
    ahead: ReadAheadSession | null,
    later: (write: () => Promise<unknown>) => void,
  ) {
    this.request = request;
    this.db = db;
    this.ahead = ahead;
    this.later = later;
  }

  /** Adds this request's cookie changes to `response` (a copy when its headers are immutable). */
  commit(response: Response): Response {
    if (this.cookies.length === 0) return response;
    const name = sessionCookieName(this.request);
    const setsSession = response.headers
      .getSetCookie()
      .some((cookie) => cookie.startsWith(`${name}=`));
    if (setsSession) return response;
    return withSetCookies(response, this.cookies);
  }
}

const sessionContext = createContext<SessionState | null>(null);

/** A session read before the router ran, in the batch that read the content. */
interface ReadAheadSession {
  id: string;
  found: FoundSession | null;
}

const readAheadContext = createContext<ReadAheadSession | null>(null);

/**
 * The D1 id of the request's session cookie when it is well formed (null otherwise): what the
 * Worker reads ahead, with the content, so a signed-in page waits for one round trip.
 */
export function sessionIdOf(request: Request): string | null {
  const token = readCookie(request, sessionCookieName(request));
  return token !== null && TOKEN_FORMAT.test(token) ? sessionIdFromToken(token) : null;
}

/** Keeps the session read ahead for the request's lookups. */
export function keepReadAheadSession(
  context: RouterContextProvider,
  id: string,
  found: FoundSession | null,
): void {
  context.set(readAheadContext, { id, found });
}

/** This request's session state: the middleware's, or a fresh one when none ran. */
export function sessionState(
  request: Request,
  context: Readonly<RouterContextProvider>,
): SessionState {
  const existing = context.get(sessionContext);
  if (existing) return existing;
  const { ctx } = context.get(cloudflareContext);
  const state = new SessionState(
    request,
    getDatabase(context),
    context.get(readAheadContext),
    (write) =>
      ctx.waitUntil(
        afterAnswer(write).catch((error: unknown) =>
          console.error(`Sessions: a write after the answer failed (${error})`),
        ),
      ),
  );
  context.set(sessionContext, state);
  return state;
}

/**
 * The user behind the request's cookie: from the session read ahead, else one query. Removing an
 * ended session and extending a used one are writes the answer does not wait for (`waitUntil`);
 * the cookie changes go with the answer.
 */
async function lookUpUser(state: SessionState): Promise<SessionUser | null> {
  const { request, db } = state;
  const token = readCookie(request, sessionCookieName(request));
  if (token === null) return null;
  // A forged or mangled cookie costs no query, and is removed from the browser.
  if (!TOKEN_FORMAT.test(token)) {
    state.cookies.push(clearSessionCookie(request));
    return null;
  }
  const id = sessionIdFromToken(token);
  const found = state.ahead?.id === id ? state.ahead.found : await findSessionUser(db, id);
  const now = Date.now();
  if (!found || found.expiresAt <= now) {
    if (found) state.later(() => deleteSession(db, id));
    state.cookies.push(clearSessionCookie(request));
    return null;
  }
  if (found.expiresAt - now < SESSION_RENEW_BELOW_MS) {
    const expiresAt = now + SESSION_TTL_MS;
    state.later(() => extendSession(db, id, expiresAt));
    state.cookies.push(sessionCookie(request, token, expiresAt));
  }
  return found.user;
}

/** The signed-in user, or null. Looked up once per request however often it is asked. */
export function getUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  const state = sessionState(request, context);
  state.lookup ??= lookUpUser(state);
  return state.lookup;
}

/**
 * Where a page sends signed-out visitors: /login in the page's language, coming back here after
 * sign-in.
 */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const login = localizedPath("/login", language);
  const back = `${url.pathname}${url.search}`;
  return back === localizedPath("/", language)
    ? login
    : `${login}?redirectTo=${encodeURIComponent(back)}`;
}

/** For pages: the signed-in user, or a redirect to /login (and back here afterwards). */
export async function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw redirect(loginRedirectPath(request));
  return user;
}

export const ACCESS_DENIED_STATUS_TEXT = "Access Denied";
export const ADMIN_REQUIRED_MESSAGE = "Admin access required";

/** For JSON APIs: the signed-in user, or a Refusal 401 thrown. The admin's: admin-gate.server.ts. */
export async function requireUserApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw new Refusal(401, "Sign in to continue");
  return user;
}

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

/**
 * False for a request another site's page made. Browsers send `Sec-Fetch-Site` (trusted:
 * scripts cannot set it); older ones send `Origin` on every POST. A request with neither is not
 * from a browser, so it carries no ambient cookies an attacker could ride.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  // "none": typed or bookmarked by the user; "same-site" includes sibling subdomains.
  if (site !== null) return site === "same-origin" || site === "none";
  const origin = request.headers.get("Origin");
  return origin === null || origin === new URL(request.url).origin;
}

/** Throws Refusal 403 for a cross-site request (the JSON API answers it; a page form shows it). */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw new Refusal(403, CROSS_SITE_MESSAGE);
}

/**
 * Signs the request's session out: its row is deleted, so the token is dead even if a copy of
 * the cookie survives. Returns the Set-Cookie value that clears the browser's cookie.
 */
export async function signOut(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  const token = readCookie(request, sessionCookieName(request));
  if (token !== null && TOKEN_FORMAT.test(token)) {
    await deleteSession(getDatabase(context), sessionIdFromToken(token));
  }
  return clearSessionCookie(request);
}
