import type { LimitPolicy, LimitWindow } from "./policy";

/**
 * Fixed windows per client, each opened by the first request after the previous one ended: a
 * client may make `quota` requests in the `seconds` that follow its first. A request costs one
 * unit or more (a batch of conversions costs one per ten items) and is allowed only when every
 * window has room for all of it; a refused request costs nothing. Pure: the clock is an argument.
 */

interface WindowCount {
  /** when the window opened, in ms since the epoch */
  start: number;
  /** units spent in it */
  spent: number;
}

/** A client's windows, by name. */
export type LimitState = Record<string, WindowCount>;

interface WindowStanding {
  window: LimitWindow;
  /** units still allowed in this window after the request */
  remaining: number;
  /** whole seconds until the window ends (at least 1) */
  resetSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** every window, in the policy's order */
  standings: WindowStanding[];
  /** the windows that refused the request (empty when allowed) */
  exhausted: WindowStanding[];
  /** the state to keep */
  state: LimitState;
}

export function spend(
  state: LimitState,
  policy: LimitPolicy,
  cost: number,
  now: number,
): LimitDecision {
  const current: LimitState = {};
  for (const window of policy) {
    const count = state[window.name];
    const open = count !== undefined && now < count.start + window.seconds * 1000;
    current[window.name] = open ? { ...count } : { start: now, spent: 0 };
  }
  const fits = (window: LimitWindow) => (current[window.name]?.spent ?? 0) + cost <= window.quota;
  const allowed = policy.every(fits);
  if (allowed) {
    for (const window of policy) {
      const count = current[window.name];
      if (count) count.spent += cost;
    }
  }
  const standings = policy.map((window) => {
    const count = current[window.name] ?? { start: now, spent: 0 };
    return {
      window,
      remaining: Math.max(0, window.quota - count.spent),
      resetSeconds: Math.max(1, Math.ceil((count.start + window.seconds * 1000 - now) / 1000)),
    };
  });
  return {
    allowed,
    standings,
    exhausted: allowed ? [] : standings.filter(({ window }) => !fits(window)),
    state: current,
  };
}
