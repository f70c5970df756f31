import type { z } from "zod";

/** The message of the first problem zod found: what a 400 answer says. */
export function firstIssue(error: z.ZodError, fallback = "The request is not valid"): string {
  return error.issues[0]?.message ?? fallback;
}
