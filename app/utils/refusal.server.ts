import type { z } from "zod";
import { HttpError } from "~/utils/http.server";
import { firstIssue } from "~/utils/first-issue";

/**
 * A refused request (the admin dashboard, the settings) is an HttpError (400, 404, 409, or
 * 413/415 for an unreadable body): its status and message are what both the page (as an alert)
 * and the JSON API (as `{ error }`) show.
 */

/** The parsed value, or HttpError 400 with the first issue's message. */
export function parseOr400<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}

/** Runs `run`; a refusal (HttpError) becomes `answer(error)`, anything else is thrown on. */
export async function answerRefusal<T, U>(
  run: () => Promise<T>,
  answer: (error: HttpError) => U,
): Promise<T | U> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) return answer(error);
    throw error;
  }
}
