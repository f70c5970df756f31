import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const BASE = "https://unitwise.example";

describe("search engines", () => {
  it("redirect a trailing slash permanently, keeping the query", async () => {
    const response = await SELF.fetch(`${BASE}/length-converter/?value=2`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/length-converter?value=2");
  });

  it("never redirect a trailing slash off the site", async () => {
    // Each of these reaches the Worker as a path that would be "//evil.example" without its slash.
    const offSite = [
      "//evil.example/",
      "///evil.example/",
      "/.//evil.example/",
      "/%2e//evil.example/",
      "/x/..//evil.example/",
      "/\\evil.example/",
      "/\t/evil.example/",
      "/\n/evil.example/",
      "//evil.example//?next=1",
    ];
    for (const path of offSite) {
      const response = await SELF.fetch(`${BASE}${path}`, { redirect: "manual" });
      expect(response.headers.get("Location"), JSON.stringify(path)).toBeNull();
      expect(response.status, JSON.stringify(path)).toBe(404);
    }
    // Encoded slashes and backslashes are part of one path segment: redirected on the site.
    for (const path of ["/%2f/evil.example", "/%2F%2Fevil.example", "/%5c%5cevil.example"]) {
      const response = await SELF.fetch(`${BASE}${path}/`, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toBe(path);
    }
  });

  it("serve robots.txt with the disallowed paths and the sitemap", async () => {
    const response = await SELF.fetch(`${BASE}/robots.txt`);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const path of ["/admin", "/api/", "/login", "/register"]) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it("list every public page and converter in the pages' sitemap, which the index names first", async () => {
    const index = await (await SELF.fetch(`${BASE}/sitemap.xml`)).text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain(`<sitemap><loc>${BASE}/sitemap-pages.xml</loc></sitemap>`);

    const response = await SELF.fetch(`${BASE}/sitemap-pages.xml`);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${BASE}/`);
    expect(locs).toContain(`${BASE}/faq`);
    expect(locs).toContain(`${BASE}/calculator`);
    expect(locs).toContain(`${BASE}/length-converter`);
    for (const tool of ["time-zone-converter", "meeting-planner", "date-calculator"]) {
      expect(locs).toContain(`${BASE}/${tool}`);
    }
    const converters = locs.filter((loc) => /\/[a-z-]+-converter$/.test(loc ?? ""));
    expect(converters.filter((loc) => !loc?.endsWith("/time-zone-converter"))).toHaveLength(81);
    expect(locs.some((loc) => /admin|login|register/.test(loc ?? ""))).toBe(false);
  });

  it("give pages a canonical URL, a description and robots rules", async () => {
    const html = await (await SELF.fetch(`${BASE}/length-converter?value=3`)).text();
    expect(html).toContain(`<link rel="canonical" href="${BASE}/length-converter"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain("index, follow, max-snippet:-1, max-image-preview:large");
    expect(html).toMatch(/<meta property="og:title" content="Length Converter/);

    const api = await (await SELF.fetch(`${BASE}/api`)).text();
    expect(api).toContain('content="noindex, nofollow"');
  });

  it("describe the app as free in structured data on the home page", async () => {
    const html = await (await SELF.fetch(`${BASE}/`)).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? "null")).toMatchObject({
      "@type": "WebApplication",
      offers: { price: "0", priceCurrency: "USD" },
    });
  });
});
