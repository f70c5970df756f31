import {
  env,
  evictDurableObject,
  runDurableObjectAlarm,
  runInDurableObject,
  SELF,
} from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sendNow } from "~/analytics/recorder.server";
import type { DailyCount } from "~/models/analytics";
import { utcDay } from "~/utils/utc-day";
import { BASE, get, pageHtml } from "./helpers/admin";
import { analyticsShards, flushCounts } from "./helpers/analytics";
import { signIn } from "./helpers/auth";

/**
 * The way of a count to D1 (docs/decisions/083-analytics-write-rate.md): the isolate sends what
 * it counted to its shard, a Durable Object that holds it in its storage and writes it to D1 at
 * its alarm (once a minute), once; a write D1 refuses is kept for the next alarm, and one counter
 * D1 always refuses holds back no other. The tests run
 * the alarms themselves rather than wait for the minute.
 */

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

let calls = 0;
/** A person's visit of `path`, from an address of its own. */
async function visit(path: string): Promise<void> {
  calls += 1;
  const response = await SELF.fetch(`${BASE}${path}`, {
    headers: { "User-Agent": BROWSER, "CF-Connecting-IP": `10.83.${calls >> 8}.${calls & 255}` },
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

/** Today's page views of `path` in D1. */
async function viewsInD1(path: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count FROM analytics_daily WHERE day = ? AND metric = 'page_view' AND key = ?",
  )
    .bind(utcDay(Date.now()), path)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** The shards that hold views of `path`, with how many. */
async function shardsHolding(path: string) {
  const shards = analyticsShards();
  const held = await Promise.all(shards.map((shard) => shard.held()));
  return held.flatMap((counts: DailyCount[], index) => {
    const views = counts.find((count) => count.metric === "page_view" && count.key === path);
    return views ? [{ shard: shards[index]!, count: views.count }] : [];
  });
}

/** Visits `path` `times` times and sends the isolate's counts to its shard; returns the shard. */
async function viewsOnTheirWay(path: string, times: number) {
  await Promise.all(Array.from({ length: times }, () => visit(path)));
  await sendNow();
  const holding = await shardsHolding(path);
  // An isolate sends to one shard: its counts are not spread.
  expect(holding.map(({ count }) => count)).toEqual([times]);
  return holding[0]!.shard;
}

beforeEach(async () => {
  await flushCounts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("counts on their way to D1", () => {
  it("reach D1 only at their shard's flush, and only once", async () => {
    const shard = await viewsOnTheirWay("/about", 3);
    expect(await viewsInD1("/about")).toBe(0);

    expect(await runDurableObjectAlarm(shard)).toBe(true);
    expect(await viewsInD1("/about")).toBe(3);
    expect(await shardsHolding("/about")).toEqual([]);

    // Nothing held, so no flush is due: no shard writes them again.
    for (const other of analyticsShards()) expect(await runDurableObjectAlarm(other)).toBe(false);
    expect(await viewsInD1("/about")).toBe(3);
  });

  it("are kept by the shard when D1 refuses the write, logged, and written at the next alarm", async () => {
    const shard = await viewsOnTheirWay("/faq", 2);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.prepare(
      "CREATE TRIGGER analytics_refused BEFORE INSERT ON analytics_daily BEGIN SELECT RAISE(ABORT, 'D1 is away'); END",
    ).run();
    try {
      expect(await runDurableObjectAlarm(shard)).toBe(true);
    } finally {
      await env.DB.prepare("DROP TRIGGER analytics_refused").run();
    }
    expect(await viewsInD1("/faq")).toBe(0);
    expect((await shardsHolding("/faq")).map(({ count }) => count)).toEqual([2]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("kept for its next flush"));
    const nextFlush = await runInDurableObject(shard, (_, state) => state.storage.getAlarm());
    expect(nextFlush).not.toBeNull();

    expect(await runDurableObjectAlarm(shard)).toBe(true);
    expect(await viewsInD1("/faq")).toBe(2);
    expect(await shardsHolding("/faq")).toEqual([]);
  });

  it("are written around a counter D1 always refuses, which stays held and logged", async () => {
    await Promise.all([visit("/terms"), visit("/terms"), visit("/content-policy")]);
    await sendNow();
    const [holding] = await shardsHolding("/terms");
    expect(await shardsHolding("/content-policy")).toEqual([{ shard: holding!.shard, count: 1 }]);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.prepare(
      "CREATE TRIGGER analytics_poison BEFORE INSERT ON analytics_daily WHEN NEW.key = '/content-policy' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    ).run();
    try {
      expect(await runDurableObjectAlarm(holding!.shard)).toBe(true);
    } finally {
      await env.DB.prepare("DROP TRIGGER analytics_poison").run();
    }
    expect(await viewsInD1("/terms")).toBe(2);
    expect(await shardsHolding("/terms")).toEqual([]);
    expect(await viewsInD1("/content-policy")).toBe(0);
    expect((await shardsHolding("/content-policy")).map(({ count }) => count)).toEqual([1]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('the counter page_view "/content-policy"'),
    );

    expect(await runDurableObjectAlarm(holding!.shard)).toBe(true);
    expect(await viewsInD1("/content-policy")).toBe(1);
  });

  it("outlive the shard's eviction before its flush", async () => {
    const shard = await viewsOnTheirWay("/help", 2);
    await evictDurableObject(shard);
    expect(await runDurableObjectAlarm(shard)).toBe(true);
    expect(await viewsInD1("/help")).toBe(2);
  });
});

describe("the Analytics tab", () => {
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    admin = await signIn({ isAdmin: true });
  });

  it("shows counts once their shard has flushed, and says the figures lag by up to a minute", async () => {
    const topPagesViews = async () => {
      const answer = await get("/api/admin/analytics?days=7", { cookie: admin.cookie });
      const report = (await answer.json()) as { topPages: Array<{ path: string; count: number }> };
      return report.topPages.find(({ path }) => path === "/privacy")?.count ?? 0;
    };
    await viewsOnTheirWay("/privacy", 4);
    expect(await topPagesViews()).toBe(0);

    await flushCounts();
    expect(await topPagesViews()).toBe(4);
    const tab = await pageHtml(await get("/admin/analytics?days=7", { cookie: admin.cookie }));
    expect(tab).toContain("Counts are written to the database once a minute");
    expect(tab).toContain("<code>/privacy</code>");
  });
});
