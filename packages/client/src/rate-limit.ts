/**
 * The API's limits as it announces them on every answer, after the IETF draft "RateLimit header
 * fields for HTTP" (draft-ietf-httpapi-ratelimit-headers-10), one list item per window:
 *
 *     RateLimit-Policy: "burst";q=10;w=1, "hour";q=1000;w=3600
 *     RateLimit: "burst";r=9;t=1, "hour";r=999;t=3600
 *
 * and, on a 429, Retry-After (RFC 9110) in seconds.
 */

/** One window of the limits: a quota of `quota` requests per `seconds`. */
export interface RateLimitWindow {
  /** the window's name: "burst" (per second) or "hour" */
  name: string;
  /** requests left in the window */
  remaining: number;
  /** seconds until the window resets */
  reset: number;
  /** the window's quota, when RateLimit-Policy names it */
  quota: number | null;
  /** the window's length in seconds, when RateLimit-Policy names it */
  seconds: number | null;
}

/** Where the client stands, as numbers. */
export interface RateLimit {
  /** requests left in the window nearest its limit */
  remaining: number;
  /** seconds until that window resets */
  reset: number;
  /** every window, in the order the API lists them */
  windows: RateLimitWindow[];
}

/** `"name";key=1;key=2` → name and the integer parameters; null for an item of another shape. */
function parseItem(item: string): { name: string; params: Map<string, number> } | null {
  const [label, ...params] = item.trim().split(";");
  const name = /^"([^"]*)"$/.exec(label?.trim() ?? "")?.[1];
  if (name === undefined) return null;
  const values = new Map<string, number>();
  for (const param of params) {
    const match = /^\s*([a-z]+)=(\d+)\s*$/.exec(param);
    if (match?.[1] && match[2]) values.set(match[1], Number(match[2]));
  }
  return { name, params: values };
}

function parseList(header: string | null) {
  if (!header) return [];
  return header.split(",").flatMap((item) => parseItem(item) ?? []);
}

/**
 * The RateLimit and RateLimit-Policy headers as numbers; null when the answer has none (requests
 * the API does not count) or they cannot be read.
 */
export function parseRateLimit(headers: Headers): RateLimit | null {
  const policies = new Map(parseList(headers.get("RateLimit-Policy")).map((p) => [p.name, p]));
  const windows = parseList(headers.get("RateLimit")).flatMap(({ name, params }) => {
    const remaining = params.get("r");
    const reset = params.get("t");
    if (remaining === undefined || reset === undefined) return [];
    const policy = policies.get(name)?.params;
    return [
      {
        name,
        remaining,
        reset,
        quota: policy?.get("q") ?? null,
        seconds: policy?.get("w") ?? null,
      },
    ];
  });
  // The window with the fewest requests left decides; of two equally low, the later reset.
  const nearest = windows.reduce<RateLimitWindow | undefined>(
    (best, window) =>
      !best ||
      window.remaining < best.remaining ||
      (window.remaining === best.remaining && window.reset > best.reset)
        ? window
        : best,
    undefined,
  );
  return nearest ? { remaining: nearest.remaining, reset: nearest.reset, windows } : null;
}

/** Retry-After in seconds (the API sends whole seconds); null when absent or an HTTP date. */
export function parseRetryAfter(headers: Headers): number | null {
  const value = headers.get("Retry-After")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
