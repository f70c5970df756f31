import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countedD1, countingRoundTrips } from "~/db/round-trips.server";

// What a far visitor waits for (issue 32): the D1 round trips an answer makes before its first
// byte, counted by the measuring wrapper (app/db/round-trips.server.ts) that the tests' measuring
// switch (SERVER_TIMING) turns on, and reported in X-D1-Round-Trips. The tests read the version
// on every request (CONTENT_VERSION_TRUST_MS is 0), so a warm answer costs that one read.

async function roundTrips(path: string): Promise<{ trips: number; cache: string | null }> {
  const response = await SELF.fetch(`http://example.com${path}`);
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  return {
    trips: Number(response.headers.get("X-D1-Round-Trips")),
    cache: response.headers.get("X-Page-Cache"),
  };
}

describe("D1 round trips before the first byte", () => {
  it("are counted per answer: a rendered page reads more than a kept one", async () => {
    const rendered = await roundTrips("/length-converter");
    const kept = await roundTrips("/length-converter");
    expect(rendered.cache).toBe("miss");
    expect(kept.cache).toBe("hit");
    expect(rendered.trips).toBeGreaterThan(kept.trips);
    // A kept page needs only the content version (issue 32's target: none in a warm isolate).
    expect(kept.trips).toBe(1);
  });

  it("count a statement and a batch as one round trip each, and wait the latency first", async () => {
    const db = countedD1(env.DB, { latencyMs: 30 });
    const started = Date.now();
    const trips = await countingRoundTrips(async (counted) => {
      await db.prepare("SELECT 1 AS one").first();
      await db.batch([db.prepare("SELECT 1"), db.prepare("SELECT 2").bind()]);
      await db.withSession("first-unconstrained").prepare("SELECT 3").all();
      return counted.count;
    });
    expect(trips).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it("are not reported when the measuring switch is off", async () => {
    const { default: worker } = await import("../../workers/app");
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request("http://example.com/length-converter") as never,
      { ...env, SERVER_TIMING: "" } as never,
      ctx,
    );
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    expect(response.headers.get("X-D1-Round-Trips")).toBeNull();
  });
});
