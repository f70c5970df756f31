import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_STATUS_HEADER } from "~/pipeline/page-cache.server";
import { signIn } from "./helpers/auth";
import { BASE, get, pageHtml, sendJson } from "./helpers/admin";

/** Unit pair pages, /{converter}/{from}-to-{to} (docs/decisions/050-unit-pair-pages.md). */

/** The visible text of an HTML page, roughly: tags and scripts dropped, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

describe("a unit pair's page", () => {
  it("has its own title, description, canonical URL and structured data", async () => {
    const response = await get("/length-converter/mile-to-kilometer");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain("<title>Miles to kilometers (mi to km) | UnitWise</title>");
    expect(canonicalOf(html)).toBe(`${BASE}/length-converter/mile-to-kilometer`);
    expect(robotsOf(html)).toBe("index, follow, max-snippet:-1, max-image-preview:large");
    expect(html).toMatch(
      /<meta name="description" content="1 mi = 1.609344 km. Convert miles to kilometers exactly: the formula \(multiply the value by 1.609344\)/,
    );
    const data = structuredData(html);
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${BASE}/` },
      { "@type": "ListItem", position: 2, name: "Common Converters", item: `${BASE}/#categories` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Length Converter",
        item: `${BASE}/length-converter`,
      },
      {
        "@type": "ListItem",
        position: 4,
        name: "Miles to kilometers",
        item: `${BASE}/length-converter/mile-to-kilometer`,
      },
    ]);
    expect(data.some((item) => item["@type"] === "FAQPage")).toBe(true);
  });

  it("shows the pair's answer, table, formula both ways and inverse, computed exactly", async () => {
    const html = await pageHtml(await get("/length-converter/mile-to-kilometer"));
    const text = textOf(html);
    expect(text).toMatch(/Home .*Common Converters .*Length Converter .*Miles to kilometers/);
    expect(text).toContain("Miles to kilometers (mi to km)");
    expect(text).toContain("1 mi = 1.609344 km");
    expect(text).toContain("Miles to kilometers table");
    expect(text).toContain("100 160.9344");
    // en-US groups thousands, as the widget and the quick-reference table do (decision 053).
    expect(text).toContain("1,000 1,609.344");
    expect(text).toContain("mile to kilometer multiply the value by 1.609344");
    expect(text).toContain("kilometer to mile divide the value by 1.609344");
    expect(text).toContain("1 km = 0.621371192237334 mi");
    expect(html).toContain('href="/length-converter/kilometer-to-mile"');
    expect(html).toContain('href="/length-converter/meter-to-foot"');
    expect(html).toContain('href="/length-converter"');
  });

  it("writes its answer, table and formulas in the visitor's locale", async () => {
    const response = await SELF.fetch(`${BASE}/length-converter/mile-to-kilometer`, {
      headers: { "Accept-Language": "de-DE,de;q=0.9" },
    });
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(
      "1 mi = 1,609344 km · To convert miles to kilometers, multiply the value by 1,609344.",
    );
    expect(text).toContain("0,5 0,804672");
    expect(text).toContain("1.000 1.609,344");
    expect(text).toContain("mile to kilometer multiply the value by 1,609344");
    expect(text).toContain("1 km = 0,621371192237334 mi");
    // The visual's caption, and the head's description.
    expect(text).toContain("1 mile is 1,609344 kilometers, about 15 times the length");
    expect(html).toContain('content="1 mi = 1,609344 km. Convert miles to kilometers exactly');
    // A question typed on the pair page is read in the locale too.
    const asked = textOf(
      await (
        await SELF.fetch(
          `${BASE}/length-converter/mile-to-kilometer?q=${encodeURIComponent("2,5 mi in km")}`,
          {
            headers: { "Accept-Language": "de-DE" },
          },
        )
      ).text(),
    );
    expect(asked).toContain("2,5 mi = 4,02336 km");
  });

  it("serves the energy consumption pairs, an economy unit's as its reciprocal, indexed", async () => {
    const path = "/energy-consumption-converter/mile-kilowatt-hour-to-kilowatt-hour-100-mile";
    const html = await pageHtml(await get(path));
    expect(robotsOf(html)).toBe("index, follow, max-snippet:-1, max-image-preview:large");
    const text = textOf(html);
    expect(text).toContain("1 mi/kWh = 100 kWh/100 mi");
    expect(textOf(await pageHtml(await get(`${path}?value=4`)))).toContain(
      "4 mi/kWh = 25 kWh/100 mi",
    );
    const perKm = textOf(
      await pageHtml(
        await get(
          "/energy-consumption-converter/kilowatt-hour-100-kilometer-to-watt-hour-kilometer",
        ),
      ),
    );
    expect(perKm).toContain("1 kWh/100 km = 10 Wh/km");
    const common = await (await get("/sitemaps/common.xml")).text();
    expect(common).toContain(`${BASE}${path}</loc>`);
  });

  it("presets the converter to the pair, and lets the query string move it", async () => {
    const preset = textOf(await pageHtml(await get("/length-converter/mile-to-kilometer")));
    expect(preset).toContain("1 mi = 1.609344 km");

    const moved = textOf(await pageHtml(await get("/length-converter/mile-to-kilometer?value=5")));
    expect(moved).toContain("5 mi = 8.04672 km");
    // The pair's own parts stay the pair's.
    expect(moved).toContain("Miles to kilometers table");
  });

  it("shows the pair's table once, and Quick Reference only for another pair the widget shows", async () => {
    // docs/decisions/062-one-owner-per-fact.md: the pair's own table owns its values.
    const html = await pageHtml(await get("/length-converter/mile-to-kilometer?value=5"));
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(textOf(html)).toContain("Miles to kilometers table");
    expect(textOf(html)).not.toContain("Quick Reference");

    const moved = textOf(await pageHtml(await get("/length-converter/mile-to-kilometer?to=meter")));
    expect(moved).toContain("Miles to kilometers table");
    expect(moved).toContain("Quick Reference: miles to meters");
  });

  it("handles offset scales, number bases and currency", async () => {
    const temperature = textOf(
      await pageHtml(await get("/temperature-converter/celsius-to-fahrenheit")),
    );
    expect(temperature).toContain("100 212");
    expect(temperature).toContain("-40 -40");
    expect(temperature).toContain("°F = °C × 9/5 + 32");

    const numbers = textOf(await pageHtml(await get("/numbers-converter/decimal-to-binary")));
    expect(numbers).toContain("255 11111111");

    const currency = await get("/currency-converter/usd-to-eur");
    expect(currency.status).toBe(200);
    expect(textOf(await pageHtml(currency))).toMatch(/Rates: .*\d{4}/);
  });

  it("asks search engines to skip pairs outside the sitemaps, but follow their links", async () => {
    const response = await get("/length-converter/femtometer-to-parsec");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(robotsOf(html)).toBe("noindex, follow");
    expect(canonicalOf(html)).toBe(`${BASE}/length-converter/femtometer-to-parsec`);
  });

  it("is kept rendered for anonymous visitors like the converter page", async () => {
    const url = `/weight-converter/pound-to-kilogram?v=${crypto.randomUUID()}`;
    expect((await SELF.fetch(`${BASE}${url}`)).headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    expect((await SELF.fetch(`${BASE}${url}`)).headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("hit");
  });
});

describe("an unknown pair", () => {
  it("answers 404, noindex, with links to the converter and a few of its pairs", async () => {
    for (const path of [
      "/length-converter/mile-to-gram",
      "/length-converter/mile-to-mile",
      "/length-converter/mile-kilometer",
      "/length-converter/Mile-to-Kilometer",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await pageHtml(response);
      expect(robotsOf(html), path).toBe("noindex, nofollow");
      expect(html).toContain("<title>Conversion Not Found | UnitWise</title>");
      expect(html).toContain('href="/length-converter"');
      expect(html).toContain('href="/length-converter/meter-to-kilometer"');
    }
  });

  it("answers 404 for case styles, which have no pair pages, and for unknown converters", async () => {
    const cases = await get("/case-converter/lowercase-to-uppercase");
    expect(cases.status).toBe(404);
    expect(await pageHtml(cases)).toContain('href="/case-converter"');

    const unknown = await get("/no-such-converter/mile-to-kilometer");
    expect(unknown.status).toBe(404);
    const html = await pageHtml(unknown);
    expect(html).toContain("<title>404 Page Not Found | UnitWise</title>");
    expect(html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
  });

  it("redirects a trailing slash like every page", async () => {
    const response = await get("/length-converter/mile-to-kilometer/");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/length-converter/mile-to-kilometer");
  });
});

describe("the sitemaps", () => {
  it("are an index of the pages' sitemap and one per category", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = locsOf(xml);
    expect(locs[0]).toBe(`${BASE}/sitemap-pages.xml`);
    expect(locs).toContain(`${BASE}/sitemaps/common.xml`);
    expect(locs).toContain(`${BASE}/sitemaps/engineering.xml`);
    // Nine categories' pairs and the time-zone city pairs (docs/decisions/075-time-pages.md),
    // then each other language's pages and the same (decision 080).
    expect(locs[10]).toBe(`${BASE}/sitemaps/time-zones.xml`);
    expect(locs).toContain(`${BASE}/sitemaps/pages.de.xml`);
    expect(locs).toContain(`${BASE}/sitemaps/common.pt-br.xml`);
    expect(locs.at(-1)).toBe(`${BASE}/sitemaps/time-zones.ja.xml`);
    expect(locs).toHaveLength(11 * 6);
  });

  it("list every language's pages, each in that language, with its alternates", async () => {
    const pages = locsOf(await (await get("/sitemaps/pages.fr.xml")).text());
    expect(pages).toContain(`${BASE}/fr`);
    expect(pages).toContain(`${BASE}/fr/length-converter`);
    expect(pages).toContain(`${BASE}/fr/api`);
    // The blog is English only.
    expect(pages.some((loc) => loc.includes("/blog"))).toBe(false);
    const pairs = locsOf(await (await get("/sitemaps/common.ja.xml")).text());
    expect(pairs).toContain(`${BASE}/ja/length-converter/mile-to-kilometer`);
    for (const loc of [pages[0]!, pages.at(-1)!, pairs[0]!]) {
      const html = await pageHtml(await get(new URL(loc).pathname));
      expect(canonicalOf(html), loc).toBe(loc);
      const alternates = [...html.matchAll(/rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
      expect(alternates.map((m) => m[1])).toEqual([
        "en",
        "es",
        "de",
        "fr",
        "pt-BR",
        "ja",
        "x-default",
      ]);
      expect(alternates.map((m) => m[2])).toContain(loc);
    }
    for (const path of [
      "/sitemaps/pages.xml",
      "/sitemaps/pages.en.xml",
      "/sitemaps/common.xx.xml",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("list each category's indexed pairs, every one a page that answers 200", async () => {
    const locs = new Set<string>();
    // The English ones (the others are the same pages in other languages).
    for (const sitemap of locsOf(await (await get("/sitemap.xml")).text()).slice(1, 11)) {
      const response = await get(new URL(sitemap).pathname);
      expect(response.status, sitemap).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      for (const loc of locsOf(xml)) locs.add(loc);
    }
    expect(locs).toContain(`${BASE}/length-converter/mile-to-kilometer`);
    expect(locs).toContain(`${BASE}/currency-converter/usd-to-eur`);
    expect(locs).not.toContain(`${BASE}/length-converter/femtometer-to-parsec`);
    expect([...locs].some((loc) => loc.includes("/case-converter/"))).toBe(false);
    expect(locs.size).toBeGreaterThan(1000);
    expect(locs.size).toBeLessThan(5000);
    // A sample of them, across categories, are pages that answer.
    const sample = [...locs].filter((_, index) => index % 400 === 0);
    for (const loc of sample) expect((await get(new URL(loc).pathname)).status, loc).toBe(200);
  });

  it("answer 404 for a category that does not exist", async () => {
    for (const path of ["/sitemaps/nothing.xml", "/sitemaps/common", "/sitemaps/COMMON.xml"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("a renamed converter", () => {
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    admin = await signIn({ isAdmin: true });
  });

  it("moves its pairs: the old slug answers 301 to the pair under the new one", async () => {
    const renamed = await sendJson(
      "PUT",
      "/api/admin/converters/angle",
      { slug: "angles-converter" },
      { cookie: admin.cookie },
    );
    expect(renamed.status).toBe(200);
    const old = await get("/angle-converter/degree-to-radian?value=90");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/angles-converter/degree-to-radian?value=90");
    const page = await pageHtml(await get("/angles-converter/degree-to-radian"));
    expect(canonicalOf(page)).toBe(`${BASE}/angles-converter/degree-to-radian`);

    const common = await (await get("/sitemaps/common.xml")).text();
    expect(common).toContain(`${BASE}/angles-converter/degree-to-radian</loc>`);
    expect(common).not.toContain("/angle-converter/");
  });
});
