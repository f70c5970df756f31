import { firstIssue } from "~/utils/first-issue";
import { convertRequest, type ConvertServices } from "./convert.server";
import { batchEnvelopeSchema, MAX_BATCH_ITEMS, parseConvertRequest } from "./convert-request";
import type { BatchItemResult, BatchResponse } from "./response-schemas";

/**
 * POST /api/convert/batch: up to MAX_BATCH_ITEMS conversion requests in one call, each
 * answered or refused on its own, in order. Only a body that is not `{ items: [...] }` with
 * 1 to MAX_BATCH_ITEMS items is refused as a whole.
 */

/** 100 items of a few hundred characters each fit; /api/convert keeps its 16 KB. */
export const MAX_BATCH_BODY_BYTES = 64 * 1024;

/**
 * What a batch counts for against the public API's rate limit: one request per 10 items
 * (at least one), so 100 items cost as much as 10 single conversions.
 */
export function batchCost(itemCount: number): number {
  return Math.max(1, Math.ceil(itemCount / 10));
}

export type Batch = { items: unknown[]; precision?: number };

/** The batch to answer, or why it is refused as a whole. */
export function parseBatch(
  input: unknown,
): { ok: true; batch: Batch } | { ok: false; status: 400 | 413; error: string } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return {
      ok: false,
      status: 400,
      error: 'Send a JSON object: { "items": [ ...conversion requests ] }',
    };
  }
  const items = (input as { items?: unknown }).items;
  if (Array.isArray(items) && items.length > MAX_BATCH_ITEMS) {
    return {
      ok: false,
      status: 413,
      error: `A batch holds at most ${MAX_BATCH_ITEMS} items; this one has ${items.length}: split it into several requests`,
    };
  }
  const envelope = batchEnvelopeSchema().safeParse(input);
  if (!envelope.success) {
    return { ok: false, status: 400, error: firstIssue(envelope.error, "Invalid batch") };
  }
  return { ok: true, batch: envelope.data };
}

/** Each item answered or refused on its own, with the request's catalogue and rates. */
export function answerBatch({ items, precision }: Batch, services: ConvertServices): BatchResponse {
  const results = items.map((item): BatchItemResult => {
    const parsed = parseConvertRequest(item);
    if (!parsed.ok) return { ok: false, error: parsed.message, status: 400 };
    const request = { ...parsed.request, precision: parsed.request.precision ?? precision };
    const outcome = convertRequest(request, services);
    if ("error" in outcome) return { ok: false, error: outcome.error, status: 400 };
    return { ok: true, ...outcome };
  });
  return { results };
}
