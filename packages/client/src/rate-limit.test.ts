import { describe, expect, it } from "vitest";
import { parseRateLimit, parseRetryAfter } from "./rate-limit.js";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("parseRateLimit", () => {
  it("reads every window, and reports the one with the fewest requests left", () => {
    expect(
      parseRateLimit(
        headers({
          "RateLimit-Policy": '"burst";q=10;w=1, "hour";q=1000;w=3600',
          RateLimit: '"burst";r=9;t=1, "hour";r=3;t=1200',
        }),
      ),
    ).toEqual({
      remaining: 3,
      reset: 1200,
      windows: [
        { name: "burst", remaining: 9, reset: 1, quota: 10, seconds: 1 },
        { name: "hour", remaining: 3, reset: 1200, quota: 1000, seconds: 3600 },
      ],
    });
  });

  it("takes the later reset of two windows equally low, and does without the policy", () => {
    expect(parseRateLimit(headers({ RateLimit: '"burst";r=0;t=1, "hour";r=0;t=540' }))).toEqual({
      remaining: 0,
      reset: 540,
      windows: [
        { name: "burst", remaining: 0, reset: 1, quota: null, seconds: null },
        { name: "hour", remaining: 0, reset: 540, quota: null, seconds: null },
      ],
    });
  });

  it("is null without the header or with nothing it can read", () => {
    expect(parseRateLimit(headers({}))).toBeNull();
    expect(parseRateLimit(headers({ RateLimit: "limit=10, remaining=9" }))).toBeNull();
    expect(parseRateLimit(headers({ RateLimit: '"burst";r=9' }))).toBeNull();
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds, and is null for a date or nothing", () => {
    expect(parseRetryAfter(headers({ "Retry-After": "42" }))).toBe(42);
    expect(parseRetryAfter(headers({ "Retry-After": "Sun, 29 Nov 2026 10:00:00 GMT" }))).toBeNull();
    expect(parseRetryAfter(headers({}))).toBeNull();
  });
});
