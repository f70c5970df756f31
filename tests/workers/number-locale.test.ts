import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageHtml } from "./helpers/admin";
import { ENCODED_TARGETS, OFF_SITE_TARGETS } from "./helpers/off-site";

/**
 * Numbers as the visitor's locale writes them on the converter page (decision 053): read from
 * Accept-Language or the visitor's own choice, rendered by the server, kept per locale.
 */

const BASE = "http://example.com";

function page(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${BASE}${path}`, { headers, redirect: "manual" });
}

/** The visible text of a page, roughly: tags, comments and scripts dropped, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** The converter's result field as the server rendered it. */
function resultOf(html: string): string | undefined {
  return /<output id="converter-result"[^>]*>([^<]*)<\/output>/.exec(html)?.[1];
}

describe("the converter page in the visitor's locale", () => {
  it("reads and writes a decimal comma for a German browser, a point for an American one", async () => {
    const path = "/length-converter?value=1,5&from=meter&to=foot";
    const german = await pageHtml(await page(path, { "Accept-Language": "de-DE,de;q=0.9" }));
    expect(resultOf(german)).toBe("4,92125984251969");
    // The same URL for another locale is its own page, never the German copy from the cache
    // ("1,5" reads as one and a half there too: a comma before other than three digits).
    const american = await pageHtml(await page(path, { "Accept-Language": "en-US" }));
    expect(resultOf(american)).toBe("4.92125984251969");
    const point = await pageHtml(
      await page("/length-converter?value=1234.5&from=meter&to=foot", {
        "Accept-Language": "en-US",
      }),
    );
    expect(resultOf(point)).toBe("4,050.1968503937");
  });

  it("says how an ambiguous value was read", async () => {
    const html = await pageHtml(
      await page("/length-converter?value=1,500&from=meter&to=centimeter", {
        "Accept-Language": "de-DE",
      }),
    );
    expect(resultOf(html)).toBe("150");
    expect(html).toContain("Read as 1,5: in de-DE a comma is the decimal sign");
  });

  it("reads a typed question's numbers in the locale", async () => {
    const html = await pageHtml(
      await page(`/length-converter?q=${encodeURIComponent("1,5 m in ft")}`, {
        "Accept-Language": "de-DE",
      }),
    );
    expect(resultOf(html)).toBe("4,92125984251969");
  });

  it("writes a typed question and its answer in the locale", async () => {
    const html = await pageHtml(
      await page(`/length-converter?q=${encodeURIComponent("1,5 m in ft")}`, {
        "Accept-Language": "de-DE",
      }),
    );
    const text = textOf(html);
    expect(text).toContain("1,5 m = 4,92125984251969 ft");
    // The result banner's formula and the visual's caption follow the locale too.
    expect(text).toContain("Formula: divide the value by 0,3048");
    expect(text).toContain("1,5 meters is 4,92125984251969 feet");
  });

  it("writes the FAQ's answers and the ingredient panel in the locale", async () => {
    const headers = { "Accept-Language": "de-DE" };
    const length = textOf(
      await pageHtml(await page("/length-converter?from=meter&to=foot", headers)),
    );
    expect(length).toContain(
      "To convert meters to feet, divide the value by 0,3048. For example, 1 m = 3,28083989501312 ft.",
    );
    const cooking = textOf(await pageHtml(await page("/cooking-converter", headers)));
    expect(cooking).toContain("Density: 0,528344104716297 g/mL");
    expect(cooking).toContain("½ cup 62,5 g");
  });

  it("keeps the visitor's own choice, which wins over the browser's languages", async () => {
    const form = new URLSearchParams({ locale: "fr-CH", back: "/length-converter" });
    const saved = await SELF.fetch(`${BASE}/number-format`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: form,
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/length-converter");
    const cookie = saved.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(
      /^unitwise_number_locale=fr-CH; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/,
    );
    const html = await pageHtml(
      await page("/length-converter?value=1234.5&from=meter&to=foot", {
        "Accept-Language": "en-US",
        Cookie: "unitwise_number_locale=fr-CH",
      }),
    );
    expect(resultOf(html)).toBe(
      new Intl.NumberFormat("fr-CH", { maximumFractionDigits: 10 }).format(4050.1968503937),
    );

    const automatic = await SELF.fetch(`${BASE}/number-format`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: new URLSearchParams({ locale: "auto", back: "https://evil.example/" }),
      redirect: "manual",
    });
    expect(automatic.status).toBe(302);
    expect(automatic.headers.get("Location")).toBe("/");
    expect(automatic.headers.get("Set-Cookie")).toMatch(/^unitwise_number_locale=; .*Max-Age=0/);
  });

  it("goes back only to a page of this site, from the form and from the page's link", async () => {
    const cases: Array<[string, string]> = [
      ["/length-converter?value=2", "/length-converter?value=2"],
      ...OFF_SITE_TARGETS.map((target): [string, string] => [target, "/"]),
      ...ENCODED_TARGETS.map((target): [string, string] => [target, target]),
    ];
    for (const [back, location] of cases) {
      const saved = await SELF.fetch(`${BASE}/number-format`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
        body: new URLSearchParams({ locale: "de-DE", back }),
        redirect: "manual",
      });
      expect(saved.status, JSON.stringify(back)).toBe(302);
      expect(saved.headers.get("Location"), JSON.stringify(back)).toBe(location);
      // The page carries the same value into its form.
      const html = await pageHtml(await page(`/number-format?back=${encodeURIComponent(back)}`));
      const carried = /name="back" value="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
      expect(carried, JSON.stringify(back)).toBe(location);
    }
  });

  it("refuses a format it does not know", async () => {
    const refused = await SELF.fetch(`${BASE}/number-format`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: new URLSearchParams({ locale: "xx_not!", back: "/" }),
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    // Not a form at all: refused as such, not a server error.
    const notForm = await SELF.fetch(`${BASE}/number-format`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE },
      body: JSON.stringify({ locale: "de-DE" }),
      redirect: "manual",
    });
    expect(notForm.status).toBe(415);
    expect(notForm.headers.get("Set-Cookie")).toBeNull();
  });

  it("shows a refused format on the form itself, without JavaScript, where it can be chosen again", async () => {
    // The browser posts to the page's own address, which carries `back`.
    const refused = await SELF.fetch(`${BASE}/number-format?back=%2Flength-converter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: new URLSearchParams({ locale: "xx_not!", back: "/length-converter" }),
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    const html = await pageHtml(refused);
    expect(textOf(html)).toContain('"xx_not!" is not a number format this site knows');
    expect(html).toMatch(/<select[^>]*name="locale"/);
    expect(html).toContain('name="back" value="/length-converter"');
  });
});

describe("a typed question naming an ingredient (decision 051)", () => {
  it("moves to the cooking converter with that ingredient, and says which density it used", async () => {
    const asked = `q=${encodeURIComponent("1 cup flour in grams")}`;
    const moved = await page(`/length-converter?${asked}`);
    expect(moved.status).toBe(302);
    const location = moved.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/cooking-converter\?/);
    expect(new URL(location, BASE).searchParams.get("ingredient")).toBe("all-purpose-flour");

    const html = await pageHtml(await page(location));
    expect(textOf(html)).toContain("1 cup (US) all-purpose flour = 125 g");
    expect(html).toContain(
      "With all-purpose flour, 0.528344104716297 g/mL (USDA FoodData Central, SR Legacy 20081",
    );
    expect(resultOf(html)).toBe("125");
  });

  it("moves a cooking page showing another ingredient to the one asked for", async () => {
    const moved = await page(
      `/cooking-converter?ingredient=butter&q=${encodeURIComponent("2 tbsp honey in g")}`,
    );
    expect(moved.status).toBe(302);
    const location = moved.headers.get("Location") ?? "";
    expect(new URL(location, BASE).searchParams.get("ingredient")).toBe("honey");
    expect(resultOf(await pageHtml(await page(location)))).toBe("42.375");
  });

  it("reads and writes it in the visitor's locale", async () => {
    const headers = { "Accept-Language": "de-DE" };
    // The cooking page shows all-purpose flour already: the question is answered there.
    const html = await pageHtml(
      await page(`/cooking-converter?q=${encodeURIComponent("1,5 cup flour in g")}`, headers),
    );
    expect(textOf(html)).toContain("1,5 cup (US) all-purpose flour = 187,5 g");
    expect(html).toContain("With all-purpose flour, 0,528344104716297 g/mL");
    expect(resultOf(html)).toBe("187,5");
  });

  it("shows an unknown ingredient's message on the page", async () => {
    const response = await page(
      `/cooking-converter?q=${encodeURIComponent("1 cup moon dust in g")}`,
    );
    expect(response.status).toBe(200);
    expect(textOf(await pageHtml(response))).toContain(`I don't know the ingredient "moon dust"`);
  });
});
