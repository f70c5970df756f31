import { describe, expect, it } from "vitest";
import {
  ANALYTICS_SHARDS,
  SendWindow,
  SHARD_FLUSH_INTERVAL_MS,
  shardFlushIntervalMs,
  shardName,
} from "./flush-rates";

describe("SendWindow", () => {
  it("lets the first request after a send wait and send, and no other until it has", () => {
    const window = new SendWindow(1000);
    const first = window.claim(0);
    expect(first).not.toBeNull();
    expect(window.claim(10)).toBeNull();
    expect(window.claim(999)).toBeNull();
    expect(window.isOpen(first!)).toBe(true);

    window.close();
    expect(window.isOpen(first!)).toBe(false);
    const next = window.claim(1001);
    expect(next).not.toBeNull();
    expect(next).not.toBe(first);
  });

  it("gives a window whose sender never sent to the next request, and the lost sender sends nothing", () => {
    const window = new SendWindow(1000);
    const lost = window.claim(0)!;
    expect(window.claim(1999)).toBeNull();
    const taken = window.claim(2000);
    expect(taken).not.toBeNull();
    expect(window.isOpen(lost)).toBe(false);
    expect(window.isOpen(taken!)).toBe(true);
  });
});

describe("the shards and their flush interval", () => {
  it("names each shard apart", () => {
    const names = Array.from({ length: ANALYTICS_SHARDS }, (_, i) => shardName(i));
    expect(new Set(names).size).toBe(ANALYTICS_SHARDS);
  });

  it("flushes once a minute unless ANALYTICS_FLUSH_SECONDS is a positive number", () => {
    expect(SHARD_FLUSH_INTERVAL_MS).toBe(60_000);
    expect(shardFlushIntervalMs("1")).toBe(1000);
    expect(shardFlushIntervalMs("0.5")).toBe(500);
    for (const value of [undefined, "", " ", "0", "-5", "soon"]) {
      expect(shardFlushIntervalMs(value), String(value)).toBe(SHARD_FLUSH_INTERVAL_MS);
    }
  });
});
