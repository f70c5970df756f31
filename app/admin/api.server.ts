import type { RouterContextProvider } from "react-router";
import type { SessionUser } from "~/models/user";
import { jsonError, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import { requireAdminApi, requireSameOrigin } from "~/accounts/session.server";
import { answerRefusal, parseOrRefuse } from "~/utils/refusal.server";
import type { z } from "zod";

/**
 * What the admin JSON endpoints share: the role check (401/403) before anything else, the
 * same-origin check of every write, validated JSON bodies and `{ error }` answers.
 */

export interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The admin making a JSON request (the audit trail's actor). Throws 401/403. */
export async function requireAdminActor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser> {
  const user = await requireAdminApi(request, context);
  if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request);
  return user;
}

/** A loader or action for methods the endpoint does not take: 401/403 first, then 405. */
export function adminMethodNotAllowed(allowed: readonly [string, ...string[]]) {
  return async ({ request, context }: RouteArgs) => {
    await requireAdminActor(request, context);
    return methodNotAllowed(request, allowed);
  };
}

/**
 * The request's JSON body (at most `maxBytes`), validated by `schema`; throws Refusal 400, 413
 * or 415.
 */
export async function readJsonInput<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes?: number,
): Promise<T> {
  return parseOrRefuse(schema, await readJsonBody(request, maxBytes));
}

/** Runs an admin endpoint: refusals become `{ error }` answers with their status. */
export function adminJson(run: () => Promise<Response>): Promise<Response> {
  return answerRefusal(run, (error) => jsonError(error.status, error.message));
}
