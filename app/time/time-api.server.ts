import type { z } from "zod";
import { Refusal } from "~/utils/refusal.server";
import { firstIssue } from "~/utils/first-issue";
import { publicJson } from "~/utils/http.server";
import { AddParamsSchema, answerAdd, answerBetween, BetweenParamsSchema } from "./date-requests";
import { convertTime, TimeConvertParamsSchema } from "./time-convert";

/**
 * GET /api/time/convert, /api/time/between and /api/time/add (docs/api.md): answers that do not
 * depend on now change only with the tz database, so they are kept a day. 400 with a message
 * for anything they cannot read.
 */
const TIME_MAX_AGE = 24 * 60 * 60;

/** The request's query parameters named by `schema`, parsed by it (400 with its message). */
function params<T extends z.ZodObject>(request: Request, schema: T): z.output<T> {
  const search = new URL(request.url).searchParams;
  const values = Object.fromEntries(
    Object.keys(schema.shape).map((name) => [name, search.get(name) ?? undefined]),
  );
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new Refusal(400, firstIssue(parsed.error));
  return parsed.data;
}

function answer<T>(outcome: { ok: true; body: T } | { ok: false; error: string }, maxAge: number) {
  if (!outcome.ok) throw new Refusal(400, outcome.error);
  return publicJson(outcome.body, { maxAge });
}

export function getTimeConvert(request: Request): Response {
  const outcome = convertTime(params(request, TimeConvertParamsSchema), Date.now());
  return answer(outcome, outcome.ok && outcome.dependsOnNow ? 0 : TIME_MAX_AGE);
}

export function getTimeBetween(request: Request): Response {
  return answer(answerBetween(params(request, BetweenParamsSchema)), TIME_MAX_AGE);
}

export function getTimeAdd(request: Request): Response {
  return answer(answerAdd(params(request, AddParamsSchema)), TIME_MAX_AGE);
}
