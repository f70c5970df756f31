import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { utcDay } from "~/utils/utc-day";
import { flushCounts } from "./helpers/analytics";

/**
 * What searches without a result may add to the analytics table: each new query is a row, so a
 * day keeps at most 1,000 of them and one address adds at most 20; past either, the search
 * still counts, as a number only (under the key "").
 */

const BASE = "http://example.com";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const today = () => utcDay(Date.now());

function search(query: string, address: string) {
  return SELF.fetch(`${BASE}/search?q=${encodeURIComponent(query)}`, {
    headers: { "User-Agent": BROWSER, "CF-Connecting-IP": address },
  });
}

/** Today's kept queries without a result (key → count), once everything buffered is written. */
async function misses(): Promise<Map<string, number>> {
  await flushCounts();
  const { results } = await env.DB.prepare(
    "SELECT key, count FROM analytics_daily WHERE day = ? AND metric = 'search_miss'",
  )
    .bind(today())
    .all<{ key: string; count: number }>();
  return new Map(results.map(({ key, count }) => [key, count]));
}

/** A query that finds no converter, different for each `n`. */
const nonsense = (tag: string, n: number) => `zorkmids ${tag} ${"abcdefghijklmnopqrstuvwxyz"[n]}`;

describe("queries without a result", () => {
  it("keeps 20 new ones a day from one address; the rest count as a number only", async () => {
    const address = "10.61.0.1";
    for (let n = 0; n < 21; n++) {
      const response = await search(nonsense("solo", n), address);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const before = await misses();
    const kept = [...before.keys()].filter((key) => key.startsWith("zorkmids solo"));
    expect(kept).toHaveLength(20);
    expect(before.get(nonsense("solo", 20))).toBeUndefined();
    expect(before.get("")).toBe(1);

    // A query it already has kept still counts by its words; another address adds its own.
    await (await search(nonsense("solo", 0), address)).arrayBuffer();
    await (await search(nonsense("other", 0), "10.61.0.2")).arrayBuffer();
    const after = await misses();
    expect(after.get(nonsense("solo", 0))).toBe(2);
    expect(after.get(nonsense("other", 0))).toBe(1);
    expect(after.get("")).toBe(1);

    // Each address's quota is kept by its limiter object, not in D1 (decision 083).
    const charged = await env.DB.prepare(
      "SELECT COUNT(*) AS rows FROM rate_limits WHERE key LIKE 'search-miss:%'",
    ).first<{ rows: number }>();
    expect(charged?.rows).toBe(0);
  });

  it("keeps at most 1,000 new ones a day site-wide; the rest count as a number only", async () => {
    // A day that already holds 1,000 kept queries.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
       INSERT OR REPLACE INTO analytics_daily (day, metric, key, count)
       SELECT ?, 'search_miss', 'filler ' || i, 1 FROM n`,
    )
      .bind(today())
      .run();
    const before = await misses();
    const keptBefore = [...before.keys()].filter((key) => key !== "").length;
    expect(keptBefore).toBeGreaterThanOrEqual(1000);

    await (await search(nonsense("late", 0), "10.62.0.1")).arrayBuffer();
    await (await search("filler 7", "10.62.0.2")).arrayBuffer();
    const after = await misses();
    expect(after.get(nonsense("late", 0))).toBeUndefined();
    expect(after.get("")).toBe((before.get("") ?? 0) + 1);
    expect(after.get("filler 7")).toBe(2);
    expect([...after.keys()].filter((key) => key !== "")).toHaveLength(keptBefore);
  });
});
