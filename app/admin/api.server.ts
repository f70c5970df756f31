import { readJsonBody } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/refusal.server";
import type { z } from "zod";

/**
 * What the admin JSON endpoints share beyond their gate (app/accounts/admin-gate.server.ts) and
 * the API's translation of refusals (app/utils/api-refusals.server.ts): validated JSON bodies.
 */

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
