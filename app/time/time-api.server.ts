import type { z } from "zod";
import { Refusal } from "~/utils/refusal.server";
import { firstIssue } from "~/utils/first-issue";
import { publicJson } from "~/utils/http.server";
import { AddParamsSchema, answerAdd, answerBetween, BetweenParamsSchema } from "./date-requests";
import { convertTime, TimeConvertParamsSchema } from "./time-convert";
import { answerTimeQuestion, TimeAskParamsSchema } from "./time-question";
import { canonicalZone } from "./zone-time";

/**
 * GET /api/time/convert, /api/time/between, /api/time/add and /api/time/ask (docs/api.md):
 * answers that do not depend on now change only with the tz database, so they are kept a day.
 * 400 with a message for anything they cannot read.
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

/**
 * GET /api/time/ask?q=&zone=: a time question in words (app/time/time-question.ts). 400 for a
 * time question it cannot answer (with why), 422 for a text that is not a time question, so a
 * client asking several services can tell "not mine" from "mine, but wrong".
 */
export function getTimeAsk(request: Request): Response {
  const { q, zone: zoneParam } = params(request, TimeAskParamsSchema);
  const zone = zoneParam ? canonicalZone(zoneParam) : "UTC";
  if (!zone) {
    throw new Refusal(
      400,
      `zone ${JSON.stringify(zoneParam?.slice(0, 64))} is not an IANA time zone: send one such as "Europe/Berlin" (in a browser, Intl.DateTimeFormat().resolvedOptions().timeZone)`,
    );
  }
  const result = answerTimeQuestion(q, { now: Date.now(), zone });
  if (result.kind === "none") {
    throw new Refusal(
      422,
      `${JSON.stringify(q.slice(0, 64))} is not a time question: ask such as "3pm PST to CET", "90 days from today", "days until 2026-12-25" or "1700000000 unix to date" (conversions of units: GET /api/convert?q=)`,
    );
  }
  if (result.kind === "error") return answer({ ok: false, error: result.message }, 0);
  const { kind, answer: line, href, dependsOnNow, ...structured } = result;
  const body = { question: q, kind, answer: line, href, dependsOnNow, zone, ...structured };
  return answer({ ok: true, body }, dependsOnNow ? 0 : TIME_MAX_AGE);
}
