import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const BASE = "http://example.com";
const page = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });

/** The visible text of an HTML page, roughly: tags dropped, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the converter page", () => {
  it("renders the conversion in the URL on the server, exactly", async () => {
    const response = await page("/length-converter?value=5&from=foot&to=meter");
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("Length Converter");
    expect(text).toContain("5 ft = 1.524 m");
    expect(text).toContain("Precision: 3 decimal places");
    expect(text).toMatch(/Home .*Common Converters .*Length Converter/);
  });

  it("starts from value 1 and the table's first two units", async () => {
    const text = textOf(await (await page("/temperature-converter")).text());
    expect(text).toContain("1 °C = 33.8 °F");
  });

  it("shows every section of docs/product.md in order", async () => {
    const html = await (await page("/weight-converter")).text();
    const order = [
      "application/ld+json",
      'aria-label="Breadcrumb"',
      'name="q"',
      "Conversion Result",
      "Popular Conversions",
      "Conversion Information",
      "Understanding the",
      "Related Converters",
      "Frequently Asked Questions",
      "Quick Reference",
    ].map((marker) => html.indexOf(marker));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("lists at most six related converters (docs/product.md#converter-page)", async () => {
    const html = await (await page("/pressure-converter")).text();
    const related = html.slice(
      html.indexOf("Related Converters"),
      html.indexOf("Frequently Asked"),
    );
    const links = [...related.matchAll(/href="\/([a-z-]+-converter)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(6);
    expect(links).not.toContain("pressure-converter");
    expect(links.slice(0, 3)).toEqual(["length-converter", "weight-converter", "volume-converter"]);
    expect(links.slice(3, 5)).toEqual(["temperature-converter", "area-converter"]);
    expect(links[5]).toBe("velocity-angular-converter");
  });

  it("embeds FAQ and breadcrumb structured data that parses", async () => {
    const html = await (await page("/speed-converter")).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(
      (m) =>
        JSON.parse(m[1] ?? "null") as {
          "@type": string;
          mainEntity?: unknown[];
          itemListElement?: unknown[];
        },
    );
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faq?.mainEntity?.length).toBeGreaterThanOrEqual(3);
    const breadcrumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumbs?.itemListElement).toHaveLength(3);
  });

  it("swaps units without JavaScript, carrying the result into the value", async () => {
    const response = await page("/length-converter?value=5&from=foot&to=meter&swap=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/length-converter?value=1.524&from=meter&to=foot",
    );
  });

  it("answers a free-text query, moving to the converter it belongs to", async () => {
    const same = await page("/length-converter?q=5+ft+3+in+to+cm");
    expect(same.status).toBe(200);
    expect(textOf(await same.text())).toContain("5 ft 3 in = 160.02 cm");

    const moved = await page("/length-converter?q=100+km%2Fh+in+mph");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toMatch(/^\/speed-converter\?/);

    const wrong = await page("/length-converter?q=5+kg+to+m");
    expect(wrong.status).toBe(200);
    expect(textOf(await wrong.text())).toMatch(/weight.*length/);
  });

  it("works out a subtraction in the query box, and says why a number is out of range", async () => {
    const subtraction = await page("/pressure-converter?q=1+atm+-+1+bar+to+Pa");
    expect(subtraction.status).toBe(200);
    const said = textOf(await subtraction.text());
    // The calculator's answer (decision 073), never the sum the amounts would make.
    expect(said).toContain("1 atm - 1 bar = 1325 Pa");
    expect(said).not.toContain("201325");

    const huge = await page("/length-converter?q=1e999999+m+to+km");
    expect(huge.status).toBe(200);
    expect(textOf(await huge.text())).toContain(`"1e999999" is too large or too small to convert`);
  });

  it("shows the rates' date and source with currency results", async () => {
    const text = textOf(await (await page("/currency-converter?value=10&from=eur&to=usd")).text());
    expect(text).toContain("10 € = 11.252 $");
    // The banner, the popular conversions and the quick-reference table each carry the date.
    expect(text.match(/2025-05-09/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it("shows an error, not a crash, for a currency without a rate", async () => {
    const response = await page("/currency-converter?value=10&from=rub&to=usd");
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toMatch(/Error: .*RUB/);
  });

  it("falls back to the defaults for units not in the table", async () => {
    const response = await page("/length-converter?from=kilogram&to=nonsense&value=1");
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain("1 m = 3.28083989501312 ft");
  });

  it("answers an unknown converter with 'Converter Not Found' and 404", async () => {
    const response = await page("/warp-drive-converter");
    expect(response.status).toBe(404);
    const text = textOf(await response.text());
    expect(text).toContain("Converter Not Found");
    expect(text).toContain("The requested converter could not be found.");
    expect(text).toContain("Return to Home");
  });

  it("gives the text and number converters inputs that fit them", async () => {
    const caseHtml = await (
      await page("/case-converter?value=hello+world&from=lowercase&to=snake")
    ).text();
    expect(caseHtml).toContain('<textarea id="converter-value"');
    expect(textOf(caseHtml)).toContain("hello_world");
    const numbers = textOf(
      await (await page("/numbers-converter?value=255&from=decimal&to=hexadecimal")).text(),
    );
    expect(numbers).toContain("= FF");
  });

  it("sends only the unit table on screen to the browser", async () => {
    const html = await (await page("/length-converter")).text();
    expect(html).toContain("nautical-mile");
    expect(html).not.toContain("abampere");
    expect(html).not.toContain("kilogram-cubic-meter");
  });
});
