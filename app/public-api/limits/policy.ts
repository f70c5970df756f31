/**
 * The public API's limits: how many requests one client may make per window. The numbers are
 * the Settings tab's (docs/decisions/046-site-settings.md); the Worker's configuration
 * (wrangler.toml [vars], read in one place, `apiLimitPolicy`) gives them while none is stored.
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
  return limitPolicy({
    perSecond: quota(vars, "API_RATE_LIMIT_PER_SECOND"),
    perHour: quota(vars, "API_RATE_LIMIT_PER_HOUR"),
  });
}

/** The policy of two limits: per second ("burst") and per hour. */
export function limitPolicy({ perSecond, perHour }: { perSecond: number; perHour: number }) {
  return [
    { name: "burst", quota: perSecond, seconds: 1 },
    { name: "hour", quota: perHour, seconds: 3600 },
  ] as const satisfies LimitPolicy;
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
