import type { RouterContextProvider } from "react-router";
import type { AuditActor } from "~/models/audit";
import { HttpError, jsonError, readJsonBody } from "~/utils/http.server";
import { requireAdminApi, requireSameOrigin } from "~/accounts/session.server";
import { AdminError, parseOr400 } from "./admin-error.server";
import type { z } from "zod";

/**
 * What the admin JSON endpoints share: the role check (401/403) before anything else, the
 * same-origin check of every write, validated JSON bodies and `{ error }` answers.
 */

/** The admin making a JSON request, as the audit trail records them. Throws 401/403. */
export async function requireAdminActor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AuditActor> {
  const user = await requireAdminApi(request, context);
  if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request);
  return { id: user.id, username: user.username };
}

/** The request's JSON body, validated by `schema`; throws AdminError 400 or HttpError. */
export async function readJsonInput<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  return parseOr400(schema, await readJsonBody(request));
}

/** Runs an admin endpoint: refusals (AdminError, HttpError) become `{ error }` answers. */
export async function adminJson(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AdminError || error instanceof HttpError) {
      return jsonError(error.status, error.message);
    }
    throw error;
  }
}
