import createClient from "openapi-fetch";
import { parseRateLimit, parseRetryAfter, type RateLimit } from "./rate-limit.js";
import { checkRetryOptions, retryingFetch, type Fetch, type RetryOnRateLimit } from "./retry.js";
import type { components, operations, paths } from "./schema.js";

export interface UnitWiseClientOptions {
  /** the site's origin, such as "https://unitwise.example": the API's paths start with /api */
  baseUrl: string;
  /** the fetch to send requests with (default: the global fetch) */
  fetch?: Fetch;
  /** after a 429, wait Retry-After and ask again; without it a 429 is returned as an error */
  retryOnRateLimit?: RetryOnRateLimit;
  /** headers sent with every request */
  headers?: Record<string, string>;
}

/** What a call may add to its request. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Where the client stands with the API's limits, on every result. */
export interface RateLimitFields {
  /** the RateLimit headers as numbers; null on an answer the limits do not count */
  rateLimit: RateLimit | null;
  /** seconds to wait before asking again: set on a 429 */
  retryAfter: number | null;
}

type Query<Id extends keyof operations> = NonNullable<operations[Id]["parameters"]["query"]>;
export type Schemas = components["schemas"];

function withRateLimit<Result extends { response: Response }>(
  result: Result,
): Result & RateLimitFields {
  return {
    ...result,
    rateLimit: parseRateLimit(result.response.headers),
    retryAfter: parseRetryAfter(result.response.headers),
  };
}

function checkBaseUrl(baseUrl: unknown): string {
  const url = typeof baseUrl === "string" && URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new TypeError(
      `baseUrl must be an http(s) URL such as "https://unitwise.example", not ${JSON.stringify(baseUrl)}`,
    );
  }
  // The API's paths begin with /api: the base is the origin and any path prefix, without a
  // trailing slash.
  return url.href.replace(/\/+$/, "");
}

/**
 * A client for the UnitWise public API: one method per operation of its OpenAPI document, each
 * resolving to `{ data }` (the 200 answer) or `{ error }` (the `{ error }` body of a refusal),
 * with the `response`, and `rateLimit` and `retryAfter` read from its headers. Only a failure to
 * reach the API rejects.
 */
export function createUnitWiseClient(options: UnitWiseClientOptions) {
  const baseUrl = checkBaseUrl(options.baseUrl);
  const send: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  if (options.retryOnRateLimit) checkRetryOptions(options.retryOnRateLimit);
  const api = createClient<paths>({
    baseUrl,
    fetch: options.retryOnRateLimit ? retryingFetch(send, options.retryOnRateLimit) : send,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const call = async <Result extends { response: Response }>(pending: Promise<Result>) =>
    withRateLimit(await pending);

  return {
    /** GET /api/categories */
    listCategories: (init?: CallOptions) => call(api.GET("/api/categories", { ...init })),
    /** GET /api/converters */
    listConverters: (init?: CallOptions) => call(api.GET("/api/converters", { ...init })),
    /** GET /api/converters/{id}: by id or slug */
    getConverter: (id: string, init?: CallOptions) =>
      call(api.GET("/api/converters/{id}", { ...init, params: { path: { id } } })),
    /** GET /api/convert: value, from and to, or q with a whole question */
    convertWithQuery: (query: Query<"convertWithQuery">, init?: CallOptions) =>
      call(api.GET("/api/convert", { ...init, params: { query } })),
    /** POST /api/convert */
    convert: (body: Schemas["ConvertRequest"], init?: CallOptions) =>
      call(api.POST("/api/convert", { ...init, body })),
    /** POST /api/convert/batch: up to 100 conversions, each answered or refused on its own */
    convertBatch: (body: Schemas["BatchRequest"], init?: CallOptions) =>
      call(api.POST("/api/convert/batch", { ...init, body })),
    /** GET /api/units: the units a text may mean */
    lookupUnits: (query: Query<"lookupUnits">, init?: CallOptions) =>
      call(api.GET("/api/units", { ...init, params: { query } })),
    /** GET /api/time/convert: a local time in one place, in others */
    convertTime: (query: Query<"convertTime">, init?: CallOptions) =>
      call(api.GET("/api/time/convert", { ...init, params: { query } })),
    /** GET /api/time/between: the time between two dates */
    timeBetween: (query: Query<"timeBetween">, init?: CallOptions) =>
      call(api.GET("/api/time/between", { ...init, params: { query } })),
    /** GET /api/time/add: a date plus a duration or business days */
    timeAdd: (query: Query<"timeAdd">, init?: CallOptions) =>
      call(api.GET("/api/time/add", { ...init, params: { query } })),
    /** GET /api/time/ask: a time question in words */
    askTime: (query: Query<"askTime">, init?: CallOptions) =>
      call(api.GET("/api/time/ask", { ...init, params: { query } })),
    /** GET /api/openapi.json: the document this client was generated from */
    getOpenApiDocument: (init?: CallOptions) => call(api.GET("/api/openapi.json", { ...init })),
    /** the underlying openapi-fetch client, typed by the same paths (no rate-limit fields) */
    raw: api,
  };
}

export type UnitWiseClient = ReturnType<typeof createUnitWiseClient>;
