import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signIn, TEST_PASSWORD } from "./helpers/auth";
import { BASE, get, pageHtml, postForm, sendJson } from "./helpers/admin";
import { CALCULATIONS_CAP, FAVOURITES_CAP, HISTORY_CAP } from "~/models/visitor-data";

// The /api/me calls, /account and the remembered units (docs/decisions/052-what-visitors-keep.md).

const LENGTH = "length-converter";
const pref = (over: Partial<Record<string, unknown>> = {}) => ({
  converter: LENGTH,
  from: "mile",
  to: "kilometer",
  precision: 6,
  updatedAt: 1_000,
  ...over,
});
const entry = (value: string, at: number, converter = LENGTH) => ({
  converter,
  value,
  from: "meter",
  to: "foot",
  at,
});

describe("/api/me: who may call", () => {
  it.each([
    ["GET", "/api/me/preferences"],
    ["PUT", "/api/me/preferences"],
    ["GET", "/api/me/history"],
    ["POST", "/api/me/history"],
    ["DELETE", "/api/me/history"],
    ["GET", "/api/me/calculations"],
    ["POST", "/api/me/calculations"],
    ["DELETE", "/api/me/calculations"],
    ["GET", "/api/me/favourites"],
    ["PUT", "/api/me/favourites"],
  ])("%s %s answers 401 signed out", async (method, path) => {
    const response =
      method === "GET" ? await get(path) : await sendJson(method, path, { preferences: [] });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign in to continue" });
  });

  it("refuses cross-site writes (403) and stores nothing", async () => {
    const { cookie } = await signIn();
    const response = await sendJson(
      "POST",
      "/api/me/history",
      { entries: [entry("5", 10)] },
      { cookie, origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    const list = await get("/api/me/history", { cookie });
    expect(await list.json()).toEqual({ history: [] });
  });

  it("answers 405 with Allow for a method a list does not take", async () => {
    const { cookie } = await signIn();
    const response = await sendJson("POST", "/api/me/favourites", {}, { cookie });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, PUT");
  });

  it("keeps each account's lists to itself", async () => {
    const a = await signIn();
    const b = await signIn();
    await sendJson("POST", "/api/me/history", { entries: [entry("7", 10)] }, { cookie: a.cookie });
    const other = await get("/api/me/history", { cookie: b.cookie });
    expect(await other.json()).toEqual({ history: [] });
    expect(other.headers.get("Cache-Control")).toContain("no-store");
  });
});

describe("/api/me: bad bodies", () => {
  it.each([
    [{ preferences: [pref({ precision: 99 })] }, "precision must be from 1 to 30"],
    [{ preferences: [pref({ converter: "../etc" })] }, "converter must be a converter's slug"],
    [{ preferences: [pref({ from: "" })] }, "units must be unit ids"],
    [{ preferences: [pref({ updatedAt: "soon" })] }, "times must be Unix milliseconds"],
    [{}, "preferences"],
  ])("PUT /api/me/preferences %j → 400", async (body, message) => {
    const { cookie } = await signIn();
    const response = await sendJson("PUT", "/api/me/preferences", body, { cookie });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it("refuses more than 20 conversions at a time, and a favourite with one unit", async () => {
    const { cookie } = await signIn();
    const many = Array.from({ length: HISTORY_CAP + 1 }, (_, i) => entry(String(i), i + 1));
    const history = await sendJson("POST", "/api/me/history", { entries: many }, { cookie });
    expect(history.status).toBe(400);
    expect(await history.json()).toEqual({
      error: "at most 20 conversions at a time (at entries)",
    });
    const favourite = await sendJson(
      "PUT",
      "/api/me/favourites",
      { favourites: [{ converter: LENGTH, from: "meter", addedAt: 1 }] },
      { cookie },
    );
    expect(favourite.status).toBe(400);
    expect(((await favourite.json()) as { error: string }).error).toContain(
      "a favourite names both units or neither",
    );
  });

  it.each([
    [{ entries: [{ query: "   ", at: 1 }] }, "query must not be empty (at entries.0.query)"],
    [
      { entries: [{ query: "1".repeat(301), at: 1 }] },
      "query must be at most 300 characters (at entries.0.query)",
    ],
    [
      {
        entries: Array.from({ length: CALCULATIONS_CAP + 1 }, (_, i) => ({
          query: `${i} m`,
          at: i,
        })),
      },
      "at most 20 calculations at a time (at entries)",
    ],
    [{ entries: [] }, "entries must hold at least one calculation (at entries)"],
  ])("POST /api/me/calculations %# → 400", async (body, message) => {
    const { cookie } = await signIn();
    const response = await sendJson("POST", "/api/me/calculations", body, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it("answers 413 for a body over 32 KB, 400 for one that is not JSON", async () => {
    const { cookie } = await signIn();
    const big = await sendJson(
      "PUT",
      "/api/me/preferences",
      { preferences: [], padding: "x".repeat(40 * 1024) },
      { cookie },
    );
    expect(big.status).toBe(413);
    const response = await fetchRaw("/api/me/history", "{not json", cookie);
    expect(response.status).toBe(400);
  });
});

async function fetchRaw(path: string, body: string, cookie: string) {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: BASE, "Content-Type": "application/json" },
    body,
  });
}

describe("/api/me: merging", () => {
  it("preferences: per converter the newest wins, and sending twice changes nothing", async () => {
    const { cookie } = await signIn();
    const put = (preferences: unknown[]) =>
      sendJson("PUT", "/api/me/preferences", { preferences }, { cookie });
    await put([
      pref({ updatedAt: 2_000 }),
      pref({ converter: "mass-converter", from: "gram", to: "pound", updatedAt: 500 }),
    ]);
    // An older choice from another device does not undo the newer one.
    const stale = await put([pref({ from: "inch", updatedAt: 1_000 })]);
    const body = (await stale.json()) as {
      preferences: Array<{ converter: string; from: string }>;
    };
    expect(body.preferences.map((p) => [p.converter, p.from])).toEqual([
      [LENGTH, "mile"],
      ["mass-converter", "gram"],
    ]);
    const again = await put([pref({ updatedAt: 2_000 })]);
    expect(await again.json()).toEqual(body);
    const newer = await put([pref({ from: "inch", updatedAt: 3_000 })]);
    expect(((await newer.json()) as typeof body).preferences[0]).toMatchObject({ from: "inch" });
  });

  it("a time in the future is stored as now, so it cannot win forever", async () => {
    const { cookie } = await signIn();
    const before = Date.now();
    const response = await sendJson(
      "PUT",
      "/api/me/preferences",
      { preferences: [pref({ updatedAt: before + 10 * 365 * 24 * 3600 * 1000 })] },
      { cookie },
    );
    const [stored] = ((await response.json()) as { preferences: Array<{ updatedAt: number }> })
      .preferences;
    expect(stored!.updatedAt).toBeLessThanOrEqual(Date.now());
    expect(stored!.updatedAt).toBeGreaterThanOrEqual(before);
  });

  it("history: merged by time, a repeat once at its newest time, capped at 20", async () => {
    const { cookie, user } = await signIn();
    const post = (entries: unknown[]) =>
      sendJson("POST", "/api/me/history", { entries }, { cookie });
    await post(Array.from({ length: 15 }, (_, i) => entry(String(i), 100 + i)));
    const phone = [
      entry("3", 500),
      ...Array.from({ length: 10 }, (_, i) => entry(`p${i}`, 200 + i)),
    ];
    const merged = (await (await post(phone)).json()) as {
      history: Array<{ value: string; at: number }>;
    };
    expect(merged.history).toHaveLength(HISTORY_CAP);
    expect(merged.history[0]).toMatchObject({ value: "3", at: 500 });
    expect(merged.history.filter((h) => h.value === "3")).toHaveLength(1);
    // 25 distinct conversions ("3" was made again): the five oldest went, 0, 1, 2, 4 and 5.
    expect(merged.history.map((h) => h.value)).not.toContain("0");
    expect(merged.history.map((h) => h.value)).not.toContain("5");
    expect(merged.history.at(-1)).toMatchObject({ value: "6", at: 106 });
    const again = await post(phone);
    expect(await again.json()).toEqual(merged);
    // The rows beyond the cap are deleted, not only hidden.
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM user_history WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(HISTORY_CAP);
  });

  it("DELETE /api/me/history clears it", async () => {
    const { cookie } = await signIn();
    await sendJson("POST", "/api/me/history", { entries: [entry("1", 1)] }, { cookie });
    const response = await sendJson("DELETE", "/api/me/history", undefined, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ history: [] });
  });

  it("calculations: merged by time, a repeat once at its newest time, capped at 20; DELETE clears", async () => {
    const { cookie, user } = await signIn();
    const post = (entries: unknown[]) =>
      sendJson("POST", "/api/me/calculations", { entries }, { cookie });
    await post(Array.from({ length: 15 }, (_, i) => ({ query: `${i} ft to m`, at: 100 + i })));
    const phone = [
      // The same expression with other spacing is the same calculation.
      { query: "  3  ft to m ", at: 500 },
      ...Array.from({ length: 10 }, (_, i) => ({ query: `p${i} * 2 m`, at: 200 + i })),
    ];
    const merged = (await (await post(phone)).json()) as {
      calculations: Array<{ query: string; at: number }>;
    };
    expect(merged.calculations).toHaveLength(CALCULATIONS_CAP);
    expect(merged.calculations[0]).toEqual({ query: "3 ft to m", at: 500 });
    expect(merged.calculations.filter((c) => c.query === "3 ft to m")).toHaveLength(1);
    // 25 distinct expressions: the five oldest went, 0, 1, 2, 4 and 5.
    const queries = merged.calculations.map((c) => c.query);
    for (const gone of ["0 ft to m", "5 ft to m"]) expect(queries).not.toContain(gone);
    expect(merged.calculations.at(-1)).toEqual({ query: "6 ft to m", at: 106 });
    expect(await (await post(phone)).json()).toEqual(merged);
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM user_calculations WHERE user_id = ?",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(CALCULATIONS_CAP);
    const cleared = await sendJson("DELETE", "/api/me/calculations", undefined, { cookie });
    expect(await cleared.json()).toEqual({ calculations: [] });
  });

  it("favourites: merge is a union, a plain PUT replaces (unstarring), capped at 50", async () => {
    const { cookie } = await signIn();
    const put = (favourites: unknown[], merge?: boolean) =>
      sendJson("PUT", "/api/me/favourites", { favourites, merge }, { cookie });
    const converter = { converter: LENGTH, addedAt: 10 };
    const pair = { converter: LENGTH, from: "meter", to: "foot", addedAt: 20 };
    await put([converter]);
    const merged = await put([pair], true);
    expect(await merged.json()).toEqual({ favourites: [pair, converter] });
    const twice = await put([pair, { ...converter, addedAt: 50 }], true);
    expect(await twice.json()).toEqual({ favourites: [pair, converter] });
    const replaced = await put([pair]);
    expect(await replaced.json()).toEqual({ favourites: [pair] });
    const many = Array.from({ length: FAVOURITES_CAP }, (_, i) => ({
      converter: `converter-${i}`,
      addedAt: 100 + i,
    }));
    const capped = (await (await put(many, true)).json()) as {
      favourites: Array<{ converter: string }>;
    };
    expect(capped.favourites).toHaveLength(FAVOURITES_CAP);
    expect(capped.favourites.map((f) => f.converter)).not.toContain(LENGTH);
  });
});

describe("remembered units on the converter page", () => {
  const selected = (html: string, id: string) =>
    new RegExp(`<select[^>]*id="${id}"[\\s\\S]*?<option[^>]*value="([^"]+)"[^>]*selected`).exec(
      html,
    )?.[1];

  it("signed in, a bare URL opens with the account's units; a URL with units keeps its own", async () => {
    const { cookie } = await signIn();
    await sendJson(
      "PUT",
      "/api/me/preferences",
      { preferences: [pref({ updatedAt: 5 })] },
      { cookie },
    );
    const bare = await pageHtml(await get(`/${LENGTH}`, { cookie }));
    expect(selected(bare, "converter-from")).toBe("mile");
    expect(selected(bare, "converter-to")).toBe("kilometer");
    const named = await pageHtml(await get(`/${LENGTH}?from=foot&to=inch`, { cookie }));
    expect(selected(named, "converter-from")).toBe("foot");
  });

  it("signed out, the path's cookie decides, and the page cache keeps each set of units apart", async () => {
    const url = `/${LENGTH}?cache-test=${crypto.randomUUID()}`;
    const plain = await get(url);
    expect(selected(await pageHtml(plain), "converter-from")).not.toBe("yard");
    const withCookie = await get(url, { cookie: "unitwise_units=yard~inch~4" });
    const html = await pageHtml(withCookie);
    expect(withCookie.headers.get("X-Page-Cache")).toBe("miss");
    expect(selected(html, "converter-from")).toBe("yard");
    expect(selected(html, "converter-to")).toBe("inch");
    const again = await get(url, { cookie: "unitwise_units=yard~inch~4" });
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(selected(await pageHtml(again), "converter-from")).toBe("yard");
    const plainAgain = await get(url);
    expect(plainAgain.headers.get("X-Page-Cache")).toBe("hit");
    expect(selected(await pageHtml(plainAgain), "converter-from")).not.toBe("yard");
  });
});

describe("/account", () => {
  it("sends signed-out visitors to /login", async () => {
    const response = await get("/account");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
  });

  it("shows the lists and clears each with a plain form post", async () => {
    const { cookie } = await signIn();
    await sendJson("POST", "/api/me/history", { entries: [entry("42", 9)] }, { cookie });
    await sendJson(
      "POST",
      "/api/me/calculations",
      { entries: [{ query: "60 mph * 2 h to km", at: 9 }] },
      { cookie },
    );
    await sendJson(
      "PUT",
      "/api/me/favourites",
      { favourites: [{ converter: LENGTH, addedAt: 3 }] },
      { cookie },
    );
    const page = await pageHtml(await get("/account", { cookie }));
    expect(page).toContain("42 meter → foot");
    expect(page).toContain("Length Converter");
    expect(page).toContain('href="/calculator?q=60+mph+*+2+h+to+km">60 mph * 2 h to km</a>');
    const noCalculations = await postForm("/account", { intent: "clear-calculations" }, { cookie });
    expect(noCalculations.headers.get("Location")).toBe("/account?cleared=clear-calculations");
    const afterClear = await pageHtml(await get("/account?cleared=clear-calculations", { cookie }));
    expect(afterClear).toContain("Recent calculations cleared.");
    expect(afterClear).toContain("No recent calculations.");
    expect(afterClear).toContain("42 meter → foot");
    const cleared = await postForm("/account", { intent: "clear-history" }, { cookie });
    expect(cleared.status).toBe(302);
    expect(cleared.headers.get("Location")).toBe("/account?cleared=clear-history");
    expect(await pageHtml(await get("/account?cleared=clear-history", { cookie }))).toContain(
      "Recent conversions cleared.",
    );
    expect(await (await get("/api/me/history", { cookie })).json()).toEqual({ history: [] });
    expect(await (await get("/api/me/favourites", { cookie })).json()).toMatchObject({
      favourites: [{ converter: LENGTH }],
    });
    const refused = await postForm("/account", { intent: "drop-tables" }, { cookie });
    expect(refused.status).toBe(400);
  });

  it("the export holds the lists, and deleting the account deletes them", async () => {
    const { cookie, user } = await signIn();
    await sendJson("POST", "/api/me/history", { entries: [entry("8", 9)] }, { cookie });
    await sendJson("PUT", "/api/me/preferences", { preferences: [pref()] }, { cookie });
    await sendJson(
      "POST",
      "/api/me/calculations",
      { entries: [{ query: "c", at: 9 }] },
      { cookie },
    );
    const exported = (await (await get("/api/auth/account/export", { cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(exported.history).toEqual([entry("8", 9)]);
    expect(exported.preferences).toEqual([pref()]);
    expect(exported.favourites).toEqual([]);
    expect(exported.calculations).toEqual([{ query: "c", at: 9 }]);
    const deleted = await sendJson(
      "DELETE",
      "/api/auth/account",
      { password: TEST_PASSWORD },
      { cookie },
    );
    expect(deleted.status).toBe(200);
    for (const table of [
      "user_history",
      "user_calculations",
      "user_preferences",
      "user_favourites",
    ]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`)
        .bind(user.id)
        .first<{ n: number }>();
      expect(row?.n).toBe(0);
    }
  });
});
