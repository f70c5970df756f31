import type { MiddlewareFunction } from "react-router";
import { getDatabase } from "~/server-context";
import { commitFlash } from "~/utils/flash.server";
import { SessionState, sessionContext } from "~/accounts/session.server";

/**
 * Gives every request its session state, then writes the cookie changes its lookups decided on:
 * a renewed expiry (sliding sessions), or the removal of a stale, expired or forged cookie; and
 * clears a flash message once a page has shown it.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const state = new SessionState(request, getDatabase(context));
  context.set(sessionContext, state);
  const response = await next();
  return commitFlash(request, context, state.commit(response));
};
