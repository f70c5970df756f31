import type { z } from "zod";
import { firstIssue } from "./schemas";

/**
 * A refused admin request: the status (400, 404, 409) and the message both the page (as an
 * alert) and the JSON API (as `{ error }`) show.
 */
export class AdminError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "AdminError";
  }
}

/** The parsed value, or AdminError 400 with the first issue's message. */
export function parseOr400<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AdminError(400, firstIssue(parsed.error));
  return parsed.data;
}
