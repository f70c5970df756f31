import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CALCULATOR_EXAMPLES } from "~/calculator/examples";
import { calculatorHref } from "~/calculator/calculation-view";

const BASE = "http://example.com";
const page = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, { redirect: "manual", headers });

/** The visible text of an HTML page, roughly: tags dropped, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

const calculate = async (q: string) => {
  const response = await page(calculatorHref(q));
  return { status: response.status, text: textOf(await response.text()) };
};

describe("the calculator page", () => {
  it("answers the expression in its URL on the server, with how it was worked out", async () => {
    const { status, text } = await calculate("3 kWh/100km to J/m");
    expect(status).toBe(200);
    expect(text).toContain("3 kWh/100 km = 108 J/m");
    expect(text).toContain("An energy consumption: mass·length/time², exact");
    expect(text).toContain("How it was worked out");
    expect(text).toContain('"kWh/100km" is the kilowatt-hour per 100 kilometers: 36 kg·m/s²');
  });

  it("answers a plain conversion too, and refuses with the reason", async () => {
    expect((await calculate("1 mile to km")).text).toContain("1 mi = 1.609344 km");
    const refused = await calculate("60 mph + 2 h");
    expect(refused.status).toBe(200);
    expect(refused.text).toContain("I can't add a speed (length/time) to a time");
  });

  it("refuses hostile input with a message, never a 5xx", async () => {
    for (const q of ["10^10^10", "(m^1000)^1000", "(".repeat(40) + "1", "1+".repeat(140)]) {
      const { status, text } = await calculate(q);
      expect(status, q).toBe(200);
      expect(text, q).toMatch(
        /Write a power|Exponents go|nests too deep|too long to calculate|Expected/,
      );
    }
  });

  it("lists examples for students, engineers and cooks, each of which it answers", async () => {
    const { text } = await calculate("");
    for (const { audience, queries } of CALCULATOR_EXAMPLES) {
      expect(text).toContain(audience);
      for (const q of queries) {
        expect(text).toContain(q);
        const answered = await calculate(q);
        expect(answered.text, q).not.toMatch(/I can't|I don't know/);
        expect(answered.text, q).toMatch(/ = /);
      }
    }
  });

  it("reads numbers as the visitor's locale writes them", async () => {
    const response = await page(calculatorHref("1,5 m + 2 m to cm"), {
      "Accept-Language": "de-DE",
    });
    expect(textOf(await response.text())).toContain("= 350 cm");
  });
});

describe("calculations elsewhere", () => {
  it("the converter page's question box answers one in place", async () => {
    const response = await page(`/length-converter?q=${encodeURIComponent("5 ft + 3 in to cm")}`);
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain("5 ft + 3 in = 160.02 cm");
  });

  it("the search page puts the answer first, with a link to the calculator", async () => {
    const html = await (await page(`/search?q=${encodeURIComponent("60 mph * 2 h to km")}`)).text();
    expect(textOf(html)).toContain("60 mph·2 h = 193.12128 km");
    expect(html).toContain(`href="/calculator?q=60+mph+*+2+h+to+km"`);
    // A search without a number is a search only.
    expect(textOf(await (await page("/search?q=length")).text())).not.toContain("Calculated");
  });
});
