import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { countingRoundTrips, measuredRoundTrip } from "~/db/round-trips.server";
import { inD1Session, routedD1 } from "~/db/request-d1.server";
import { forgetHeldContent } from "~/pipeline/held-content.server";
import { forgetMeasuredPopularity } from "~/analytics/popularity.server";
import { forgetRatesInUse } from "~/exchange-rates/rates-in-use.server";
import worker from "../../workers/app";
import { sendJson } from "./helpers/admin";
import { signIn } from "./helpers/auth";

// What a far visitor waits for (issue 32, decision 084): the D1 round trips an answer makes
// before its first byte, counted by the measuring wrapper (app/db/round-trips.server.ts) that the
// tests' measuring switch (SERVER_TIMING) turns on, and reported in X-D1-Round-Trips, with the
// SQL of each trip in the failure message. The Worker is called as production runs it: the
// content version trusted for a minute (the tests' own setting, 0, confirms it every request).

const production = { ...env, CONTENT_VERSION_TRUST_MS: "60000" } as unknown as Env;
const moment = { ...env, CONTENT_VERSION_TRUST_MS: "1" } as unknown as Env;

interface Answer {
  status: number;
  trips: number;
  queries: string;
  cache: string | null;
  body: string;
  cookies: string[];
}

/** One request to the Worker with `environment`, its background work finished before return. */
async function call(
  path: string,
  {
    environment = production,
    cookie,
    init,
  }: { environment?: Env; cookie?: string; init?: RequestInit } = {},
): Promise<Answer> {
  const ctx = createExecutionContext();
  const headers = new Headers(init?.headers);
  if (cookie) headers.set("Cookie", cookie);
  const trips = { queries: [] as string[] };
  const response = await countingRoundTrips(async (counted) => {
    const answered = await worker.fetch(
      new Request(`http://example.com${path}`, { ...init, headers }) as never,
      environment,
      ctx,
    );
    trips.queries = [...counted.queries];
    return answered;
  });
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return {
    status: response.status,
    trips: Number(response.headers.get("X-D1-Round-Trips")),
    queries: trips.queries.join("\n"),
    cache: response.headers.get("X-Page-Cache"),
    body,
    cookies: response.headers.getSetCookie(),
  };
}

async function bumpVersionInD1() {
  await env.DB.prepare("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))").run();
}

describe("D1 round trips before the first byte", () => {
  beforeEach(() => forgetHeldContent());

  it("are one batch in a fresh instance, and none once the content is held", async () => {
    const fresh = await call("/length-converter?n=1");
    expect(fresh.status).toBe(200);
    expect(fresh.trips, fresh.queries).toBe(1);
    // The content, the settings, the ad slots and the page's article and guide: one batch.
    expect(fresh.queries).toMatch(
      /catalogue_version.*site_settings.*ad_slots.*converter_articles.*converter_guides/,
    );

    const warm = await call("/length-converter?n=2");
    expect(warm.cache).toBe("miss");
    expect(warm.trips, warm.queries).toBe(0);
    for (const path of [
      "/?n=3",
      "/length-converter/mile-to-kilometer?n=3",
      "/de/length-converter?n=3",
    ]) {
      await call(path);
      const again = await call(path.replace("n=3", "n=4"));
      expect(again.trips, `${path}\n${again.queries}`).toBe(0);
    }
  });

  it("are two after a content change when the version is confirmed first (the tests' setting)", async () => {
    const confirming = env;
    await call("/length-converter?n=40", { environment: confirming });
    await bumpVersionInD1();
    // The version with what the page needs, then the new content with its texts read anew.
    const changed = await call("/length-converter?n=41", { environment: confirming });
    expect(changed.trips, changed.queries).toBe(2);
    expect(changed.queries.split("\n")[1]).toMatch(/catalogue_version.*converter_guides/);
  });

  it("are one for a unit pair page in a fresh instance", async () => {
    const fresh = await call("/length-converter/mile-to-kilometer?n=30");
    expect(fresh.status).toBe(200);
    expect(fresh.trips, fresh.queries).toBe(1);
  });

  it("are one for a home page in a fresh instance: the popular converters' counts come along", async () => {
    forgetMeasuredPopularity();
    const fresh = await call("/?n=20");
    expect(fresh.trips, fresh.queries).toBe(1);
    expect(fresh.queries).toMatch(/catalogue_version.*analytics_daily/);
    expect((await call("/de?n=21")).trips).toBe(0);
  });

  it("are none for the API once the content is held, and one in a fresh instance", async () => {
    forgetRatesInUse();
    const fresh = await call("/api/convert?value=1&from=m&to=ft");
    expect(fresh.status).toBe(200);
    expect(fresh.trips, fresh.queries).toBe(1);
    const warm = await call("/api/convert?value=2&from=m&to=ft");
    expect(warm.trips, warm.queries).toBe(0);
  });

  it("are one for a signed-in page: the session and its user read with the content", async () => {
    const { cookie } = await signIn();
    const fresh = await call("/length-converter?n=5", { cookie });
    expect(fresh.body).toContain("Test User");
    expect(fresh.trips, fresh.queries).toBe(1);
    expect(fresh.queries).toMatch(/catalogue_version.*"sessions"/);
    const warm = await call("/length-converter?n=6", { cookie });
    expect(warm.trips, warm.queries).toBe(1);
    expect(warm.queries).toMatch(/^select .*"sessions"/);
  });

  it("are none when the held version is older than trusted: it is checked after the answer", async () => {
    await call("/length-converter?n=7", { environment: moment });
    const first = (await call("/length-converter?n=8", { environment: moment })).body;
    await bumpVersionInD1();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Served from what is held; the check after it finds the new version and reads the content.
    const stale = await call("/length-converter?n=9", { environment: moment });
    expect(stale.trips, stale.queries).toBe(0);
    await env.DB.prepare(
      "INSERT INTO site_settings (key, value) VALUES ('announcement', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
      .bind(JSON.stringify({ enabled: true, text: "Checked after the answer", link: null }))
      .run();
    await bumpVersionInD1();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call("/length-converter?n=10", { environment: moment });
    const fresh = await call("/length-converter?n=11", { environment: moment });
    expect(first).not.toContain("Checked after the answer");
    expect(fresh.body).toContain("Checked after the answer");
    expect(fresh.trips, fresh.queries).toBeLessThanOrEqual(1);
    await env.DB.prepare("DELETE FROM site_settings").run();
    await bumpVersionInD1();
  });

  it("after a write through this instance: read again before the answer, and a bookmark handed out", async () => {
    await call("/?n=12");
    const { cookie } = await signIn({ isAdmin: true });
    const ctx = createExecutionContext();
    const save = await worker.fetch(
      new Request("http://example.com/api/admin/settings", {
        method: "PUT",
        headers: {
          Cookie: cookie,
          "Content-Type": "application/json",
          Origin: "http://example.com",
        },
        body: JSON.stringify({
          announcement: { enabled: true, text: "Saved just now", link: null },
        }),
      }) as never,
      production,
      ctx,
    );
    expect(save.status).toBe(200);
    await waitOnExecutionContext(ctx);
    const bookmark = save.headers
      .getSetCookie()
      .find((line) => line.startsWith("__Host-unitwise_d1="));
    expect(bookmark).toMatch(
      /^__Host-unitwise_d1=[0-9a-f-]+; Path=\/; Max-Age=300; SameSite=Lax; HttpOnly; Secure$/,
    );
    // Trusted for a minute, yet the instance that stored the change shows it at once.
    const next = await call("/?n=13");
    expect(next.body).toContain("Saved just now");
    expect(next.trips, next.queries).toBe(0);
    // A request with the bookmark confirms the version first (in the same batch as its session).
    const carried = await call("/?n=14", {
      cookie: `${cookie}; ${bookmark?.split(";")[0] ?? ""}`,
    });
    expect(carried.trips, carried.queries).toBe(1);
    expect(carried.body).toContain("Saved just now");
    await sendJson(
      "PUT",
      "/api/admin/settings",
      { announcement: { enabled: false, text: "", link: null } },
      { cookie },
    );
  });

  it("count a statement and a batch as one round trip each, and wait the latency first", async () => {
    const db = routedD1(env.DB, measuredRoundTrip(30));
    const started = Date.now();
    const trips = await countingRoundTrips(async (counted) => {
      await db.prepare("SELECT 1 AS one").first();
      await db.batch([db.prepare("SELECT 1"), db.prepare("SELECT 2").bind()]);
      // In a request's D1 session too.
      await inD1Session(db, "first-unconstrained", () => db.prepare("SELECT 3").all());
      return counted.count;
    });
    expect(trips).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it("start from the nearest replica when D1 refuses a visitor's bookmark", async () => {
    // Local D1 takes any bookmark; Cloudflare's may refuse one the visitor made up.
    const refusing = {
      withSession: (start: string) => {
        if (start !== "first-unconstrained") throw new Error(`Invalid bookmark ${start}`);
        return env.DB.withSession(start);
      },
    } as unknown as D1Database;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = await inD1Session(refusing, "0000-made-up", async () => "answered");
    expect(result).toBe("answered");
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      'could not start a session from "0000-made-up"',
    );
    errors.mockRestore();
  });

  it("are not reported when the measuring switch is off", async () => {
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

  it("still answer through SELF, the way the other tests call the Worker", async () => {
    const response = await SELF.fetch("http://example.com/length-converter?n=15");
    await response.arrayBuffer();
    expect(response.headers.get("X-D1-Round-Trips")).not.toBeNull();
  });
});
