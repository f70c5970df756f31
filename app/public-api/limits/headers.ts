import { describeWindow } from "./policy";
import type { LimitDecision } from "./windows";

/**
 * The limits as response headers, after the IETF HTTPAPI working group's draft
 * "RateLimit header fields for HTTP" (draft-ietf-httpapi-ratelimit-headers-10): structured-field
 * lists with one item per window.
 *
 *     RateLimit-Policy: "burst";q=10;w=1, "hour";q=1000;w=3600
 *     RateLimit: "burst";r=9;t=1, "hour";r=999;t=3600
 *
 * and `Retry-After` (RFC 9110) in seconds on a refusal.
 */
export function rateLimitHeaders(decision: LimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Policy": decision.standings
      .map(({ window }) => `"${window.name}";q=${window.quota};w=${window.seconds}`)
      .join(", "),
    RateLimit: decision.standings
      .map(
        ({ window, remaining, resetSeconds }) =>
          `"${window.name}";r=${remaining};t=${resetSeconds}`,
      )
      .join(", "),
  };
  const retryAfter = retryAfterSeconds(decision);
  if (retryAfter !== null) headers["Retry-After"] = String(retryAfter);
  return headers;
}

/** Seconds until every window that refused the request has room again; null when allowed. */
function retryAfterSeconds(decision: LimitDecision): number | null {
  if (decision.allowed) return null;
  return Math.max(...decision.exhausted.map((standing) => standing.resetSeconds));
}

/** The 429 message: which limit, and when to come back. */
export function refusalMessage(decision: LimitDecision, cost: number): string {
  const limits = decision.exhausted.map(({ window }) => describeWindow(window)).join(" and ");
  const wait = retryAfterSeconds(decision) ?? 1;
  const what = cost > 1 ? `This request costs ${cost} requests and exceeds` : "Too many requests:";
  return `${what} the API's limit of ${limits} for each client. Retry after ${wait} second${wait === 1 ? "" : "s"} (see the Retry-After and RateLimit headers).`;
}
