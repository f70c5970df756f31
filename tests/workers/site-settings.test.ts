import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "~/db/client.server";
import { queueNightlyGuides } from "~/guides/queue.server";
import { forgetHeldSettings, loadSiteSettings } from "~/settings/settings.server";
import { signIn } from "./helpers/auth";
import { auditRows, BASE, get, pageHtml, postForm, sendJson } from "./helpers/admin";

/** The Settings tab's site-wide settings: the JSON API, validation, audit and their effects. */

let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
  user = await signIn();
});

afterEach(async () => {
  // Back to the defaults, with a new version so every holder of the settings reads them again.
  await env.DB.batch([
    env.DB.prepare("DELETE FROM site_settings"),
    env.DB.prepare("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))"),
  ]);
  vi.restoreAllMocks();
});

const put = (body: unknown, cookie = admin.cookie) =>
  sendJson("PUT", "/api/admin/settings", body, { cookie });

async function errorOf(body: unknown): Promise<string> {
  const response = await put(body);
  expect(response.status, JSON.stringify(body)).toBe(400);
  return ((await response.json()) as { error: string }).error;
}

async function settingsNow() {
  const response = await get("/api/admin/settings", { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { settings: Record<string, Record<string, unknown>> })
    .settings;
}

describe("permissions", () => {
  it("answers 401 signed out, 403 without the role, 403 from another site", async () => {
    expect((await sendJson("GET", "/api/admin/settings")).status).toBe(401);
    expect((await sendJson("PUT", "/api/admin/settings", {})).status).toBe(401);
    expect((await get("/api/admin/settings", { cookie: user.cookie })).status).toBe(403);
    expect((await put({}, user.cookie)).status).toBe(403);
    const crossSite = await sendJson(
      "PUT",
      "/api/admin/settings",
      { announcement: { enabled: true, text: "Evil" } },
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await settingsNow()).announcement).toMatchObject({ enabled: false });
  });

  it("the tab sends signed-out visitors to /login and refuses non-admins", async () => {
    expect((await get("/admin/settings")).status).toBe(302);
    expect((await get("/admin/settings", { cookie: user.cookie })).status).toBe(403);
  });
});

describe("GET and PUT /api/admin/settings", () => {
  it("gives the defaults from the Worker's vars while nothing is stored", async () => {
    expect(await settingsNow()).toEqual({
      announcement: { enabled: false, text: "", link: null },
      contact: {
        general: "hello@unitwise.app",
        support: "support@unitwise.app",
        api: "api@unitwise.app",
      },
      apiLimits: {
        perSecond: Number(env.API_RATE_LIMIT_PER_SECOND),
        perHour: Number(env.API_RATE_LIMIT_PER_HOUR),
      },
      guides: {
        enabled: true,
        writer: env.GUIDE_WRITER,
        model: env.GUIDE_MODEL,
        dailyBudget: Number(env.GUIDE_DAILY_BUDGET),
      },
      appearance: { defaultTheme: "light" },
      // The AdSense tab's group: no publisher id in the Worker's vars, so no ads.
      ads: { publisherId: "", autoAds: true, adBlockRecovery: false, consentMode: true },
    });
  });

  it("a partial PUT changes only what it names", async () => {
    const response = await put({ contact: { support: "help@example.com" } });
    expect(response.status).toBe(200);
    const { settings } = (await response.json()) as {
      settings: Record<string, Record<string, unknown>>;
    };
    expect(settings.contact).toEqual({
      general: "hello@unitwise.app",
      support: "help@example.com",
      api: "api@unitwise.app",
    });
    expect(await settingsNow()).toEqual(settings);
    await put({ appearance: { defaultTheme: "dark" } });
    const after = await settingsNow();
    expect(after.contact!.support).toBe("help@example.com");
    expect(after.appearance).toEqual({ defaultTheme: "dark" });
  });

  it("refuses unknown keys, at the top and inside a group", async () => {
    expect(await errorOf({ colour: "red" })).toBe("Unknown setting: colour");
    expect(await errorOf({ contact: { sales: "a@b.co" } })).toBe("Unknown setting: contact.sales");
    expect(await errorOf([1])).toBe("The settings must be an object");
  });

  it("validates every setting with a message naming it", async () => {
    const cases: Array<[unknown, string]> = [
      [{ announcement: { enabled: "yes" } }, "announcement.enabled must be true or false"],
      [
        { announcement: { enabled: true, text: "" } },
        "announcement.text is required while the banner is on",
      ],
      [
        { announcement: { text: "x".repeat(281) } },
        "announcement.text must be at most 280 characters",
      ],
      [
        { announcement: { link: "javascript:alert(1)" } },
        "announcement.link must be a path of the site (/…) or an https:// address",
      ],
      [
        { announcement: { link: "//evil.example" } },
        "announcement.link must be a path of the site (/…) or an https:// address",
      ],
      [
        { contact: { general: "not an address" } },
        "contact.general must be an email address, like hello@unitwise.app",
      ],
      [{ contact: { api: 5 } }, "contact.api must be an email address"],
      [{ apiLimits: { perSecond: 0 } }, "apiLimits.perSecond must be at least 1"],
      [{ apiLimits: { perSecond: 2.5 } }, "apiLimits.perSecond must be a whole number"],
      [{ apiLimits: { perHour: "100" } }, "apiLimits.perHour must be a whole number"],
      [
        { apiLimits: { perSecond: 50, perHour: 20 } },
        "apiLimits.perHour must be at least apiLimits.perSecond",
      ],
      [{ guides: { enabled: 1 } }, "guides.enabled must be true or false"],
      [{ guides: { writer: "openai" } }, 'guides.writer must be "local" or "workers-ai"'],
      [{ guides: { model: "" } }, "guides.model is required"],
      [
        { guides: { model: "a model; drop" } },
        "guides.model must be a model id, like @cf/meta/llama-3.3-70b-instruct-fp8-fast",
      ],
      [{ guides: { dailyBudget: -1 } }, "guides.dailyBudget must be at least 0"],
      [
        { appearance: { defaultTheme: "blue" } },
        'appearance.defaultTheme must be "light", "dark" or "system"',
      ],
    ];
    for (const [body, message] of cases) expect(await errorOf(body)).toBe(message);
    // Nothing refused was stored.
    const { results } = await env.DB.prepare("SELECT key FROM site_settings").all();
    expect(results).toEqual([]);
  });

  it("writes one audit row per save with the groups before and after, none when nothing changed", async () => {
    await put({ announcement: { enabled: true, text: "Hello" }, apiLimits: { perSecond: 5 } });
    const rows = await auditRows("settings", "site");
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      action: "update",
      actor_id: admin.user.id,
      entity_type: "settings",
    });
    expect(JSON.parse(last.before!)).toMatchObject({
      announcement: { enabled: false, text: "" },
      apiLimits: { perSecond: Number(env.API_RATE_LIMIT_PER_SECOND) },
    });
    expect(JSON.parse(last.after!)).toEqual({
      announcement: { enabled: true, text: "Hello", link: null },
      apiLimits: { perSecond: 5, perHour: Number(env.API_RATE_LIMIT_PER_HOUR) },
    });
    await put({ announcement: { text: "Hello" } });
    expect(await auditRows("settings", "site")).toHaveLength(rows.length);
    const audit = await get("/api/admin/audit?entity=settings", { cookie: admin.cookie });
    expect(audit.status).toBe(200);
  });
});

describe("the Settings tab", () => {
  it("shows every setting in a plain form and saves a group without JavaScript", async () => {
    const page = await pageHtml(await get("/admin/settings", { cookie: admin.cookie }));
    for (const name of ["text", "link", "general", "perSecond", "model", "defaultTheme"]) {
      expect(page).toContain(`name="${name}"`);
    }
    const saved = await postForm(
      "/admin/settings",
      { group: "announcement", enabled: "on", text: "Maintenance tonight", link: "" },
      { cookie: admin.cookie },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/settings");
    expect(saved.headers.get("Set-Cookie")).toContain("settings-saved");
    expect((await settingsNow()).announcement).toEqual({
      enabled: true,
      text: "Maintenance tonight",
      link: null,
    });
    // An unticked box is "off".
    await postForm(
      "/admin/settings",
      { group: "announcement", text: "Maintenance tonight", link: "" },
      { cookie: admin.cookie },
    );
    expect((await settingsNow()).announcement!.enabled).toBe(false);
    const limits = await postForm(
      "/admin/settings",
      { group: "apiLimits", perSecond: "20", perHour: "2000" },
      { cookie: admin.cookie },
    );
    expect(limits.status).toBe(302);
    expect((await settingsNow()).apiLimits).toEqual({ perSecond: 20, perHour: 2000 });
  });

  it("shows the refusal's message and keeps the settings", async () => {
    const refused = await postForm(
      "/admin/settings",
      { group: "apiLimits", perSecond: "ten", perHour: "2000" },
      { cookie: admin.cookie },
    );
    expect(refused.status).toBe(400);
    expect(await pageHtml(refused)).toContain("apiLimits.perSecond must be a whole number");
    const crossSite = await postForm(
      "/admin/settings",
      { group: "appearance", defaultTheme: "dark" },
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    expect([400, 403]).toContain(crossSite.status);
    expect((await settingsNow()).appearance).toEqual({ defaultTheme: "light" });
  });
});

describe("each setting takes effect", () => {
  it("the banner shows on pages, with its link, and is gone once off", async () => {
    await put({ announcement: { enabled: true, text: "New: cooking converters", link: "/blog" } });
    const html = await pageHtml(await get("/"));
    expect(html).toContain("New: cooking converters");
    expect(html).toMatch(/<aside aria-label="Announcement" data-announcement="[a-z0-9]+"/);
    expect(html).toContain('href="/blog"');
    const first = /data-announcement="([a-z0-9]+)"/.exec(html)![1];
    // A new text is a new announcement: a visitor who dismissed the old one sees it again.
    await put({ announcement: { text: "Another" } });
    const again = await pageHtml(await get("/length"));
    expect(again).toContain("Another");
    expect(/data-announcement="([a-z0-9]+)"/.exec(again)![1]).not.toBe(first);
    await put({ announcement: { enabled: false } });
    expect(await pageHtml(await get("/"))).not.toContain('aria-label="Announcement"');
  });

  it("the contact addresses show on /contact and the API page", async () => {
    await put({ contact: { general: "hi@example.com", api: "devs@example.com" } });
    const contact = await pageHtml(await get("/contact"));
    expect(contact).toContain('href="mailto:hi@example.com"');
    expect(contact).toContain('href="mailto:support@unitwise.app"');
    expect(contact).not.toContain("hello@unitwise.app");
    expect(await pageHtml(await get("/api"))).toContain('href="mailto:devs@example.com"');
  });

  it("the API limits: a 429 after the new lower limit; the API page and OpenAPI state it", async () => {
    await put({ apiLimits: { perSecond: 2, perHour: 500 } });
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const call = () =>
      SELF.fetch(`${BASE}/api/categories`, { headers: { "CF-Connecting-IP": client } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call()).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    // Three calls may straddle a second; a fourth and fifth make sure one is over.
    if (statuses[2] !== 429) statuses.push((await call()).status, (await call()).status);
    expect(statuses).toContain(429);
    const refused = await call();
    if (refused.status === 429) {
      expect(refused.headers.get("RateLimit-Policy")).toBe('"burst";q=2;w=1, "hour";q=500;w=3600');
    }
    const page = await pageHtml(await get("/api"));
    expect(page).toContain("Up to 500 requests per hour and 2 per second");
    const openapi = (await (await get("/api/openapi.json")).json()) as {
      info: { description: string };
      components: { headers: Record<string, { example: string }> };
    };
    expect(openapi.info.description).toContain("Limits: 2 requests per second and 500 per hour");
    expect(openapi.components.headers["RateLimit-Policy"]!.example).toBe(
      '"burst";q=2;w=1, "hour";q=500;w=3600',
    );
  });

  it("the API limits: the FAQ, help, terms and features state them, and the FAQ search finds them", async () => {
    const html = async (path: string) => pageHtml(await get(path));
    const defaults = {
      "/faq": "1,000 requests per hour and 10 per second",
      "/help": "may make 10 requests per second and 1,000 per hour",
      "/terms": "(1,000 requests per hour and 10 requests per second)",
      "/features": "within the documented limits of 1,000 requests per hour and 10 per second",
    };
    for (const [path, text] of Object.entries(defaults))
      expect(await html(path), path).toContain(text);

    await put({ apiLimits: { perSecond: 5, perHour: 2500 } });
    const saved = {
      "/faq": [
        "2,500 requests per hour and 5 per second",
        "A 429 means a limit (2,500 requests per hour, 5 per second)",
      ],
      "/help": ["may make 5 requests per second and 2,500 per hour"],
      "/terms": ["(2,500 requests per hour and 5 requests per second)"],
      "/features": ["within the documented limits of 2,500 requests per hour and 5 per second"],
    };
    for (const [path, texts] of Object.entries(saved)) {
      const page = await html(path);
      for (const text of texts) expect(page, path).toContain(text);
      expect(page, path).not.toContain("1,000 requests per hour");
      expect(page, path).not.toMatch(/\b10 (requests )?per second/);
    }
    // The FAQ's structured data and its search (a ?q= GET without JavaScript) read the same text.
    const faq = await html("/faq");
    const jsonLd = faq.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "";
    expect(jsonLd).toContain("2,500 requests per hour and 5 per second");
    expect(await html(`/faq?q=${encodeURIComponent("2,500 requests")}`)).toContain(
      "2 questions found for",
    );
    expect(await html(`/faq?q=${encodeURIComponent("1,000 requests")}`)).toContain(
      "0 questions found for",
    );
  });

  it("guide generator off: the nightly job queues nothing", async () => {
    await env.DB.prepare("DELETE FROM converter_guides").run();
    const sent = vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    await put({ guides: { enabled: false } });
    const off = await queueNightlyGuides(env, new Date("2026-11-20T03:30:00Z"));
    expect(off).toMatchObject({ queued: [], off: true });
    expect(sent).not.toHaveBeenCalled();
    await put({ guides: { enabled: true, writer: "workers-ai", dailyBudget: 2 } });
    const on = await queueNightlyGuides({ ...env, AI: env.AI }, new Date("2026-11-21T03:30:00Z"));
    // The budget of the settings, not the vars': two Workers AI guides.
    expect(on.queued).toHaveLength(2);
    expect(sent).toHaveBeenCalled();
  });

  it("the default theme is in the HTML for visitors who chose none", async () => {
    const light = await pageHtml(await get("/"));
    expect(light).toContain('data-default-theme="light"');
    expect(light).not.toMatch(/<html[^>]*class="dark"/);
    await put({ appearance: { defaultTheme: "dark" } });
    const dark = await pageHtml(await get("/"));
    expect(dark).toMatch(/<html[^>]*class="dark"/);
    expect(dark).toContain('data-default-theme="dark"');
    await put({ appearance: { defaultTheme: "system" } });
    expect(await pageHtml(await get("/"))).toContain('data-default-theme="system"');
  });
});

describe("the per-isolate copy", () => {
  it("is kept while the version stands and read again once a save changes it", async () => {
    const db = database(env.DB);
    forgetHeldSettings();
    const before = await loadSiteSettings(db, env);
    // A row written behind the settings' back (no new version) is not seen: the copy is kept.
    await env.DB.prepare(
      `INSERT INTO site_settings (key, value) VALUES ('appearance', '{"defaultTheme":"dark"}')`,
    ).run();
    expect((await loadSiteSettings(db, env)).appearance).toEqual(before.appearance);
    // A save through the API gives a new version: the next load reads D1 again.
    await put({ contact: { general: "new@example.com" } });
    const after = await loadSiteSettings(db, env);
    expect(after.contact.general).toBe("new@example.com");
    expect(after.appearance).toEqual({ defaultTheme: "dark" });
  });

  it("a stored group that is no longer valid falls back to its default", async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO site_settings (key, value) VALUES ('apiLimits', '{"perSecond":-3}')`,
      ),
      env.DB.prepare("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))"),
    ]);
    const settings = await loadSiteSettings(database(env.DB), env);
    expect(settings.apiLimits.perSecond).toBe(Number(env.API_RATE_LIMIT_PER_SECOND));
  });
});
