import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { SessionUser } from "~/models/user";
import { routePattern } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";
import {
  ACCESS_DENIED_STATUS_TEXT,
  ADMIN_REQUIRED_MESSAGE,
  getUser,
  loginRedirectPath,
  requireSameOrigin,
} from "./session.server";

/**
 * The admin gates (docs/decisions/066-admin-gate-and-json-errors.md): one per surface, each a
 * middleware on the layout route that owns it, deciding with `findAdmin`. A route under a gate
 * never checks the role again: the API's read the admin from `adminContext`, the pages' with
 * `adminOf(context)` (which answers a refused visitor's 403).
 */

/** The admin the gate let through. No default: read outside a gate, it throws (fail closed). */
export const adminContext = createContext<SessionUser>();

/** Who is asking, as far as the admin role goes: the admin, or why not (signed out, no role). */
type AdminVerdict = { admin: SessionUser } | { refused: "signed-out" | "not-admin" };

/** The one place that decides "admin?" for a request: the role is read from D1 every time. */
async function findAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AdminVerdict> {
  const user = await getUser(request, context);
  if (!user) return { refused: "signed-out" };
  return user.isAdmin ? { admin: user } : { refused: "not-admin" };
}

const isRead = (method: string) => method === "GET" || method === "HEAD";

/** Set by the pages gate for a signed-in visitor without the role; adminOf answers the 403. */
const pageRefusedContext = createContext(false);

/**
 * /admin and its tabs: signed out → /login and back here. A signed-in visitor without the role
 * goes on, refused: the loaders and actions under the gate read the admin with adminOf, which
 * throws the 403 'Access Denied' page. Thrown here instead, before any loader ran, the 403 would
 * be shown by the root's boundary without the root's data (React Router sends a middleware's
 * error to the first route with a loader): no header of the signed-in user, no noindex.
 */
export const adminPagesGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const verdict = await findAdmin(request, context);
  if ("admin" in verdict) context.set(adminContext, verdict.admin);
  else if (verdict.refused === "signed-out") throw redirect(loginRedirectPath(request));
  else context.set(pageRefusedContext, true);
  return next();
};

/**
 * The admin an admin page answers, as its gate found them. For a signed-in non-admin it throws
 * the 403 the layout's ErrorBoundary shows as 'Access Denied' / 'Admin access required'; outside
 * the gate (no verdict) it throws too, so a loader under /admin fails closed.
 */
export function adminOf(context: Readonly<RouterContextProvider>): SessionUser {
  if (context.get(pageRefusedContext)) {
    throw data(ADMIN_REQUIRED_MESSAGE, { status: 403, statusText: ACCESS_DENIED_STATUS_TEXT });
  }
  return context.get(adminContext);
}

/** A page whose reads are anyone's and whose form posts are the admin's (the /blog editor). */
export const adminPageWritesGate: MiddlewareFunction<Response> = (args, next) =>
  isRead(args.request.method) ? next() : adminPagesGate(args, next);

/** Lets the admin through (401 signed out, 403 without the role, 403 for a cross-site write). */
async function admitToApi(request: Request, context: Readonly<RouterContextProvider>) {
  const verdict = await findAdmin(request, context);
  if (!("admin" in verdict)) {
    throw verdict.refused === "signed-out"
      ? new Refusal(401, "Sign in to continue")
      : new Refusal(403, ADMIN_REQUIRED_MESSAGE);
  }
  if (!isRead(request.method)) requireSameOrigin(request);
  context.set(adminContext, verdict.admin);
}

/** /api/admin/* and the admin-only endpoints elsewhere: every method, admins only. */
export const adminApiGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  await admitToApi(request, context);
  return next();
};

/**
 * Endpoints whose reads are public and whose writes are the admin's: by route pattern, the
 * methods that are admin-only. A method an endpoint does not take is not listed: it answers
 * 405 to anyone, as before.
 */
export const ADMIN_WRITES: Readonly<Record<string, readonly string[]>> = {
  "/api/blogs": ["POST"],
  "/api/blogs/:slug": ["PUT", "DELETE"],
  "/api/content/:slug": ["PUT", "DELETE"],
  "/api/blog-posts": ["POST"],
  "/api/blog-posts/:slug": ["PUT", "DELETE"],
  "/api/blog-posts/:slug/publish": ["POST"],
  "/api/objects/upload": ["POST"],
  "/api/objects/upload/:id": ["PUT"],
};

/** Public reads pass; the methods ADMIN_WRITES lists for the matched pattern are admins only. */
export const adminWritesGate: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  const gated = ADMIN_WRITES[routePattern(pattern)];
  if (!gated) throw new Error(`${pattern} is under the admin-writes gate but not in ADMIN_WRITES`);
  if (gated.includes(request.method)) await admitToApi(request, context);
  return next();
};
