import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConverterArticle } from "~/models/converter-article";
import { PAGE_CACHE_STATUS_HEADER } from "~/pipeline/page-cache.server";
import { signIn } from "./helpers/auth";
import { auditRows, BASE, get, pageHtml, postForm, sendJson } from "./helpers/admin";

// docs/decisions/042-converter-articles.md. Each test writes the article of converters no other
// test of the run touches, so the files can share the database.

let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
  user = await signIn();
});

/** The admin's cookie (once beforeAll has signed in). */
const asAdmin = () => ({ cookie: admin.cookie });
const adminCall = (method: string, path: string, body?: unknown) =>
  sendJson(method, path, body, { cookie: admin.cookie });
const adminGet = (path: string) => get(path, { cookie: admin.cookie });

async function storedArticle(key: string) {
  return env.DB.prepare("SELECT * FROM converter_articles WHERE converter_key = ?")
    .bind(key)
    .first<{ title: string; is_published: number; meta_description: string; content: string }>();
}

const fields = (overrides: Record<string, unknown> = {}) => ({
  title: "A Guide",
  content: "## Start here\n\nSome **bold** text.",
  metaDescription: "About the converter.",
  isPublished: true,
  ...overrides,
});

/** An anonymous visit, as a browser without cookies makes it (the page may come from the cache). */
const visit = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });

describe("the articles API's access rules", () => {
  it("answers writes 401 signed out and 403 without the role or from another site", async () => {
    // No torque article, whatever ran before: the refused writes must leave none.
    await env.DB.prepare("DELETE FROM converter_articles WHERE converter_key = 'torque'").run();
    for (const [method, path, body] of [
      ["POST", "/api/blogs", { converterKey: "torque" }],
      ["PUT", "/api/blogs/torque-converter", fields()],
      ["DELETE", "/api/blogs/torque-converter", undefined],
    ] as const) {
      const signedOut = await sendJson(method, path, body);
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      expect(await signedOut.json()).toEqual({ error: "Sign in to continue" });
      const forbidden = await sendJson(method, path, body, { cookie: user.cookie });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json()).toEqual({ error: "Admin access required" });
      const crossSite = await sendJson(method, path, body, {
        cookie: admin.cookie,
        origin: "https://evil.example",
      });
      expect(crossSite.status, `${method} ${path}`).toBe(403);
      expect(await crossSite.json()).toEqual({ error: "Cross-site requests are not allowed" });
    }
    expect(await storedArticle("torque")).toBeNull();
  });

  it("answers other methods 405 with Allow", async () => {
    const list = await sendJson("PATCH", "/api/blogs", {});
    expect(list.status).toBe(405);
    expect(list.headers.get("Allow")).toBe("GET, POST");
    const one = await sendJson("POST", "/api/blogs/torque-converter", {}, asAdmin());
    expect(one.status).toBe(405);
    expect(one.headers.get("Allow")).toBe("GET, PUT, DELETE");
    expect(await one.json()).toEqual({
      error: "Use GET, PUT or DELETE for /api/blogs/torque-converter, not POST",
    });
  });
});

describe("POST /api/blogs", () => {
  it("creates a converter's article pre-filled from the catalogue, published, once", async () => {
    const created = await adminCall("POST", "/api/blogs", { converterKey: "torque" });
    expect(created.status).toBe(201);
    expect(created.headers.get("Location")).toBe("/api/blogs/torque-converter");
    const article = (await created.json()) as ConverterArticle;
    expect(article).toMatchObject({
      converterKey: "torque",
      slug: "torque-converter",
      title: "Torque Converter - Complete Guide",
      isPublished: true,
      author: "Test Admin",
    });
    expect(article.content).toContain("## How to convert");
    expect(article.content).toContain("- **newton centimeter** (N·cm)");
    expect(article.metaDescription.length).toBeGreaterThan(0);
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);

    const again = await adminCall("POST", "/api/blogs", { converterKey: "torque", title: "Other" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "The Torque Converter already has an article: edit it instead",
    });
    expect((await storedArticle("torque"))?.title).toBe("Torque Converter - Complete Guide");
    expect((await auditRows("converter-article", "torque-converter")).length).toBe(1);
  });

  it("takes the fields it is given, and refuses unknown converters and invalid fields", async () => {
    const given = await adminCall("POST", "/api/blogs", {
      converterKey: "acceleration-angular",
      ...fields({ isPublished: false }),
    });
    expect(given.status).toBe(201);
    expect(await given.json()).toMatchObject({ ...fields({ isPublished: false }) });

    for (const converterKey of ["no-such-converter", "density-converter"]) {
      const unknown = await adminCall("POST", "/api/blogs", { converterKey });
      expect(unknown.status, converterKey).toBe(404);
      expect(await unknown.json()).toEqual({ error: "Converter not found" });
    }
    const refusals: Array<[unknown, string]> = [
      [{}, 'slug must be the slug of a converter\'s page, such as "length-converter"'],
      [
        { converterKey: "density", metaDescription: "x".repeat(161) },
        "The meta description must be at most 160 characters",
      ],
      [{ converterKey: "density", title: " " }, "The title is required"],
      [{ converterKey: "density", isPublished: "yes" }, "isPublished must be true or false"],
      [
        { converterKey: "density", slug: "length-converter" },
        'slug "length-converter" and converterKey "density" name different converters: send one',
      ],
      [
        { converterKey: "density", colour: "red" },
        'Unknown field "colour". Send a JSON object like { "slug": "length-converter" }',
      ],
      [[], 'Send a JSON object like { "slug": "length-converter" }'],
    ];
    for (const [body, error] of refusals) {
      const refused = await adminCall("POST", "/api/blogs", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toEqual({ error });
    }
    expect(await storedArticle("density")).toBeNull();
  });
});

describe("the specification's shape: { slug, title, content, metaDescription, isPublished }", () => {
  const slug = "heat-transfer-coefficient-converter";
  const body = (overrides: Record<string, unknown> = {}) => ({ slug, ...fields(overrides) });

  it("creates the article of the converter whose page the slug names, and updates it with the same body", async () => {
    const created = await adminCall("POST", "/api/blogs", body({ isPublished: false }));
    expect(created.status).toBe(201);
    expect(created.headers.get("Location")).toBe(`/api/blogs/${slug}`);
    expect(await created.json()).toMatchObject({
      converterKey: "heat-transfer-coefficient",
      ...body({ isPublished: false }),
    });

    const updated = await adminCall("PUT", `/api/blogs/${slug}`, body({ title: "Heat guide" }));
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject(body({ title: "Heat guide" }));

    const moved = await adminCall("PUT", `/api/blogs/${slug}`, body({ slug: "other-converter" }));
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({
      error: `slug is read-only: it is "${slug}" and cannot be changed here`,
    });
    expect((await storedArticle("heat-transfer-coefficient"))?.title).toBe("Heat guide");
  });

  it("answers 404 for a slug that is no converter page's, a converter's key included", async () => {
    for (const other of ["flow-molar", "no-such-converter"]) {
      const response = await adminCall("POST", "/api/blogs", body({ slug: other }));
      expect(response.status, other).toBe(404);
      expect(await response.json()).toEqual({ error: "Converter not found" });
    }
    expect(await storedArticle("flow-molar")).toBeNull();
  });
});

describe("GET /api/blogs and /api/blogs/{slug}", () => {
  it("shows drafts to admins only: a draft is a 404 for everyone else", async () => {
    await adminCall("POST", "/api/blogs", {
      converterKey: "specific-volume",
      ...fields({ isPublished: false, title: "Draft guide" }),
    });
    await adminCall("POST", "/api/blogs", {
      converterKey: "moment-of-inertia",
      ...fields({ title: "Published guide" }),
    });

    const slugsIn = async (response: Response) =>
      ((await response.json()) as ConverterArticle[]).map((article) => article.slug);
    const anonymousList = await get("/api/blogs");
    expect(anonymousList.status).toBe(200);
    expect(anonymousList.headers.get("Cache-Control")).toBe("no-store");
    const publicSlugs = await slugsIn(anonymousList);
    expect(publicSlugs).toContain("moment-of-inertia-converter");
    expect(publicSlugs).not.toContain("specific-volume-converter");
    expect(await slugsIn(await get("/api/blogs", { cookie: user.cookie }))).not.toContain(
      "specific-volume-converter",
    );
    expect(await slugsIn(await adminGet("/api/blogs"))).toEqual(
      expect.arrayContaining(["specific-volume-converter", "moment-of-inertia-converter"]),
    );

    for (const options of [{}, { cookie: user.cookie }]) {
      const draft = await get("/api/blogs/specific-volume-converter", options);
      expect(draft.status).toBe(404);
      expect(await draft.json()).toEqual({ error: "Article not found" });
    }
    const asAdminDraft = await adminGet("/api/blogs/specific-volume-converter");
    expect(asAdminDraft.status).toBe(200);
    expect(await asAdminDraft.json()).toMatchObject({ title: "Draft guide", isPublished: false });
    const published = await get("/api/blogs/moment-of-inertia-converter");
    expect(await published.json()).toMatchObject({ title: "Published guide" });
    expect((await get("/api/blogs/no-such-article")).status).toBe(404);
  });
});

describe("PUT and DELETE /api/blogs/{slug}", () => {
  it("replace and delete an article, each with its audit row, and refuse what is invalid or missing", async () => {
    const slug = "moment-of-force-converter";
    await adminCall("POST", "/api/blogs", { converterKey: "moment-of-force" });

    const saved = await adminCall("PUT", `/api/blogs/${slug}`, fields({ title: "New title" }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ...fields({ title: "New title" }), slug });
    // Saving it as it is changes nothing and writes no row.
    await adminCall("PUT", `/api/blogs/${slug}`, fields({ title: "New title" }));

    const refusals: Array<[unknown, string]> = [
      [
        fields({ metaDescription: "x".repeat(161) }),
        "The meta description must be at most 160 characters",
      ],
      [fields({ content: "" }), "The article is required"],
      [{ title: "t", content: "c" }, "isPublished must be true or false"],
    ];
    for (const [body, error] of refusals) {
      const refused = await adminCall("PUT", `/api/blogs/${slug}`, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error });
    }
    const notJson = await SELF.fetch(`${BASE}/api/blogs/${slug}`, {
      method: "PUT",
      headers: { Cookie: admin.cookie, Origin: BASE, "Content-Type": "text/plain" },
      body: "title=x",
    });
    expect(notJson.status).toBe(415);
    const missing = await adminCall("PUT", "/api/blogs/no-such-article", fields());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Article not found" });

    const deleted = await adminCall("DELETE", `/api/blogs/${slug}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: slug });
    expect(await storedArticle("moment-of-force")).toBeNull();
    expect((await adminCall("DELETE", `/api/blogs/${slug}`)).status).toBe(404);

    const rows = await auditRows("converter-article", slug);
    expect(rows.map((row) => row.action)).toEqual([
      "converter-article.created",
      "converter-article.updated",
      "converter-article.deleted",
    ]);
    expect(rows[0]).toMatchObject({ actor_id: admin.user.id, actor_username: admin.user.username });
    expect(rows[0]!.before).toBeNull();
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({ converterKey: "moment-of-force", slug });
    expect(JSON.parse(rows[1]!.before!)).toMatchObject({
      title: "Moment of Force Converter - Complete Guide",
    });
    expect(JSON.parse(rows[1]!.after!)).toEqual(fields({ title: "New title" }));
    expect(JSON.parse(rows[2]!.before!)).toMatchObject({ slug, title: "New title" });
    expect(rows[2]!.after).toBeNull();

    const audit = await adminGet(`/api/admin/audit?entity=converter-article&id=${slug}`);
    expect(audit.status).toBe(200);
    expect(((await audit.json()) as { entries: unknown[] }).entries).toHaveLength(3);
  });
});

describe("the Blog Content tab (/admin/blog-content)", () => {
  it("sends signed-out visitors to /login and answers non-admins 403", async () => {
    const signedOut = await get("/admin/blog-content");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fblog-content");
    expect((await get("/admin/blog-content", { cookie: user.cookie })).status).toBe(403);
    const form = { intent: "create", id: "luminance", title: "t", content: "c" };
    expect((await postForm("/admin/blog-content", form)).status).toBe(302);
    expect((await postForm("/admin/blog-content", form, { cookie: user.cookie })).status).toBe(403);
    expect(await storedArticle("luminance")).toBeNull();
  });

  it("lists every converter with its article's state and a Create link that opens the pre-filled form", async () => {
    const html = await pageHtml(await adminGet("/admin/blog-content"));
    expect(html).toMatch(/aria-current="page"[^>]*>Blog Content/);
    expect(html).not.toContain("This tab is not built yet.");
    expect(html.match(/<article /g)).toHaveLength(81);
    expect(html).toContain('id="article-luminance"');
    expect(html).toContain('href="/admin/blog-content?edit=luminance#article-luminance"');
    expect(html).toContain('aria-label="Create the Luminance Converter article"');

    const editor = await pageHtml(await adminGet("/admin/blog-content?edit=luminance"));
    expect(editor).toContain("Create the Luminance Converter article");
    expect(editor).toContain('value="Luminance Converter - Complete Guide"');
    expect(editor).toContain("## What the Luminance Converter does");
    expect(editor).toMatch(/<input type="checkbox"[^>]*name="isPublished" checked=""/);
    expect(editor).toMatch(/\d+\/160 characters/);
    expect(editor).toContain('href="/admin/blog-content#article-luminance"');

    const unknown = await pageHtml(await adminGet("/admin/blog-content?edit=nope"));
    expect(unknown).toContain("Converter not found");
  });

  it("creates, saves, moves to drafts, publishes and deletes an article, with toasts and audit rows", async () => {
    const post = (form: Record<string, string>) =>
      postForm("/admin/blog-content?edit=luminance", { id: "luminance", ...form }, asAdmin());
    const created = await post({
      intent: "create",
      title: "Luminance, explained",
      content: "## Candela per square meter\r\n\r\nBright.",
      metaDescription: "All about luminance.",
      isPublished: "true",
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/blog-content#article-luminance");
    expect(created.headers.get("Set-Cookie")).toContain("unitwise_flash=article-created");
    expect(await storedArticle("luminance")).toMatchObject({
      title: "Luminance, explained",
      content: "## Candela per square meter\n\nBright.",
      is_published: 1,
    });

    const duplicate = await post({ intent: "create", title: "Again", content: "x" });
    expect(duplicate.status).toBe(409);

    const tooLong = await post({
      intent: "save",
      title: "Kept title",
      content: "Kept text",
      metaDescription: "m".repeat(161),
      isPublished: "true",
    });
    expect(tooLong.status).toBe(400);
    const refused = await pageHtml(tooLong);
    expect(refused).toContain("The meta description must be at most 160 characters");
    expect(refused).toContain('value="Kept title"');
    expect(refused).toContain("Kept text");

    // No checkbox sent: saved as a draft.
    const saved = await post({ intent: "save", title: "Luminance guide", content: "Text" });
    expect(saved.headers.get("Set-Cookie")).toContain("unitwise_flash=article-saved");
    expect(await storedArticle("luminance")).toMatchObject({
      title: "Luminance guide",
      is_published: 0,
    });

    const published = await post({ intent: "publish" });
    expect(published.headers.get("Set-Cookie")).toContain("unitwise_flash=article-published");
    expect((await storedArticle("luminance"))?.is_published).toBe(1);
    const unpublished = await post({ intent: "unpublish" });
    expect(unpublished.headers.get("Set-Cookie")).toContain("unitwise_flash=article-unpublished");
    expect((await storedArticle("luminance"))?.is_published).toBe(0);

    const list = await pageHtml(await adminGet("/admin/blog-content"));
    const card = list.slice(
      list.indexOf('id="article-luminance"'),
      list.indexOf('id="article-luminous-intensity"'),
    );
    expect(card).toContain("Draft");
    expect(card).toContain("Luminance guide");
    expect(card).toContain("Text");
    expect(card).toContain("Delete article");

    const deleted = await post({ intent: "delete" });
    expect(deleted.headers.get("Set-Cookie")).toContain("unitwise_flash=article-deleted");
    expect(await storedArticle("luminance")).toBeNull();
    expect((await post({ intent: "delete" })).status).toBe(404);

    expect(
      (await auditRows("converter-article", "luminance-converter")).map((row) => row.action),
    ).toEqual([
      "converter-article.created",
      "converter-article.updated",
      "converter-article.published",
      "converter-article.unpublished",
      "converter-article.deleted",
    ]);
  });

  it("refuses unknown intents and converters, and posts from another site", async () => {
    const bad = await postForm(
      "/admin/blog-content",
      { intent: "archive", id: "luminous-intensity" },
      asAdmin(),
    );
    expect(bad.status).toBe(400);
    expect(await pageHtml(bad)).toContain("Unknown action");
    const unknown = await postForm(
      "/admin/blog-content",
      { intent: "publish", id: "nope" },
      asAdmin(),
    );
    expect(unknown.status).toBe(404);
    expect(await pageHtml(unknown)).toContain("Converter not found");
    const crossSite = await postForm(
      "/admin/blog-content",
      { intent: "create", id: "luminous-intensity", title: "t", content: "c" },
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    expect([400, 403]).toContain(crossSite.status);
    expect(await storedArticle("luminous-intensity")).toBeNull();
  });

  it("keeps what was typed when a create is refused, in the open form", async () => {
    const typed = "Notes typed before the title was forgotten";
    const refused = await postForm(
      "/admin/blog-content",
      { intent: "create", id: "luminous-intensity", title: "", content: typed },
      asAdmin(),
    );
    expect(refused.status).toBe(400);
    const html = await pageHtml(refused);
    expect(html).toContain('role="alert"');
    expect(html).toContain(`>${typed}</textarea>`);
    expect(await storedArticle("luminous-intensity")).toBeNull();
  });
});

describe("the converter page's article", () => {
  it("shows the published article rendered and sanitized, and nothing for a draft", async () => {
    const path = "/illumination-converter";
    const before = await pageHtml(await visit(path));
    expect(before).not.toContain('id="converter-article"');

    await adminCall("POST", "/api/blogs", {
      converterKey: "illumination",
      ...fields({
        title: "Lux and foot-candles",
        content:
          '## Lighting levels\n\n<script>alert("owned")</script>\n\n[Click](javascript:alert(1)) <img src=x onerror=alert(2)>\n\n- **Office**: 500 lx',
        isPublished: false,
      }),
    });
    const draft = await pageHtml(await visit(path));
    expect(draft).not.toContain("Lux and foot-candles");

    await adminCall("PUT", "/api/blogs/illumination-converter", {
      ...fields({ title: "Lux and foot-candles", isPublished: true }),
      content:
        '## Lighting levels\n\n<script>alert("owned")</script>\n\n[Click](javascript:alert(1)) <img src=x onerror=alert(2)>\n\n- **Office**: 500 lx',
    });
    const shown = await pageHtml(await visit(path));
    expect(shown).toContain('<h2 id="converter-article"');
    expect(shown).toContain("Lux and foot-candles");
    expect(shown).toContain("<h2>Lighting levels</h2>");
    expect(shown).toContain("<li><strong>Office</strong>: 500 lx</li>");
    expect(shown).not.toContain("alert(");
    expect(shown).not.toContain("javascript:");
    expect(shown).not.toContain("onerror");
  });

  it("shows a change at the next visit, although the page was kept", async () => {
    const path = "/thermal-expansion-converter";
    expect((await visit(path)).headers.get(PAGE_CACHE_STATUS_HEADER)).toMatch(/miss|hit/);
    const kept = await visit(path);
    expect(kept.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("hit");
    expect(await pageHtml(kept)).not.toContain('id="converter-article"');

    await adminCall("POST", "/api/blogs", {
      converterKey: "thermal-expansion",
      ...fields({ title: "Expansion, first version" }),
    });
    const created = await visit(path);
    expect(created.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    expect(await pageHtml(created)).toContain("Expansion, first version");

    await adminCall(
      "PUT",
      "/api/blogs/thermal-expansion-converter",
      fields({ title: "Second version" }),
    );
    expect(await pageHtml(await visit(path))).toContain("Second version");

    await postForm(
      "/admin/blog-content",
      { intent: "unpublish", id: "thermal-expansion" },
      asAdmin(),
    );
    expect(await pageHtml(await visit(path))).not.toContain("Second version");

    await postForm(
      "/admin/blog-content",
      { intent: "publish", id: "thermal-expansion" },
      asAdmin(),
    );
    expect(await pageHtml(await visit(`${path}?value=3`))).toContain("Second version");

    await adminCall("DELETE", "/api/blogs/thermal-expansion-converter");
    expect(await pageHtml(await visit(path))).not.toContain('id="converter-article"');
    expect(await pageHtml(await visit(`${path}?value=3`))).not.toContain("Second version");
  });
});
