import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageText as textOf } from "./helpers/page-text";

const BASE = "http://example.com";
const page = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });

const converter = async (query: string) => {
  const response = await page(`/time-zone-converter?${query}`);
  const html = await response.text();
  return { status: response.status, html, text: textOf(html) };
};

describe("the time-zone converter page", () => {
  it("shows a time in several places, with offsets, abbreviations and daylight saving", async () => {
    const { status, text } = await converter(
      "at=2026-07-01T09:00&from=New+York&to=London&to=Mumbai&to=Springfield,+Illinois",
    );
    expect(status).toBe(200);
    expect(text).toContain("At that time in New York: 09:00");
    expect(text).toMatch(
      /New York America\/New_York 09:00 9:00 AM Wed 1 Jul 2026 UTC−04:00 EDT, daylight saving the time asked/,
    );
    expect(text).toMatch(
      /London Europe\/London 14:00 2:00 PM Wed 1 Jul 2026 UTC\+01:00 BST, daylight saving 5 h ahead/,
    );
    expect(text).toMatch(
      /Mumbai, Maharashtra, IN Asia\/Kolkata 18:30 6:30 PM Wed 1 Jul 2026 UTC\+05:30 IST 9 h 30 min ahead/,
    );
    expect(text).toMatch(/Springfield, Illinois, US America\/Chicago 08:00 8:00 AM .* 1 h behind/);
  });

  it("names a time that does not exist and one that happens twice, with both readings", async () => {
    const gap = await converter("at=2026-03-08T02:30&from=America/Los_Angeles&to=Europe/Berlin");
    expect(gap.text).toContain("A time that does not exist.");
    expect(gap.text).toContain("2026-03-08 02:30 does not exist in America/Los_Angeles");
    expect(gap.text).toMatch(/Berlin Europe\/Berlin 11:30/);

    const overlap = await converter("at=2026-11-01T01:30&from=America/New_York&to=UTC");
    expect(overlap.text).toContain("A time that happens twice.");
    expect(overlap.text).toMatch(/UTC UTC 05:30/);
    expect(overlap.text).toContain("Use the later 01:30 (UTC−05:00)");
    expect(overlap.html).toContain("overlap=later");
    const later = await converter("at=2026-11-01T01:30&from=America/New_York&to=UTC&overlap=later");
    expect(later.text).toMatch(/UTC UTC 06:30/);
    expect(later.text).toContain("Use the earlier 01:30 (UTC−04:00)");
  });

  it("reads old names and abbreviations, and asks which zone an ambiguous one means", async () => {
    const { text } = await converter("at=2026-07-01T15:00&from=PST&to=Bombay&to=CET");
    expect(text).toMatch(/PST -08:00 15:00 3:00 PM Wed 1 Jul 2026 UTC−08:00 PST the time asked/);
    expect(text).toMatch(
      /Mumbai, Maharashtra, IN Asia\/Kolkata 04:30 .*Thu 2 Jul 2026 \(next day\)/,
    );
    expect(text).toMatch(/CET \+01:00 00:00 .* UTC\+01:00 CET 9 h ahead/);
    const ambiguous = await converter("from=IST&to=London");
    expect(ambiguous.text).toContain("India Standard Time");
    expect(ambiguous.text).toContain("Israel Standard Time");
  });

  it("renders from UTC, and says so, until the browser names its zone", async () => {
    const { status, text, html } = await converter("");
    expect(status).toBe(200);
    expect(text).toContain("Shown from UTC until your browser says its time zone.");
    expect(text).toMatch(/Now in UTC: \d\d:\d\d/);
    expect(text).toMatch(/Zone rules: tz database \d{4}[a-z] or later/);
    for (const place of ["New York", "London", "Mumbai", "Tokyo", "Sydney"]) {
      expect(html).toContain(`value="${place}"`);
    }
    expect(html).toContain('<link rel="canonical" href="http://example.com/time-zone-converter"/>');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"WebApplication"');
  });

  it("refuses what it cannot read with the reason, keeping what was typed, never a 500", async () => {
    const gotham = await converter("from=Gotham&to=London");
    expect(gotham.status).toBe(200);
    expect(gotham.text).toContain('from "Gotham" is not a time zone or place');
    expect(gotham.html).toContain('value="Gotham"');
    const none = await converter("from=London&to=");
    expect(none.text).toContain("Add a place to show the time in.");
    for (const query of [
      "at=tomorrow&from=UTC&to=London",
      "at=275760-09-13T23:00&from=Pacific/Kiritimati&to=UTC",
      `from=${"x".repeat(500)}&to=London`,
      "from=%00&to=%E2%80%8B",
      `to=${Array.from({ length: 30 }, () => "London").join("&to=")}`,
    ]) {
      const { status, html } = await converter(query);
      expect(status, query).toBe(200);
      expect(html, query).toContain('role="alert"');
    }
  });
});

describe("a city pair's page", () => {
  it("shows both times now, the difference, the next change and the day hour by hour", async () => {
    const response = await page("/time-zone-converter/new-york-to-london");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("New York to London time");
    expect(text).toMatch(/London is (4|5) h ahead of New York\./);
    expect(text).toMatch(/New York \d\d:\d\d .*America\/New_York London \d\d:\d\d/);
    expect(text).toMatch(/clocks go (forward|back) 1 h/);
    expect(text).toContain("New York to London, hour by hour");
    expect(html.match(/<th scope="row"/g)?.length).toBe(24);
    expect(html).toContain(
      '<link rel="canonical" href="http://example.com/time-zone-converter/new-york-to-london"/>',
    );
    expect(html).toContain('href="/time-zone-converter/london-to-new-york"');
    expect(html).toContain('href="/time-zone-converter?from=New+York&amp;to=London"');
  });

  it("says when neither city changes its clocks", async () => {
    const text = textOf(await (await page("/time-zone-converter/tokyo-to-singapore")).text());
    expect(text).toContain("Singapore is 1 h behind Tokyo.");
    expect(text).toContain("Neither Tokyo nor Singapore changes its clocks");
  });

  it("is a 404 for a pair it does not know", async () => {
    for (const slug of ["new-york-to-gotham", "london-to-london", "new-york", "a-to-b-to-c"]) {
      const response = await page(`/time-zone-converter/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(textOf(await response.text())).toContain("City Pair Not Found");
    }
  });
});

describe("the city pairs' sitemap", () => {
  it("is in the sitemap index and lists every popular pair both ways", async () => {
    const index = await (await page("/sitemap.xml")).text();
    expect(index).toContain("<loc>http://example.com/sitemaps/time-zones.xml</loc>");
    const response = await page("/sitemaps/time-zones.xml");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(380);
    expect(locs).toContain("http://example.com/time-zone-converter/new-york-to-london");
    expect(locs).toContain("http://example.com/time-zone-converter/london-to-new-york");
  });
});

describe("the search page without JavaScript", () => {
  it("answers a time question, and says that now is read in UTC", async () => {
    const dated = textOf(await (await page("/search?q=2026-11-28+3pm+PST+to+CET")).text());
    expect(dated).toContain(
      "3:00 PM PST (UTC−08:00) is 12:00 AM CET (UTC+01:00) the next day, Sunday 29 November 2026",
    );
    expect(dated).not.toContain("read in UTC here");
    const html = await (await page("/search?q=now+in+Sydney")).text();
    expect(html).toContain('href="/time-zone-converter?from=UTC&amp;to=Sydney"');
    expect(textOf(html)).toContain("“Now” and “today” are read in UTC here");
  });
});
