import type { MiddlewareFunction } from "react-router";
import { commitFlash } from "~/utils/flash.server";
import { sessionState } from "~/accounts/session.server";

/**
 * Gives every request its session state, then writes the cookie changes its lookups decided on:
 * a renewed expiry (sliding sessions), or the removal of a stale, expired or forged cookie; and
 * clears a flash message once a page has shown it.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const state = sessionState(request, context);
  const response = await next();
  return commitFlash(request, context, state.commit(response));
};
