/**
 * The public API's limits: how many requests one client may make per window. The numbers are
 * the Settings tab's (docs/decisions/046-site-settings.md); the Worker's configuration
 * (wrangler.toml [vars], read in one place: `configuredApiLimits` in app/settings/defaults.ts)
 * gives them while none is stored.
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

/** The policy of two limits: per second ("burst") and per hour. */
export function limitPolicy({ perSecond, perHour }: { perSecond: number; perHour: number }) {
  return [
    { name: "burst", quota: perSecond, seconds: 1 },
    { name: "hour", quota: perHour, seconds: 3600 },
  ] as const satisfies LimitPolicy;
}

/** "10 per second", "1000 per hour": a window in words, for error messages and the docs. */
export function describeWindow(window: LimitWindow): string {
  if (window.seconds === 1) return `${window.quota} per second`;
  if (window.seconds === 3600) return `${window.quota} per hour`;
  return `${window.quota} per ${window.seconds} seconds`;
}
