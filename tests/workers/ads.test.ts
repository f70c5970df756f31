import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./helpers/auth";
import { auditRows, get, pageHtml, postForm, sendJson } from "./helpers/admin";

/**
 * The AdSense tab (docs/decisions/048-ad-slots.md): ad slots and the ad settings in D1,
 * their JSON API and forms, and what the public pages show of them.
 */

let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;

const PUBLISHER = "ca-pub-1234567890123456";

interface Slot {
  id: string;
  name: string;
  slot: string;
  format: string;
  size: string;
  placement: string;
  enabled: boolean;
}

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
  user = await signIn();
});

afterEach(async () => {
  // Back to the three seeded slots, no ad settings, and a new version so every holder reads again.
  await env.DB.batch([
    env.DB.prepare(
      "DELETE FROM ad_slots WHERE id NOT IN ('header-banner', 'sidebar-square', 'mobile-banner')",
    ),
    env.DB.prepare("UPDATE ad_slots SET slot = '0000000000', enabled = 0"),
    env.DB.prepare("DELETE FROM site_settings"),
    env.DB.prepare("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))"),
  ]);
});

const api = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
  sendJson(method, path, body, { cookie });

async function errorOf(response: Response, status = 400): Promise<string> {
  expect(response.status).toBe(status);
  return ((await response.json()) as { error: string }).error;
}

async function slots(): Promise<Slot[]> {
  const response = await get("/api/admin/ads", { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

async function addSlot(fields: Partial<Slot>): Promise<Slot> {
  const response = await api("POST", "/api/admin/ads", fields);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as Slot;
}

async function turnAdsOn(more: Record<string, unknown> = {}) {
  const response = await api("PUT", "/api/admin/ads/settings", { publisherId: PUBLISHER, ...more });
  expect(response.status).toBe(200);
}

describe("permissions", () => {
  it("answers 401 signed out and 403 without the role or from another site, changing nothing", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/ads"],
      ["POST", "/api/admin/ads"],
      ["PUT", "/api/admin/ads/header-banner"],
      ["DELETE", "/api/admin/ads/header-banner"],
      ["GET", "/api/admin/ads/settings"],
      ["PUT", "/api/admin/ads/settings"],
    ] as const) {
      const body = method === "GET" || method === "DELETE" ? undefined : { enabled: true };
      expect((await sendJson(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await api(method, path, body, user.cookie)).status, `${method} ${path}`).toBe(403);
    }
    const crossSite = await sendJson(
      "PUT",
      "/api/admin/ads/settings",
      { publisherId: PUBLISHER },
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    const crossSiteDelete = await sendJson("DELETE", "/api/admin/ads/header-banner", undefined, {
      cookie: admin.cookie,
      origin: "https://evil.example",
    });
    expect(crossSiteDelete.status).toBe(403);
    expect((await slots()).map((slot) => slot.id)).toContain("header-banner");
  });

  it("the tab sends signed-out visitors to /login and refuses non-admins", async () => {
    expect((await get("/admin/adsense")).status).toBe(302);
    expect((await get("/admin/adsense", { cookie: user.cookie })).status).toBe(403);
    const crossSite = await postForm(
      "/admin/adsense",
      { intent: "delete", id: "header-banner" },
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    // React Router refuses a cross-site form post before the action runs (400).
    expect(crossSite.status).toBe(400);
    expect((await slots()).map((slot) => slot.id)).toContain("header-banner");
  });
});

describe("slots: /api/admin/ads", () => {
  it("starts with the spec's three slots, off until given real slot ids", async () => {
    expect(await slots()).toMatchObject([
      {
        id: "header-banner",
        name: "Header banner",
        size: "728x90",
        placement: "header",
        enabled: false,
      },
      {
        id: "sidebar-square",
        name: "Sidebar square",
        size: "300x250",
        placement: "sidebar",
        enabled: false,
      },
      {
        id: "mobile-banner",
        name: "Mobile banner",
        size: "320x50",
        placement: "mobile",
        enabled: false,
      },
    ]);
    const error = await errorOf(
      await api("PUT", "/api/admin/ads/header-banner", { enabled: true }),
    );
    expect(error).toMatch(/slot must be an ad unit id of your AdSense account/);
  });

  it("adds a slot with size auto, placement content and on by default, audited", async () => {
    const slot = await addSlot({ name: "In article", slot: "1234567890", format: "rectangle" });
    expect(slot).toMatchObject({
      name: "In article",
      slot: "1234567890",
      format: "rectangle",
      size: "auto",
      placement: "content",
      enabled: true,
    });
    expect(slot.id).toMatch(/^ad-[0-9a-f]{8}$/);
    expect((await slots()).at(-1)).toMatchObject({ id: slot.id });
    const [row] = await auditRows("ad-slot", slot.id);
    expect(row).toMatchObject({ action: "create", actor_username: admin.user.username });
    expect(JSON.parse(row!.after!)).toMatchObject({ name: "In article", placement: "content" });
  });

  it("refuses what is missing with the spec's 'Missing Information', and bad values by name", async () => {
    for (const [missing, body] of [
      ["name", { slot: "123", format: "auto" }],
      ["name", { name: "  ", slot: "123", format: "auto" }],
      ["slot", { name: "A", format: "auto" }],
      ["format", { name: "A", slot: "123" }],
    ] as const) {
      const error = await errorOf(await api("POST", "/api/admin/ads", body));
      expect(error).toBe(`Missing Information: please fill in all required fields (${missing})`);
    }
    const cases: Array<[unknown, RegExp]> = [
      [{ name: "A", slot: "12ab", format: "auto" }, /slot must be the ad unit's id/],
      [{ name: "A", slot: "123", format: "square" }, /format must be one of auto, rectangle/],
      [{ name: "A", slot: "123", format: "auto", size: "1x1" }, /size must be one of/],
      [{ name: "A", slot: "123", format: "auto", placement: "popup" }, /placement must be one of/],
      [{ name: "A", slot: "123", format: "auto", enabled: "yes" }, /enabled must be true or false/],
      [{ name: "A".repeat(81), slot: "123", format: "auto" }, /name must be at most 80/],
      [{ name: "A", slot: "123", format: "auto", code: "<script>" }, /Unknown field: code/],
      [[1], /must be an object/],
    ];
    for (const [body, message] of cases) {
      expect(
        await errorOf(await api("POST", "/api/admin/ads", body)),
        JSON.stringify(body),
      ).toMatch(message);
    }
    expect(await slots()).toHaveLength(3);
  });

  it("PUT changes only the fields it names; DELETE removes; both audited; 404 for none", async () => {
    const slot = await addSlot({
      name: "Footer",
      slot: "555",
      format: "horizontal",
      placement: "footer",
    });
    const response = await api("PUT", `/api/admin/ads/${slot.id}`, { enabled: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "Footer", slot: "555", enabled: false });
    expect(await errorOf(await api("PUT", `/api/admin/ads/${slot.id}`, { size: "big" }))).toMatch(
      /size must be one of/,
    );
    const deleted = await api("DELETE", `/api/admin/ads/${slot.id}`);
    expect(await deleted.json()).toEqual({ deleted: slot.id });
    expect((await auditRows("ad-slot", slot.id)).map((row) => row.action)).toEqual([
      "create",
      "update",
      "delete",
    ]);
    expect(await errorOf(await api("DELETE", `/api/admin/ads/${slot.id}`), 404)).toBe(
      "Ad slot not found",
    );
    expect(await errorOf(await api("PUT", "/api/admin/ads/nope", { enabled: true }), 404)).toBe(
      "Ad slot not found",
    );
    expect((await api("PATCH", "/api/admin/ads/header-banner", {})).status).toBe(405);
  });
});

describe("settings: /api/admin/ads/settings", () => {
  it("gives the defaults, changes only what a PUT names, audited as settings", async () => {
    const initial = await get("/api/admin/ads/settings", { cookie: admin.cookie });
    expect(await initial.json()).toEqual({
      settings: { publisherId: "", autoAds: true, adBlockRecovery: false, consentMode: true },
    });
    const response = await api("PUT", "/api/admin/ads/settings", { adBlockRecovery: true });
    expect(await response.json()).toEqual({
      settings: { publisherId: "", autoAds: true, adBlockRecovery: true, consentMode: true },
    });
    const [row] = (await auditRows("settings", "site")).slice(-1);
    expect(JSON.parse(row!.after!)).toEqual({
      ads: { publisherId: "", autoAds: true, adBlockRecovery: true, consentMode: true },
    });
  });

  it("validates the publisher id and refuses custom ad code", async () => {
    for (const bad of ["pub-123456", "ca-pub-12", 'ca-pub-123456"><script>', 42]) {
      expect(
        await errorOf(await api("PUT", "/api/admin/ads/settings", { publisherId: bad })),
        String(bad),
      ).toMatch(/ads.publisherId must be/);
    }
    expect(
      await errorOf(
        await api("PUT", "/api/admin/ads/settings", { customAdCode: "<script>x</script>" }),
      ),
    ).toBe("Unknown setting: ads.customAdCode");
    expect(await errorOf(await api("PUT", "/api/admin/ads/settings", { autoAds: "on" }))).toBe(
      "ads.autoAds must be true or false",
    );
  });
});

describe("on the public pages", () => {
  it("render exactly the enabled slots at their placements, with their reserved size", async () => {
    await turnAdsOn();
    const content = await addSlot({ name: "Content", slot: "1111111111", format: "rectangle" });
    await addSlot({
      name: "Off one",
      slot: "2222222222",
      format: "auto",
      placement: "footer",
      enabled: false,
    });
    await api("PUT", "/api/admin/ads/header-banner", { slot: "3333333333", enabled: true });

    const html = await pageHtml(await get("/length-converter"));
    const shown = [...html.matchAll(/data-ad-slot="(\d+)"/g)].map((match) => match[1]);
    expect(shown.sort()).toEqual(["1111111111", "3333333333"]);
    expect(html).toContain(`data-ad-client="${PUBLISHER}"`);
    expect(html).toMatch(/data-placement="header"[\s\S]*data-ad-slot="3333333333"[^>]*>/);
    // 728x90: the box keeps the leaderboard's size whether or not an ad fills it.
    expect(html).toMatch(
      /width:728px;max-width:100%;height:90px[^"]*"[^>]*data-ad-slot="3333333333"/,
    );
    expect(html).toMatch(
      /height:250px[^"]*"[^>]*data-ad-slot="1111111111"[^>]*data-ad-format="rectangle"/,
    );
    expect(html).toContain(
      '<meta name="google-adsense-account" content="ca-pub-1234567890123456"/>',
    );

    await api("PUT", `/api/admin/ads/${content.id}`, { enabled: false });
    const after = await pageHtml(await get("/length-converter"));
    expect([...after.matchAll(/data-ad-slot="(\d+)"/g)].map((match) => match[1])).toEqual([
      "3333333333",
    ]);
  });

  it("show none without a publisher id, on account pages, and the CSP follows", async () => {
    await addSlot({ name: "Content", slot: "1111111111", format: "auto", placement: "header" });
    const off = await get("/");
    expect(await pageHtml(off)).not.toContain("adsbygoogle");
    expect(off.headers.get("Content-Security-Policy")).not.toContain("googlesyndication");

    await turnAdsOn({ adBlockRecovery: true });
    const on = await get("/");
    expect(await pageHtml(on)).toContain('data-ad-slot="1111111111"');
    expect(on.headers.get("Content-Security-Policy")).toMatch(/frame-src[^;]*googlesyndication/);
    expect(on.headers.get("Content-Security-Policy")).toMatch(/fundingchoicesmessages/);
    expect(await pageHtml(await get("/login"))).not.toContain("data-ad-slot");
  });

  it("/ads.txt names the account, and is 404 without one", async () => {
    const none = await get("/ads.txt");
    expect(none.status).toBe(404);
    await turnAdsOn();
    const listed = await get("/ads.txt");
    expect(listed.status).toBe(200);
    expect(listed.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await listed.text()).toBe(
      "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n",
    );
  });
});

describe("the tab's forms, without JavaScript", () => {
  it("add, toggle, edit and delete a slot, and save the settings", async () => {
    const tab = await get("/admin/adsense", { cookie: admin.cookie });
    expect(tab.status).toBe(200);
    const html = await pageHtml(tab);
    expect(html).toContain("Header banner");
    expect(html).toContain("Account and advanced settings");

    const missing = await postForm(
      "/admin/adsense",
      { intent: "create", name: "", slot: "", format: "" },
      { cookie: admin.cookie },
    );
    expect(missing.status).toBe(400);
    expect(await pageHtml(missing)).toContain("Missing Information");

    const created = await postForm(
      "/admin/adsense",
      {
        intent: "create",
        name: "Form slot",
        slot: "4444",
        format: "vertical",
        size: "",
        placement: "",
        enabled: "on",
      },
      { cookie: admin.cookie },
    );
    expect(created.status).toBe(302);
    const slot = (await slots()).find((item) => item.name === "Form slot")!;
    expect(slot).toMatchObject({ size: "auto", placement: "content", enabled: true });

    await postForm("/admin/adsense", { intent: "toggle", id: slot.id }, { cookie: admin.cookie });
    expect((await slots()).find((item) => item.id === slot.id)!.enabled).toBe(false);

    const edited = await postForm(
      "/admin/adsense",
      {
        intent: "update",
        id: slot.id,
        name: "Renamed",
        slot: "4444",
        format: "vertical",
        size: "160x600",
        placement: "sidebar",
      },
      { cookie: admin.cookie },
    );
    expect(edited.status).toBe(302);
    expect((await slots()).find((item) => item.id === slot.id)).toMatchObject({
      name: "Renamed",
      size: "160x600",
      placement: "sidebar",
      enabled: false,
    });
    const editPage = await pageHtml(
      await get(`/admin/adsense?edit=${slot.id}`, { cookie: admin.cookie }),
    );
    expect(editPage).toContain("Edit Renamed");
    expect(editPage).toContain("History");

    await postForm("/admin/adsense", { intent: "delete", id: slot.id }, { cookie: admin.cookie });
    expect((await slots()).some((item) => item.id === slot.id)).toBe(false);

    const saved = await postForm(
      "/admin/adsense",
      { intent: "settings", publisherId: PUBLISHER, consentMode: "on" },
      { cookie: admin.cookie },
    );
    expect(saved.status).toBe(302);
    const settings = await get("/api/admin/ads/settings", { cookie: admin.cookie });
    expect(await settings.json()).toEqual({
      settings: {
        publisherId: PUBLISHER,
        autoAds: false,
        adBlockRecovery: false,
        consentMode: true,
      },
    });
  });
});
