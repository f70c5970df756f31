import type { ApiLimits } from "~/content/legal/facts";
import { CATALOGUE_MAX_AGE } from "./cache-policy.server";
import { rateLimitHeaders } from "./limits/headers";
import { limitPolicy } from "./limits/policy";
import { spend } from "./limits/windows";

/** What the public API's OpenAPI document (openapi.server.ts) says in words. */

type Json = Record<string, unknown>;

export const API_INFO = {
  title: "UnitWise API",
  version: "1.0.0",
  summary: "Exact unit conversions as JSON: no key, no account.",
};

/**
 * What the document says that depends on the limits: the API's description and the RateLimit
 * headers (their examples are those of a client's first request). Added to the document built
 * once, so the limits of the Settings tab (decision 046) show without building it again; the
 * document built once states no limits.
 */
export function limitTexts(limits: ApiLimits) {
  const first = rateLimitHeaders(spend({}, limitPolicy(limits), 1, 0));
  const perHour = limits.perHour.toLocaleString("en-US");
  const perSecond = limits.perSecond.toLocaleString("en-US");
  return {
    description: `The free public API of UnitWise. No authentication; any origin may call it (CORS). Answers are JSON; every error is { "error": "<message>" } with its status. Limits: ${perSecond} requests per second and ${perHour} per hour per client, announced on every answer in the RateLimit-Policy and RateLimit headers (draft-ietf-httpapi-ratelimit-headers-10); a refusal is 429 with Retry-After. GET answers that depend only on their URL (the catalogue, conversions) carry ETag and Cache-Control and answer 304 to a matching If-None-Match.`,
    headers: {
      "RateLimit-Policy": {
        description: `The quotas that apply to the client (draft-ietf-httpapi-ratelimit-headers-10): ${perSecond} requests per second ("burst") and ${perHour} per hour ("hour"). A batch counts as one request per 10 items.`,
        schema: { type: "string" },
        example: first["RateLimit-Policy"],
      },
      RateLimit: {
        description:
          "What is left of the quota nearest to its limit: r requests remaining, t seconds until it resets (draft-ietf-httpapi-ratelimit-headers-10).",
        schema: { type: "string" },
        example: first.RateLimit,
      },
    },
  };
}

// The RateLimit headers come with the limits (limitTexts).
export const HEADERS: Json = {
  "Retry-After": {
    description: "Seconds to wait before sending another request.",
    schema: { type: "integer", minimum: 0 },
    example: 30,
  },
  ETag: {
    description: "The answer's version: send it back in If-None-Match to get 304 when unchanged.",
    schema: { type: "string" },
    example: '"3f2a9c1b"',
  },
  "Cache-Control": {
    description: `public, max-age=${CATALOGUE_MAX_AGE} for the catalogue, units lookups and GET conversions (operators may rename, hide or add converters at any time); for currency answers at most that, and never past the daily rates job's next run (a working day, after the ECB publishes); no-store for POST answers, errors, and currency answers while the stored rates cannot be read.`,
    schema: { type: "string" },
    example: `public, max-age=${CATALOGUE_MAX_AGE}`,
  },
  Allow: {
    description: "The methods the path takes.",
    schema: { type: "string" },
    example: "GET, POST",
  },
};

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "The request is invalid: the message says what to change",
  404: "Nothing by that name",
  405: "The path does not take this method",
  413: "The request body or the batch is too large",
  415: "The body is not JSON (Content-Type: application/json)",
  422: "The text is not a question this endpoint answers: the request is valid, but another endpoint may answer it",
  429: "Too many requests: wait Retry-After seconds",
};

/** The answer to a conditional GET whose ETag still matches. */
export const NOT_MODIFIED = "Unchanged since the ETag sent in If-None-Match: no body";

export const PARAMETERS: Json = {
  IfNoneMatch: {
    name: "If-None-Match",
    in: "header",
    required: false,
    description: "An ETag from an earlier answer: 304 Not Modified when it still matches.",
    schema: { type: "string" },
  },
};
