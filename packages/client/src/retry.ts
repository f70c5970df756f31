import { parseRetryAfter } from "./rate-limit.js";

/** What to do with a 429: wait Retry-After seconds and ask again, at most `maxRetries` times. */
export interface RetryOnRateLimit {
  /** how many times to ask again after a 429 (0: never) */
  maxRetries: number;
  /**
   * the longest Retry-After to wait for, in seconds (default 60): a refusal by the hourly limit
   * can ask for many minutes, and is returned as the 429 instead of holding the caller
   */
  maxWaitSeconds?: number;
}

export type Fetch = (request: Request) => Promise<Response>;

const DEFAULT_MAX_WAIT_SECONDS = 60;

/** Throws a RangeError naming the option when `options` cannot be followed. */
export function checkRetryOptions(options: RetryOnRateLimit): void {
  if (!Number.isInteger(options.maxRetries) || options.maxRetries < 0) {
    throw new RangeError(
      `retryOnRateLimit.maxRetries must be a whole number of 0 or more, not ${String(options.maxRetries)}`,
    );
  }
  const wait = options.maxWaitSeconds;
  if (wait !== undefined && !(Number.isFinite(wait) && wait >= 0)) {
    throw new RangeError(
      `retryOnRateLimit.maxWaitSeconds must be a number of seconds, 0 or more, not ${String(wait)}`,
    );
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `fetch`, asking again after a 429 as `options` allow. Each attempt sends a copy of the request,
 * so a body can be sent again; the answer that ends the attempts is returned as it came, 429
 * included.
 */
export function retryingFetch(fetch: Fetch, options: RetryOnRateLimit): Fetch {
  const maxWait = options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(attempt < options.maxRetries ? request.clone() : request);
      if (response.status !== 429 || attempt >= options.maxRetries) return response;
      // Without Retry-After the API's shortest window (a second) is the wait.
      const wait = parseRetryAfter(response.headers) ?? 1;
      if (wait > maxWait) return response;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
  };
}
