export {
  createUnitWiseClient,
  type CallOptions,
  type RateLimitFields,
  type Schemas,
  type UnitWiseClient,
  type UnitWiseClientOptions,
} from "./client.js";
export {
  parseRateLimit,
  parseRetryAfter,
  type RateLimit,
  type RateLimitWindow,
} from "./rate-limit.js";
export type { Fetch, RetryOnRateLimit } from "./retry.js";
export type { components, operations, paths } from "./schema.js";
