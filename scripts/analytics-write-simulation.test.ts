import { describe, expect, it } from "vitest";
import {
  ANALYTICS_SHARDS,
  ISOLATE_SEND_DELAY_MS,
  SHARD_FLUSH_INTERVAL_MS,
} from "../app/analytics/flush-rates.ts";
import { simulateWrites } from "./analytics-write-simulation.mjs";

describe("the analytics write simulation", () => {
  it("has D1 take one batch per shard per flush interval, whatever the traffic", () => {
    const perMinute = ANALYTICS_SHARDS / (SHARD_FLUSH_INTERVAL_MS / 1000);
    expect(simulateWrites(1_000, 5).after).toBeCloseTo(perMinute, 6);
    expect(simulateWrites(10_000, 50).after).toBeCloseTo(perMinute, 6);
    // Fewer isolates than shards leave some shards idle.
    expect(simulateWrites(4, 50).after).toBeLessThanOrEqual(4 / (SHARD_FLUSH_INTERVAL_MS / 1000));
  });

  it("has an isolate send at most once per send delay, fewer times when it is quiet", () => {
    const most = 1000 / ISOLATE_SEND_DELAY_MS;
    const busy = simulateWrites(1, 50);
    expect(busy.sends).toBeLessThanOrEqual(most);
    expect(busy.sends).toBeGreaterThan(0.9 * most);
    expect(simulateWrites(1, 0.2).sends).toBeLessThan(0.2);
  });

  it("finds decision 047's recorder writing with the traffic, not once a second", () => {
    const { before, sends } = simulateWrites(100, 20);
    expect(before).toBeGreaterThan(5 * sends);
    expect(simulateWrites(100, 40).before).toBeGreaterThan(1.5 * before);
  });
});
