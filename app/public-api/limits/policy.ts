/**
 * The public API's limits: how many requests one client may make per window. The numbers come
 * from the Worker's configuration (wrangler.toml [vars]), read in one place, `apiLimitPolicy`.
 */

export interface LimitWindow {
  /** the window's name in the RateLimit headers */
  name: string;
  /** requests allowed in one window */
  quota: number;
  /** length of a window, in seconds */
  seconds: number;
}

/** The windows every client is held to, shortest first. */
export type LimitPolicy = readonly LimitWindow[];

interface LimitVars {
  API_RATE_LIMIT_PER_SECOND?: string;
  API_RATE_LIMIT_PER_HOUR?: string;
}

/** The policy configured for this Worker. A missing or malformed number is a deploy error. */
export function apiLimitPolicy(vars: LimitVars): LimitPolicy {
  return [
    { name: "burst", quota: quota(vars, "API_RATE_LIMIT_PER_SECOND"), seconds: 1 },
    { name: "hour", quota: quota(vars, "API_RATE_LIMIT_PER_HOUR"), seconds: 3600 },
  ];
}

function quota(vars: LimitVars, name: keyof LimitVars): number {
  const text = vars[name];
  const value = Number(text);
  if (!text || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of requests above 0, not "${text ?? ""}"`);
  }
  return value;
}

/** "10 per second", "1000 per hour": a window in words, for error messages and the docs. */
export function describeWindow(window: LimitWindow): string {
  if (window.seconds === 1) return `${window.quota} per second`;
  if (window.seconds === 3600) return `${window.quota} per hour`;
  return `${window.quota} per ${window.seconds} seconds`;
}
