import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./helpers/auth";
import { get, pageHtml } from "./helpers/admin";
import { ADMIN_TABS } from "~/admin/tabs";

const TABS = [
  ["converters", "Converters"],
  ["ai-content", "AI Content"],
  ["blog-content", "Blog Content"],
  ["blog-posts", "Blog Posts"],
  ["categories", "Categories"],
  ["adsense", "AdSense"],
  ["analytics", "Analytics"],
  ["settings", "Settings"],
  ["messages", "Messages"],
  ["users", "Users"],
] as const;

let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
});

describe("the dashboard's tabs", () => {
  it("are links in a nav, each its own URL, the current one marked; /admin shows the first", async () => {
    const html = await pageHtml(await get("/admin", { cookie: admin.cookie }));
    expect(html).toContain('<nav aria-label="Admin sections"');
    for (const [slug] of TABS) expect(html).toContain(`href="/admin/${slug}"`);
    expect(html).toMatch(/aria-current="page"[^>]*>Converters/);
    expect(html).toContain("Add a converter");
    // Every tab is built: the dashboard lists exactly these.
    expect(ADMIN_TABS.map((tab) => tab.slug)).toEqual(TABS.map(([slug]) => slug));
    expect(html).toMatch(/Total converters<\/p><p[^>]*>81</);

    for (const [slug, label] of TABS) {
      const response = await get(`/admin/${slug}`, { cookie: admin.cookie });
      expect(response.status, slug).toBe(200);
      const page = await pageHtml(response);
      const current = [...page.matchAll(/aria-current="page"[^>]*>([^<]+)/g)].map((m) => m[1]);
      expect(current, slug).toEqual([label]);
      expect(page, slug).toMatch(/Total converters/);
    }
  });

  it("keep the access rules on every tab", async () => {
    const user = await signIn();
    for (const [slug] of TABS) {
      const signedOut = await get(`/admin/${slug}`);
      expect(signedOut.headers.get("Location"), slug).toBe(`/login?redirectTo=%2Fadmin%2F${slug}`);
      const forbidden = await get(`/admin/${slug}`, { cookie: user.cookie });
      expect(forbidden.status, slug).toBe(403);
      expect(await pageHtml(forbidden)).toContain("Access Denied");
    }
  });

  it("list every blog post, drafts included, with counts and edit links", async () => {
    await env.DB.prepare(
      `INSERT INTO blog_posts (slug, title, excerpt, content, is_published, published_at)
       VALUES ('admin-tab-draft', 'Admin tab draft', 'e', 'c', 0, NULL),
              ('admin-tab-live', 'Admin tab live', 'e', 'c', 1, '2026-02-03T04:05:06.000Z')`,
    ).run();
    const counts = await env.DB.prepare(
      "SELECT sum(is_published) AS published, sum(1 - is_published) AS drafts FROM blog_posts",
    ).first<{ published: number; drafts: number }>();
    const html = await pageHtml(await get("/admin/blog-posts", { cookie: admin.cookie }));
    expect(html).toContain("Admin tab draft");
    expect(html).toContain("Admin tab live");
    expect(html).toContain('href="/blog?edit=admin-tab-draft"');
    expect(html).toContain("2026-02-03 04:05 UTC");
    expect(html).toContain(`${counts?.published} published, ${counts?.drafts} draft`);
  });
});
