import { Refusal } from "~/utils/refusal.server";
import { firstIssue } from "~/utils/first-issue";
import { publicJson } from "~/utils/http.server";
import { convertTime, TimeConvertParamsSchema } from "./time-convert";

/** An answer for a given moment changes only with the tz database: kept a day. */
const TIME_MAX_AGE = 24 * 60 * 60;

/**
 * GET /api/time/convert?at=&from=&to=&overlap= (docs/api.md#time-zones): a local time in one
 * place as the clocks of others show it. 400 with a message for anything it cannot read.
 */
export function getTimeConvert(request: Request): Response {
  const search = new URL(request.url).searchParams;
  const parsed = TimeConvertParamsSchema.safeParse({
    at: search.get("at") ?? undefined,
    from: search.get("from") ?? undefined,
    to: search.get("to") ?? undefined,
    overlap: search.get("overlap") ?? undefined,
  });
  if (!parsed.success) throw new Refusal(400, firstIssue(parsed.error));
  const outcome = convertTime(parsed.data, Date.now());
  if (!outcome.ok) throw new Refusal(400, outcome.error);
  return publicJson(outcome.body, { maxAge: outcome.dependsOnNow ? 0 : TIME_MAX_AGE });
}
