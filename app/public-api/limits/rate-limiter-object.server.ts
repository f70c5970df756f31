import { DurableObject } from "cloudflare:workers";
import type { LimitPolicy } from "./policy";
import { spend, type LimitDecision, type LimitState } from "./windows";

/**
 * One client's API limits: a Durable Object per client address (docs/decisions/027). Requests
 * of one client reach the same object wherever they arrive, one at a time, so counts are exact
 * across Cloudflare's network. The windows live in the object's storage and an alarm forgets
 * them once the longest window has ended.
 */
export class ApiRateLimiter extends DurableObject<Env> {
  /** Spends `cost` units at time `now` (ms) if every window of `policy` has room. */
  spend(policy: LimitPolicy, cost: number, now: number): LimitDecision {
    const storage = this.ctx.storage;
    const state = storage.kv.get<LimitState>("windows") ?? {};
    const decision = spend(state, policy, cost, now);
    if (decision.allowed) {
      storage.kv.put("windows", decision.state);
      // Forget the client once its longest window has surely ended: an hour after its last
      // request, by the real clock (`now` may be a test's).
      void storage.setAlarm(Date.now() + longestWindowMs(policy));
    }
    return decision;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

function longestWindowMs(policy: LimitPolicy): number {
  return Math.max(...policy.map((window) => window.seconds * 1000));
}
