import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_EVENTS, enabledEvents } from "~/analytics/events";
import { forgetHeldEvents } from "~/analytics/events.server";
import { GA_NOT_CONFIGURED, sendTestEvent } from "~/analytics/test-event.server";
import { auditRows, get, pageHtml, postForm, sendJson } from "./helpers/admin";
import { signIn } from "./helpers/auth";

/** The Google Analytics event configuration: JSON API, validation, audit, the tab, test events. */

let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
  user = await signIn();
});

const SEEDED = `INSERT OR REPLACE INTO analytics_events (event, name, category, action, label, enabled) VALUES
  ('converter_use', 'converter_use', 'conversion', 'convert', '', 1),
  ('search', 'search', 'engagement', 'search', '', 1),
  ('page_view', 'page_view', 'navigation', 'view', '', 1),
  ('click', 'converter_click', 'engagement', 'click', '', 1)`;

afterEach(async () => {
  // Back to the spec's defaults, with a new version so every holder reads them again.
  await env.DB.batch([
    env.DB.prepare(SEEDED),
    env.DB.prepare("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))"),
  ]);
  forgetHeldEvents();
  vi.restoreAllMocks();
});

const put = (body: unknown, cookie = admin.cookie) =>
  sendJson("PUT", "/api/admin/analytics/events", body, { cookie });

async function errorOf(body: unknown): Promise<string> {
  const response = await put(body);
  expect(response.status, JSON.stringify(body)).toBe(400);
  return ((await response.json()) as { error: string }).error;
}

async function eventsNow() {
  const response = await get("/api/admin/analytics/events", { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: typeof DEFAULT_EVENTS }).events;
}

describe("permissions", () => {
  it("answers 401 signed out, 403 without the role, 403 from another site", async () => {
    expect((await sendJson("GET", "/api/admin/analytics/events")).status).toBe(401);
    expect((await sendJson("PUT", "/api/admin/analytics/events", {})).status).toBe(401);
    expect((await get("/api/admin/analytics/events", { cookie: user.cookie })).status).toBe(403);
    expect((await put({ search: { enabled: false } }, user.cookie)).status).toBe(403);
    const crossSite = await sendJson(
      "PUT",
      "/api/admin/analytics/events",
      { search: { enabled: false } },
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await eventsNow()).search.enabled).toBe(true);
  });

  it("the tab sends signed-out visitors to /login, refuses non-admins and cross-site posts", async () => {
    expect((await get("/admin/analytics")).status).toBe(302);
    expect((await get("/admin/analytics", { cookie: user.cookie })).status).toBe(403);
    const fields = { intent: "save", event: "search", name: "x", category: "c", eventAction: "a" };
    expect((await postForm("/admin/analytics", fields)).status).toBe(302);
    expect((await postForm("/admin/analytics", fields, { cookie: user.cookie })).status).toBe(403);
    const crossSite = await postForm("/admin/analytics", fields, {
      cookie: admin.cookie,
      origin: "https://evil.example",
    });
    // React Router refuses a cross-origin form post first (400); requireSameOrigin would say 403.
    expect([400, 403]).toContain(crossSite.status);
    expect((await eventsNow()).search.name).toBe("search");
  });
});

describe("GET and PUT /api/admin/analytics/events", () => {
  it("starts from the spec's defaults, which migration 0012 seeds", async () => {
    expect(await eventsNow()).toEqual(DEFAULT_EVENTS);
    expect(DEFAULT_EVENTS.converter_use.category).toBe("conversion");
    expect(DEFAULT_EVENTS.search.category).toBe("engagement");
    expect(DEFAULT_EVENTS.page_view.category).toBe("navigation");
    expect(DEFAULT_EVENTS.click).toMatchObject({ name: "converter_click", category: "engagement" });
  });

  it("a partial PUT changes only what it names, and the site sends only enabled events", async () => {
    const response = await put({
      click: { label: "home-card", enabled: true },
      page_view: { enabled: false },
    });
    expect(response.status).toBe(200);
    const { events } = (await response.json()) as { events: typeof DEFAULT_EVENTS };
    expect(events.click).toEqual({ ...DEFAULT_EVENTS.click, label: "home-card" });
    expect(events.page_view.enabled).toBe(false);
    expect(events.search).toEqual(DEFAULT_EVENTS.search);
    expect(await eventsNow()).toEqual(events);
    expect(Object.keys(enabledEvents(events))).toEqual(["converter_use", "search", "click"]);
  });

  it("refuses unknown keys, at the top and inside an event", async () => {
    expect(await errorOf({ purchase: {} })).toBe("Unknown event setting: purchase");
    expect(await errorOf({ search: { value: 3 } })).toBe("Unknown event setting: search.value");
    expect(await errorOf([1])).toBe("The event settings must be an object");
    expect(await errorOf({ search: "off" })).toBe("search must be an object");
  });

  it("validates every setting of every event with a message naming it", async () => {
    for (const kind of ["converter_use", "search", "page_view", "click"]) {
      const cases: Array<[unknown, string]> = [
        [{ name: "" }, `${kind}.name must be a Google Analytics event name`],
        [{ name: "9lives" }, `${kind}.name must be a Google Analytics event name`],
        [{ name: "has space" }, `${kind}.name must be a Google Analytics event name`],
        [{ name: "x".repeat(41) }, `${kind}.name must be a Google Analytics event name`],
        [{ name: "google_thing" }, `${kind}.name must not start with google_, ga_ or firebase_`],
        [{ name: 5 }, `${kind}.name must be text`],
        [{ category: "" }, `${kind}.category is required`],
        [{ category: "  " }, `${kind}.category is required`],
        [{ category: "c".repeat(101) }, `${kind}.category must be at most 100 characters`],
        [{ category: null }, `${kind}.category must be text`],
        [{ action: "" }, `${kind}.action is required`],
        [{ action: "a".repeat(101) }, `${kind}.action must be at most 100 characters`],
        [{ label: "l".repeat(101) }, `${kind}.label must be at most 100 characters`],
        [{ label: 1 }, `${kind}.label must be text`],
        [{ enabled: "yes" }, `${kind}.enabled must be true or false`],
      ];
      for (const [fields, message] of cases) {
        expect(await errorOf({ [kind]: fields })).toContain(message);
      }
    }
    // Nothing refused was stored.
    expect(await eventsNow()).toEqual(DEFAULT_EVENTS);
  });

  it("accepts an empty label (the event's subject) and trims text", async () => {
    const response = await put({ search: { name: " site_search ", label: "", action: " find " } });
    expect(response.status).toBe(200);
    expect((await eventsNow()).search).toMatchObject({
      name: "site_search",
      label: "",
      action: "find",
    });
  });

  it("writes one audit row per save with the events before and after, none when nothing changed", async () => {
    const before = (await auditRows("analytics-events", "ga")).length;
    await put({ converter_use: { category: "usage" }, search: { enabled: false } });
    const rows = await auditRows("analytics-events", "ga");
    expect(rows).toHaveLength(before + 1);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      action: "update",
      actor_id: admin.user.id,
      entity_type: "analytics-events",
    });
    expect(JSON.parse(last.before!)).toEqual({
      converter_use: DEFAULT_EVENTS.converter_use,
      search: DEFAULT_EVENTS.search,
    });
    expect(JSON.parse(last.after!)).toEqual({
      converter_use: { ...DEFAULT_EVENTS.converter_use, category: "usage" },
      search: { ...DEFAULT_EVENTS.search, enabled: false },
    });
    await put({ converter_use: { category: "usage" } });
    expect(await auditRows("analytics-events", "ga")).toHaveLength(before + 1);
    const audit = await get("/api/admin/audit?entity=analytics-events", { cookie: admin.cookie });
    expect(audit.status).toBe(200);
  });
});

describe("the tab's event forms, without JavaScript", () => {
  it("show every event in a plain form and save one with a redirect and a flash", async () => {
    const page = await pageHtml(await get("/admin/analytics", { cookie: admin.cookie }));
    for (const kind of ["converter_use", "search", "page_view", "click"]) {
      expect(page).toContain(`aria-label="Save ${kind}"`);
      expect(page).toContain(`aria-label="Send test event ${kind}"`);
    }
    const saved = await postForm(
      "/admin/analytics?days=7",
      {
        intent: "save",
        event: "click",
        name: "card_click",
        category: "engagement",
        eventAction: "click",
        label: "",
      },
      { cookie: admin.cookie },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/analytics?days=7");
    expect(saved.headers.get("Set-Cookie")).toContain("settings-saved");
    // An unticked box is "off".
    expect((await eventsNow()).click).toEqual({
      name: "card_click",
      category: "engagement",
      action: "click",
      label: "",
      enabled: false,
    });
  });

  it("shows a refusal's message on the page with its status", async () => {
    const refused = await postForm(
      "/admin/analytics",
      { intent: "save", event: "click", name: "bad name", category: "c", eventAction: "a" },
      { cookie: admin.cookie },
    );
    expect(refused.status).toBe(400);
    expect(await pageHtml(refused)).toContain("click.name must be a Google Analytics event name");
    const unknown = await postForm(
      "/admin/analytics",
      { intent: "save", event: "purchase", name: "p", category: "c", eventAction: "a" },
      { cookie: admin.cookie },
    );
    expect(unknown.status).toBe(400);
    expect(await pageHtml(unknown)).toContain("Unknown event setting: purchase");
  });

  it("'Send test event' says plainly when Google Analytics is not configured", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const answer = await postForm(
      "/admin/analytics",
      { intent: "test", event: "search" },
      { cookie: admin.cookie },
    );
    expect(answer.status).toBe(200);
    expect(await pageHtml(answer)).toContain(GA_NOT_CONFIGURED);
    expect(fetchSpy).not.toHaveBeenCalledWith(
      expect.stringContaining("google-analytics.com"),
      expect.anything(),
    );
    const unknown = await postForm(
      "/admin/analytics",
      { intent: "test", event: "purchase" },
      { cookie: admin.cookie },
    );
    expect(unknown.status).toBe(400);
  });
});

describe("sendTestEvent", () => {
  const configured = { GA_MEASUREMENT_ID: "G-TEST1234", GA_API_SECRET: "s3cret" };

  it("is refused without a measurement id or an API secret", async () => {
    const fetcher = vi.fn<typeof fetch>();
    for (const vars of [{}, { GA_MEASUREMENT_ID: "G-TEST1234" }, { GA_API_SECRET: "s" }]) {
      const result = await sendTestEvent(vars, "search", DEFAULT_EVENTS.search, fetcher);
      expect(result).toEqual({ ok: false, message: GA_NOT_CONFIGURED, details: [] });
    }
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("validates the event with GA, then sends it, and says so", async () => {
    const fetcher = vi.fn<typeof fetch>(async (input) =>
      String(input).includes("/debug/")
        ? Response.json({ validationMessages: [] })
        : new Response(null, { status: 204 }),
    );
    const result = await sendTestEvent(configured, "click", DEFAULT_EVENTS.click, fetcher);
    expect(result.ok).toBe(true);
    expect(result.message).toContain('validated and received "converter_click"');
    expect(fetcher).toHaveBeenCalledTimes(2);
    const [validateUrl, init] = fetcher.mock.calls[0]!;
    expect(String(validateUrl)).toBe(
      "https://www.google-analytics.com/debug/mp/collect?measurement_id=G-TEST1234&api_secret=s3cret",
    );
    const body = JSON.parse(String(init!.body)) as {
      events: Array<{ name: string; params: Record<string, unknown> }>;
    };
    expect(body.events[0]).toEqual({
      name: "converter_click",
      params: {
        event_category: "engagement",
        event_action: "click",
        event_label: "test-click",
        debug_mode: 1,
      },
    });
    expect(String(fetcher.mock.calls[1]![0])).toMatch(
      /^https:\/\/www\.google-analytics\.com\/mp\/collect\?/,
    );
  });

  it("shows GA's validation messages and sends nothing when GA refuses the event", async () => {
    const fetcher = vi.fn<typeof fetch>(async () =>
      Response.json({
        validationMessages: [
          {
            fieldPath: "events[0].name",
            description: "Event name is reserved.",
            validationCode: "NAME_RESERVED",
          },
        ],
      }),
    );
    const result = await sendTestEvent(configured, "page_view", DEFAULT_EVENTS.page_view, fetcher);
    expect(result).toEqual({
      ok: false,
      message: 'Google Analytics refused "page_view"',
      details: ["NAME_RESERVED: events[0].name: Event name is reserved."],
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("reports GA being unreachable or failing", async () => {
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError("network down");
    });
    const unreachable = await sendTestEvent(configured, "search", DEFAULT_EVENTS.search, down);
    expect(unreachable.ok).toBe(false);
    expect(unreachable.message).toContain("could not be reached");
    const failing = vi.fn<typeof fetch>(async () => new Response("no", { status: 500 }));
    const failed = await sendTestEvent(configured, "search", DEFAULT_EVENTS.search, failing);
    expect(failed).toMatchObject({ ok: false, message: "Google Analytics answered 500" });
  });
});
