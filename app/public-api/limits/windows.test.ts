import { describe, expect, it } from "vitest";
import { DEFAULT_API_LIMITS } from "~/content/legal/facts";
import wranglerToml from "../../../wrangler.toml?raw";
import { rateLimitHeaders, refusalMessage } from "./headers";
import { configuredApiLimits } from "~/settings/defaults";
import { limitPolicy } from "./policy";
import { spend, type LimitState } from "./windows";

/** The policy the Worker's configuration sets (the settings' default). */
const apiLimitPolicy = (vars: Parameters<typeof configuredApiLimits>[0]) =>
  limitPolicy(configuredApiLimits(vars));

const policy = apiLimitPolicy({ API_RATE_LIMIT_PER_SECOND: "10", API_RATE_LIMIT_PER_HOUR: "1000" });
const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);

/** Runs `times` requests `gapMs` apart; returns the indexes refused. */
function drive(times: number, gapMs: number, cost = 1) {
  let state: LimitState = {};
  const refused: number[] = [];
  for (let i = 0; i < times; i++) {
    const decision = spend(state, policy, cost, T0 + i * gapMs);
    state = decision.state;
    if (!decision.allowed) refused.push(i);
  }
  return { refused, state };
}

describe("fixed windows per client", () => {
  it("refuses the 11th request inside a second, and only that one", () => {
    expect(drive(11, 90).refused).toEqual([10]);
  });

  it("opens a new second once the first has passed", () => {
    expect(drive(12, 95).refused).toEqual([10]); // the 11th comes at +0.95 s, the 12th at +1.045 s
  });

  it("refuses the 1001st request inside an hour, and only that one", () => {
    expect(drive(1001, 3500).refused).toEqual([1000]); // 1001 × 3.5 s < 3600 s
  });

  it("does not charge refused requests", () => {
    const { state } = drive(15, 10);
    expect(state.burst?.spent).toBe(10);
    expect(state.hour?.spent).toBe(10);
  });

  it("charges a request of several units as a whole, or not at all", () => {
    let decision = spend({}, policy, 7, T0);
    expect(decision.allowed).toBe(true);
    decision = spend(decision.state, policy, 4, T0 + 10);
    expect(decision.allowed).toBe(false);
    expect(decision.exhausted.map((s) => s.window.name)).toEqual(["burst"]);
    decision = spend(decision.state, policy, 3, T0 + 20);
    expect(decision.allowed).toBe(true);
    expect(decision.standings[0]?.remaining).toBe(0);
  });
});

describe("RateLimit headers (draft-ietf-httpapi-ratelimit-headers-10)", () => {
  it("describe both windows on an allowed request", () => {
    const decision = spend({}, policy, 1, T0);
    expect(rateLimitHeaders(decision)).toEqual({
      "RateLimit-Policy": '"burst";q=10;w=1, "hour";q=1000;w=3600',
      RateLimit: '"burst";r=9;t=1, "hour";r=999;t=3600',
    });
  });

  it("add Retry-After for the window that refused, and a message naming the limit", () => {
    let state: LimitState = {};
    for (let i = 0; i < 1000; i++) state = spend(state, policy, 1, T0 + i * 2000).state;
    const now = T0 + 3000 * 1000;
    const decision = spend(state, policy, 1, now);
    expect(decision.allowed).toBe(false);
    expect(rateLimitHeaders(decision)).toMatchObject({
      RateLimit: '"burst";r=10;t=1, "hour";r=0;t=600',
      "Retry-After": "600",
    });
    expect(refusalMessage(decision, 1)).toBe(
      "Too many requests: the API's limit of 1000 per hour for each client. Retry after 600 seconds (see the Retry-After and RateLimit headers).",
    );
  });
});

describe("the configured policy", () => {
  it("is the built-in default the tests build the site's texts with", () => {
    const vars = Object.fromEntries(
      [...wranglerToml.matchAll(/^(API_RATE_LIMIT_PER_\w+)\s*=\s*"(\d+)"/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    const [burst, hour] = apiLimitPolicy(vars);
    expect({ perSecond: burst?.quota, perHour: hour?.quota }).toEqual(DEFAULT_API_LIMITS);
  });

  it("rejects a missing or malformed number instead of running unlimited", () => {
    expect(() => apiLimitPolicy({ API_RATE_LIMIT_PER_SECOND: "10" })).toThrow(
      /API_RATE_LIMIT_PER_HOUR/,
    );
    expect(() =>
      apiLimitPolicy({ API_RATE_LIMIT_PER_SECOND: "ten", API_RATE_LIMIT_PER_HOUR: "1000" }),
    ).toThrow(/API_RATE_LIMIT_PER_SECOND/);
  });
});
