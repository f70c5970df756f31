import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageText } from "./helpers/page-text";
import { untranslatedRuns } from "./helpers/untranslated";

// Converter and unit pair pages in every language (decision 080): the catalogue's words, the
// copy, the links, the question box, the 404, the API's `locale`.

const LANGUAGES = [
  {
    code: "es",
    tag: "es",
    name: "Conversor de longitud",
    foot: "pies",
    query: "5 pies a cm",
    answer: "152,4 cm",
  },
  {
    code: "de",
    tag: "de",
    name: "Längenumrechner",
    foot: "Fuß",
    query: "5 Fuß in cm",
    answer: "152,4 cm",
  },
  {
    code: "fr",
    tag: "fr",
    name: "Convertisseur de longueur",
    foot: "pieds",
    query: "5 pieds en cm",
    answer: "152,4 cm",
  },
  {
    code: "pt-br",
    tag: "pt-BR",
    name: "Conversor de comprimento",
    foot: "pés",
    query: "5 pés em cm",
    answer: "152,4 cm",
  },
  {
    code: "ja",
    tag: "ja",
    name: "長さの単位換算",
    foot: "フィート",
    query: "5フィートをセンチに",
    answer: "152.4 cm",
  },
] as const;

const GERMAN_HOW = "So wurde gerechnet";

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://example.com${path}`, { redirect: "manual", ...init });

describe("converter pages in every language", () => {
  it("name the converter and its units in the page's language, with no English left", async () => {
    for (const language of LANGUAGES) {
      const response = await get(`/${language.code}/length-converter?from=foot&to=meter`);
      expect(response.status, language.code).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language.tag}"`);
      expect(html).toContain(
        `<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">${language.name}</h1>`,
      );
      expect(pageText(html)).toContain(language.foot);
      expect(untranslatedRuns(html), language.code).toEqual([]);
      // Every link to another converter stays in the language.
      const converterLinks = [...html.matchAll(/href="(\/[a-z-]+-converter)[/"?]/g)].map(
        (m) => m[1],
      );
      expect(converterLinks, language.code).toEqual([]);
      expect(html).toContain(`action="/${language.code}/length-converter"`);
      expect(html).toContain(
        `<link rel="canonical" href="http://example.com/${language.code}/length-converter"/>`,
      );
      expect(html.match(/rel="alternate" hrefLang=/g)?.length).toBe(7);
    }
  });

  it("answer the question box in the language, and in English", async () => {
    for (const language of LANGUAGES) {
      const asked = await get(
        `/${language.code}/length-converter?q=${encodeURIComponent(language.query)}`,
      );
      expect(asked.status, language.code).toBe(200);
      expect(pageText(await asked.text()), language.code).toContain(language.answer);
      const english = await get(
        `/${language.code}/length-converter?q=${encodeURIComponent("5 ft to cm")}`,
      );
      expect(pageText(await english.text())).toMatch(/152[.,]4 cm/);
    }
    // A question for another converter moves there, in the same language.
    const moved = await get(`/de/length-converter?q=${encodeURIComponent("2 kg in Pfund")}`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toMatch(/^\/de\/weight-converter\?/);
    // An ingredient, by its name in the language.
    const cooking = await get(
      `/pt-br/cooking-converter?q=${encodeURIComponent("2 xícaras de farinha em gramas")}`,
    );
    expect(cooking.status).toBe(200);
    expect(pageText(await cooking.text())).toContain("250 g");
    // A refusal in the language.
    const refused = await get(`/fr/length-converter?q=${encodeURIComponent("5 blorbs en cm")}`);
    expect(pageText(await refused.text())).toContain("Je ne connais pas l’unité « blorbs »");
  });

  it("render unit pair pages and their 404 in the language", async () => {
    const pair = await get("/de/length-converter/foot-to-meter");
    expect(pair.status).toBe(200);
    const html = await pair.text();
    expect(untranslatedRuns(html)).toEqual([]);
    expect(html).toContain('href="/de/length-converter/meter-to-foot"');
    expect(pageText(html)).toContain("Fuß");

    const missing = await get("/es/length-converter/foot-to-gallon");
    expect(missing.status).toBe(404);
    expect(untranslatedRuns(await missing.text())).toEqual([]);

    const unknown = await get("/ja/no-such-converter");
    expect(unknown.status).toBe(404);
    const text = pageText(await unknown.text());
    expect(untranslatedRuns(text)).toEqual([]);
  });

  it("let the API answer in a locale's language", async () => {
    const response = await get("/api/convert?value=1&from=foot&to=meter&locale=de-DE");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { formula: string; formatted: string };
    expect(body.formula).toBe("multipliziere den Wert mit 0.3048");
    expect(body.formatted).toBe("0,3048");
    const query = await get(`/api/convert?q=${encodeURIComponent("5 Fuß in cm")}&locale=de-DE`);
    expect(query.status).toBe(200);
    expect(((await query.json()) as { toValue: number }).toValue).toBe(152.4);
    const refused = await get(
      `/api/convert?q=${encodeURIComponent("5 blorbs in cm")}&locale=fr-FR`,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "Je ne connais pas l’unité « blorbs »",
    );
    // English ids, English answers without a locale of another language.
    const english = await get("/api/convert?value=1&from=foot&to=meter");
    expect(((await english.json()) as { formula: string }).formula).toBe(
      "multiply the value by 0.3048",
    );
  });
});

describe("the Visual Representation in every language", () => {
  it("says what it draws in the page's language", async () => {
    const captions: Record<string, string> = {
      es: "cerca del 50 % comparado con la altura de una puerta",
      de: "etwa 50 % so viel wie die Höhe einer Tür",
      fr: "environ 50 % de la hauteur d’une porte",
      "pt-br": "cerca de 50% em comparação com a altura de uma porta",
      ja: "ドアの高さのおよそ50%",
    };
    for (const [code, hint] of Object.entries(captions)) {
      const html = await (
        await get(`/${code}/length-converter?value=1&from=meter&to=meter`)
      ).text();
      const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(html)?.[1] ?? "";
      expect(pageText(caption), code).toContain(hint);
    }
  });
});

describe("a calculation typed in the question box", () => {
  it("is explained in the page's language, without JavaScript too", async () => {
    const q = encodeURIComponent("5 ft + 3 in to cm");
    const english = pageText(await (await get(`/length-converter?q=${q}`)).text());
    expect(english).toContain("How it was worked out");
    const german = pageText(await (await get(`/de/length-converter?q=${q}`)).text());
    expect(german).toContain(GERMAN_HOW);
    expect(german).not.toContain("resultHow");
  });
});
