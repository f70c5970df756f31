import { DurableObject } from "cloudflare:workers";
import type { LimitPolicy, LimitWindow } from "./policy";
import { spend, type LimitDecision, type LimitState } from "./windows";

/**
 * One client's limits: a Durable Object per client address (docs/decisions/027) holding its API
 * windows and, under a name of its own, how many searches that found nothing it may still have
 * kept (analytics/miss-quota.server.ts, decision 083). Requests of one client reach the same
 * object wherever they arrive, one at a time, so counts are exact across Cloudflare's network.
 * The windows live in the object's storage; an alarm set when the longest window opens deletes
 * them once it has ended (a later window moves the alarm on).
 */
export class ApiRateLimiter extends DurableObject<Env> {
  /** Spends `cost` units at time `now` (ms) if every window of `policy` has room. */
  spend(policy: LimitPolicy, cost: number, now: number): LimitDecision {
    const storage = this.ctx.storage;
    const state = storage.kv.get<LimitState>("windows") ?? {};
    const decision = spend(state, policy, cost, now);
    if (decision.allowed) {
      storage.kv.put("windows", decision.state);
      // When the longest window opens anew, forget the client once it has surely ended: by the
      // real clock (`now` may be a test's), a window opened now ends within the longest period.
      const longest = longestWindow(policy);
      if (decision.state[longest.name]?.start !== state[longest.name]?.start) {
        void storage.setAlarm(Date.now() + longest.seconds * 1000);
      }
    }
    return decision;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

function longestWindow(policy: LimitPolicy): LimitWindow {
  return policy.reduce((longest, window) => (window.seconds > longest.seconds ? window : longest));
}
