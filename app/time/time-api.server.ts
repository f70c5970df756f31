import type { z } from "zod";
import { DEFAULT_LANGUAGE, firstSupported } from "~/i18n/languages";
import { Refusal } from "~/utils/refusal.server";
import { firstIssue } from "~/utils/first-issue";
import { publicJson } from "~/utils/http.server";
import { addParamsSchema, betweenParamsSchema } from "./date-request-schemas";
import { answerAdd, answerBetween } from "./date-requests";
import { timeAskParamsSchema } from "./question/ask-schemas";
import { convertTime } from "./time-convert";
import { timeConvertParamsSchema } from "./time-convert-schemas";
import { answerTimeQuestion } from "./time-question";
import { timeText } from "./time-text.server";
import { canonicalZone } from "./zone-time";

/**
 * GET /api/time/convert, /api/time/between, /api/time/add and /api/time/ask (docs/api.md):
 * answers that do not depend on now change only with the tz database, so they are kept a day.
 * 400 with a message for anything they cannot read.
 *
 * Imported at the time API's first request (by its routes and by the operations list's answers),
 * not with the server build: the work needs Temporal, the place list and the holiday table,
 * which most isolates never use (docs/decisions/089-time-code-on-demand.md).
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
  const outcome = convertTime(params(request, timeConvertParamsSchema()), Date.now());
  return answer(outcome, outcome.ok && outcome.dependsOnNow ? 0 : TIME_MAX_AGE);
}

export function getTimeBetween(request: Request): Response {
  return answer(answerBetween(params(request, betweenParamsSchema())), TIME_MAX_AGE);
}

export function getTimeAdd(request: Request): Response {
  return answer(answerAdd(params(request, addParamsSchema())), TIME_MAX_AGE);
}

/**
 * GET /api/time/ask?q=&zone=&locale=: a time question in words (app/time/time-question.ts). 400
 * for a time question it cannot answer (with why), 422 for a text that is not a time question,
 * so a client asking several services can tell "not mine" from "mine, but wrong". `locale`
 * writes the answer and those refusals in its language when it is one of the site's, as it does
 * for GET /api/convert (decision 080; "pt-PT" is Brazilian Portuguese); the parameters' own
 * refusals stay English, as the other endpoints' do.
 */
export async function getTimeAsk(request: Request): Promise<Response> {
  const { q, zone: zoneParam, locale } = params(request, timeAskParamsSchema());
  const zone = zoneParam ? canonicalZone(zoneParam) : "UTC";
  if (!zone) {
    throw new Refusal(
      400,
      `zone ${JSON.stringify(zoneParam?.slice(0, 64))} is not an IANA time zone: send one such as "Europe/Berlin" (in a browser, Intl.DateTimeFormat().resolvedOptions().timeZone)`,
    );
  }
  // "de-CH" is German and "pt-PT" Brazilian Portuguese; English for the languages the site lacks.
  const words = await timeText(firstSupported(locale ? [locale] : []) ?? DEFAULT_LANGUAGE);
  const result = answerTimeQuestion(q, { now: Date.now(), zone, words });
  if (result.kind === "none") {
    throw new Refusal(
      422,
      words.t("askNotATimeQuestion", { question: JSON.stringify(q.slice(0, 64)) }),
    );
  }
  if (result.kind === "error") return answer({ ok: false, error: result.message }, 0);
  const { kind, answer: line, href, dependsOnNow, ...structured } = result;
  const body = { question: q, kind, answer: line, href, dependsOnNow, zone, ...structured };
  return answer({ ok: true, body }, dependsOnNow ? 0 : TIME_MAX_AGE);
}
