import type { z } from "zod";

import { firstIssue } from "~/utils/first-issue";

/**
 * A request the server refuses (400, 404, 409, or 413/415 for an unreadable body), thrown from
 * anywhere on the server: its status and message are what the page (as an alert or a field
 * error) and the JSON API (as `{ "error": message }`) show. Nothing else is a refusal: any other
 * error is a fault and answers 500.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** sent with the answer, e.g. Retry-After on 429 */
    readonly headers?: HeadersInit,
  ) {
    super(message);
    this.name = "Refusal";
  }
}

/**
 * A refusal about named fields of a form (a taken username, a slug in use): a page form shows
 * each message by its field (decision 067); the JSON API answers the message alone.
 */
export class FieldsRefusal extends Refusal {
  constructor(
    status: number,
    message: string,
    readonly fields: Partial<Record<string, string>> = {},
    headers?: HeadersInit,
  ) {
    super(status, message, headers);
    this.name = "FieldsRefusal";
  }
}

/** The parsed value; or, when `input` does not fit `schema`, a Refusal 400 with the first issue's message. */
export function parseOrRefuse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new Refusal(400, firstIssue(parsed.error));
  return parsed.data;
}
