import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "~/db/client.server";
import { addDailyCounts } from "~/models/analytics.server";
import { utcDay } from "~/utils/utc-day";
import { forgetMeasuredPopularity, MEASURED_MINIMUM } from "~/analytics/popularity.server";
import { BASE, get, pageHtml } from "./helpers/admin";
import { signIn } from "./helpers/auth";
import { flushCounts } from "./helpers/analytics";

/**
 * First-party analytics (docs/decisions/047-first-party-analytics.md): what is counted, by
 * whom, written after the answer without losing increments; the beacon endpoint; the report;
 * the home page's popular converters.
 */

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const today = () => utcDay(Date.now());

let calls = 0;
/** A visitor's request: a browser's user agent and an address of its own (the API's limits). */
function visit(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  calls += 1;
  return SELF.fetch(`${BASE}${path}`, {
    redirect: "manual",
    ...init,
    headers: {
      "User-Agent": BROWSER,
      "CF-Connecting-IP": `10.77.${(calls >> 8) & 255}.${calls & 255}`,
      ...init.headers,
    },
  });
}

/** A beacon as `navigator.sendBeacon` sends it from a page of the site. */
function beacon(body: unknown, headers: Record<string, string> = {}) {
  return visit("/api/events", {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      Origin: BASE,
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Today's count of `metric` for `key`, once everything buffered is written. */
async function countOf(metric: string, key = ""): Promise<number> {
  await flushCounts();
  const row = await env.DB.prepare(
    "SELECT count FROM analytics_daily WHERE day = ? AND metric = ? AND key = ?",
  )
    .bind(today(), metric, key)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Runs `act`, then says by how much each counter grew. */
async function growth(counters: Array<[string, string?]>, act: () => Promise<unknown>) {
  const before = await Promise.all(counters.map(([m, k]) => countOf(m, k)));
  await act();
  const after = await Promise.all(counters.map(([m, k]) => countOf(m, k)));
  return after.map((value, i) => value - before[i]!);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("what the Worker counts itself", () => {
  it("counts a page loaded as a document once, by its path without the query", async () => {
    const grew = await growth(
      [
        ["page_view", "/length-converter"],
        ["page_view", "/about"],
      ],
      () =>
        Promise.all([
          visit("/length-converter", { headers: { "Sec-Fetch-Dest": "document" } }),
          visit("/length-converter?utm=x"),
          visit("/about"),
        ]),
    );
    expect(grew).toEqual([2, 1]);
  });

  it("counts nothing for bots, prefetches, missing pages, admin pages and page data", async () => {
    const grew = await growth(
      [
        ["page_view", "/length-converter"],
        ["page_view", "/no-such-page"],
      ],
      () =>
        Promise.all([
          visit("/length-converter", { headers: { "User-Agent": "Googlebot/2.1" } }),
          visit("/length-converter", { headers: { "Sec-Purpose": "prefetch" } }),
          visit("/length-converter", { headers: { "User-Agent": "" } }),
          visit("/length-converter.data"),
          visit("/no-such-page"),
        ]),
    );
    expect(grew).toEqual([0, 0]);
    const { results } = await env.DB.prepare(
      "SELECT key FROM analytics_daily WHERE metric = 'page_view' AND (key LIKE '/admin%' OR key LIKE '%?%')",
    ).all();
    expect(results).toEqual([]);
  });

  it("counts a conversion for a converter page asked with a value, as a document or as data", async () => {
    const grew = await growth([["conversion", "length"]], () =>
      Promise.all([
        visit("/length-converter?value=5&from=foot&to=meter"),
        visit("/length-converter.data?value=6&from=foot&to=meter"),
        visit("/length-converter?q=5%20ft%20to%20cm"),
        visit("/length-converter"),
      ]),
    );
    expect(grew).toEqual([3]);
  });

  it("counts searches of the /search page and keeps the query that found nothing", async () => {
    const grew = await growth([["search"], ["search_miss", "zorkmids to quatloos"]], () =>
      Promise.all([
        visit("/search?q=meter"),
        visit("/search?q=%20Zorkmids%20%20to%20QUATLOOS%20"),
        visit("/search.data?q=zorkmids%20to%20quatloos"),
        visit("/search"),
      ]),
    );
    expect(grew).toEqual([3, 2]);
  });

  it("counts calls of the public API by endpoint, not its refusals for the limits nor other /api paths", async () => {
    const grew = await growth(
      [
        ["api_request", "convert"],
        ["api_request", "converters/{id}"],
        ["api_request", "units"],
      ],
      () =>
        Promise.all([
          visit("/api/convert?value=1&from=meter&to=foot&converter=length"),
          visit("/api/converters/length"),
          visit("/api/auth/user"),
        ]),
    );
    expect(grew).toEqual([1, 1, 0]);
  });
});

describe("POST /api/events", () => {
  it("counts a conversion, a page reached inside the site and a search; answers 204", async () => {
    const grew = await growth(
      [
        ["conversion", "temperature"],
        ["page_view", "/faq"],
        ["search"],
        ["search_miss", "furlongs per fortnight squared"],
      ],
      async () => {
        const answers = await Promise.all([
          beacon({ type: "conversion", converter: "temperature-converter" }),
          beacon({ type: "page_view", path: "/faq" }),
          beacon({ type: "search", query: "furlongs per fortnight squared" }),
          beacon({ type: "search", query: "celsius" }),
        ]);
        for (const answer of answers) expect(answer.status).toBe(204);
      },
    );
    expect(grew).toEqual([1, 1, 2, 1]);
  });

  it("counts a page in another language as its English page (decision 080)", async () => {
    const grew = await growth([["page_view", "/help"]], async () => {
      const answers = await Promise.all([
        beacon({ type: "page_view", path: "/de/help" }),
        beacon({ type: "page_view", path: "/ja/help" }),
        beacon({ type: "page_view", path: "/help" }),
      ]);
      for (const answer of answers) expect(answer.status).toBe(204);
    });
    expect(grew).toEqual([3]);
    expect((await beacon({ type: "page_view", path: "/xx/help" })).status).toBe(400);
  });

  it("keeps no query that looks like personal data, only the count", async () => {
    const grew = await growth([["search_miss", ""]], () =>
      Promise.all([
        beacon({ type: "search", query: "ada@example.com" }),
        beacon({ type: "search", query: "+44 20 7946 0958" }),
      ]),
    );
    expect(grew).toEqual([2]);
    const { results } = await env.DB.prepare(
      "SELECT key FROM analytics_daily WHERE key LIKE '%@%' OR key LIKE '%7946%'",
    ).all();
    expect(results).toEqual([]);
  });

  it("refuses other sites, malformed events and large bodies with a clear message", async () => {
    const cross = await beacon(
      { type: "page_view", path: "/" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(cross.status).toBe(403);
    const cases: Array<[unknown, number, string]> = [
      ["{not json", 400, "The event is not valid JSON"],
      [{ type: "purchase" }, 400, 'type must be "page_view", "conversion" or "search"'],
      [{ type: "page_view", path: "/", user: "ada" }, 400, 'Unrecognized key: "user"'],
      [{ type: "page_view", path: "/wp-admin" }, 400, "path is not a page of the site"],
      [
        { type: "conversion", converter: "warp-drive" },
        400,
        "converter is not a converter of the site",
      ],
      [{ type: "search", query: 5 }, 400, "query must be text"],
      [{ type: "search", query: "x".repeat(2000) }, 413, "An event is at most 1024 bytes"],
    ];
    for (const [body, status, message] of cases) {
      const answer = await beacon(body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(((await answer.json()) as { error: string }).error).toContain(message);
    }
    const form = await beacon("a=b", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect((await visit("/api/events")).status).toBe(405);
  });

  it("answers a bot's beacon but counts nothing", async () => {
    const grew = await growth([["conversion", "speed"]], async () => {
      const answer = await beacon(
        { type: "conversion", converter: "speed-converter" },
        { "User-Agent": "curl/8.0" },
      );
      expect(answer.status).toBe(204);
    });
    expect(grew).toEqual([0]);
  });
});

describe("concurrent writers", () => {
  it("loses no increment when many requests count at once", async () => {
    const grew = await growth([["conversion", "area"]], async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          beacon({ type: "conversion", converter: "area-converter" }),
        ),
      );
      expect(answers.every((answer) => answer.status === 204)).toBe(true);
    });
    expect(grew).toEqual([40]);
  });

  it("adds up batches written at the same time by different instances", async () => {
    const db = database(env.DB);
    const day = "2001-02-03";
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        addDailyCounts(db, [
          { day, metric: "conversion", key: "volume", count: 1 },
          { day, metric: "page_view", key: "/volume-converter", count: i + 1 },
        ]),
      ),
    );
    const rows = await env.DB.prepare(
      "SELECT metric, count FROM analytics_daily WHERE day = ? ORDER BY metric",
    )
      .bind(day)
      .all<{ metric: string; count: number }>();
    expect(rows.results).toEqual([
      { metric: "conversion", count: 25 },
      { metric: "page_view", count: (25 * 26) / 2 },
    ]);
  });
});

describe("GET /api/admin/analytics", () => {
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    admin = await signIn({ isAdmin: true });
  });

  it("answers 401 signed out, 403 without the role, 400 for another range", async () => {
    expect((await get("/api/admin/analytics")).status).toBe(401);
    const user = await signIn();
    expect((await get("/api/admin/analytics", { cookie: user.cookie })).status).toBe(403);
    for (const days of ["5", "abc", "365", ""]) {
      const answer = await get(`/api/admin/analytics?days=${days}`, { cookie: admin.cookie });
      expect(answer.status, days).toBe(400);
      expect(await answer.json()).toEqual({ error: "days must be 7, 30 or 90" });
    }
  });

  it("gives the range's totals, every day, the top converters and pages and the misses", async () => {
    const day = (ago: number) => utcDay(Date.now() - ago * 86_400_000);
    await flushCounts();
    // Far enough in the past to be this test's own days: 40 and 60 days ago. Its keys are its own
    // on every day too: what other tests counted for them (a pressure conversion today) is not in
    // the figures it checks.
    await env.DB.prepare(
      "DELETE FROM analytics_daily WHERE day IN (?, ?) OR key IN ('pressure', '/pressure-converter', 'parsecs per kessel run')",
    )
      .bind(day(40), day(60))
      .run();
    await addDailyCounts(database(env.DB), [
      { day: day(40), metric: "conversion", key: "pressure", count: 7 },
      { day: day(40), metric: "page_view", key: "/pressure-converter", count: 11 },
      { day: day(40), metric: "search", key: "", count: 4 },
      { day: day(40), metric: "search_miss", key: "parsecs per kessel run", count: 3 },
      { day: day(60), metric: "api_request", key: "convert", count: 5 },
    ]);
    const answer = await get("/api/admin/analytics?days=90", { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    const report = (await answer.json()) as {
      days: number;
      from: string;
      to: string;
      daily: Array<Record<string, number | string>>;
      totals: Record<string, number>;
      topConverters: Array<{ key: string; name: string; slug: string; count: number }>;
      topPages: Array<{ path: string; count: number }>;
      searchesWithoutResult: Array<{ query: string; count: number }>;
    };
    expect(report.days).toBe(90);
    expect(report.daily).toHaveLength(90);
    expect(report.from).toBe(day(89));
    expect(report.to).toBe(today());
    expect(report.daily.find((d) => d.day === day(40))).toEqual({
      day: day(40),
      pageViews: 11,
      conversions: 7,
      searches: 4,
      apiRequests: 0,
    });
    expect(report.daily.find((d) => d.day === day(60))).toMatchObject({ apiRequests: 5 });
    expect(report.topConverters).toContainEqual({
      key: "pressure",
      name: expect.stringContaining("Pressure") as string,
      slug: expect.any(String) as string,
      count: 7,
    });
    expect(report.topPages).toContainEqual({ path: "/pressure-converter", count: 11 });
    expect(report.searchesWithoutResult).toContainEqual({
      query: "parsecs per kessel run",
      count: 3,
    });

    // Seven days leave out what happened 40 days ago.
    const week = (await (
      await get("/api/admin/analytics?days=7", { cookie: admin.cookie })
    ).json()) as typeof report;
    expect(week.daily).toHaveLength(7);
    expect(week.searchesWithoutResult).not.toContainEqual(
      expect.objectContaining({ query: "parsecs per kessel run" }),
    );
  });

  it("the tab shows the same figures, with the chart's text alternative", async () => {
    const page = await pageHtml(await get("/admin/analytics?days=90", { cookie: admin.cookie }));
    expect(page).toContain('role="img"');
    expect(page).toContain('<title id="daily-chart-title">Daily totals');
    expect(page).toContain("The daily figures as a table");
    expect(page).toContain("parsecs per kessel run");
    expect(page).toContain("Searches with no result");
    // An unknown range on the page falls back to 30 days rather than failing.
    const fallback = await get("/admin/analytics?days=12", { cookie: admin.cookie });
    expect(fallback.status).toBe(200);
    expect(await pageHtml(fallback)).toContain('<option value="30" selected');
  });
});

describe("the home page's popular converters", () => {
  it("show the editorial ranking until enough conversions are counted, then measured shares", async () => {
    forgetMeasuredPopularity();
    await flushCounts();
    await env.DB.prepare("DELETE FROM analytics_daily WHERE metric = 'conversion'").run();
    const editorial = await pageHtml(await visit("/?popular=1"));
    expect(editorial).toContain("an editorial ranking");
    expect(editorial).not.toContain("share of the conversions");

    await addDailyCounts(database(env.DB), [
      { day: today(), metric: "conversion", key: "pressure", count: MEASURED_MINIMUM - 40 },
      { day: today(), metric: "conversion", key: "energy", count: 40 },
    ]);
    forgetMeasuredPopularity();
    const measured = await pageHtml(await visit("/?popular=2"));
    expect(measured).toContain(
      "Bars show each converter&#x27;s share of the conversions made on UnitWise in the last 30 days",
    );
    const list = measured.slice(measured.indexOf('id="popular-heading"'));
    expect(list.indexOf("Pressure")).toBeLessThan(list.indexOf("Energy"));
    expect(list).toMatch(/share of conversions <\/span>60%/);
    expect(list).toMatch(/share of conversions <\/span>40%/);
  });
});
