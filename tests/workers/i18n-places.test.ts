import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageText } from "./helpers/page-text";

// Place names in the page's language, where CLDR's time-zone exemplar cities give one
// (app/time/place-names.ts; docs/decisions/074-time-zones.md): the time pages name the
// cities in the language, read them back, and keep their English paths; English is unchanged.

const BASE = "http://example.com";
const get = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });
const text = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  // Without the zone ids the pages show beside the names ("Europe/London"): they are ids.
  return { html, text: pageText(html).replace(/\b[A-Z][a-z]+\/[\w/+-]+/g, "") };
};

async function askTime(params: Record<string, string>) {
  const response = await get(`/api/time/ask?${new URLSearchParams(params)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { answer: string; href: string };
}

describe("the time-zone converter", () => {
  it("names a first visit's places in Japanese, and nowhere in English", async () => {
    const { html, text: words } = await text("/ja/time-zone-converter");
    for (const city of ["ニューヨーク", "ロンドン", "東京", "シドニー"]) {
      expect(words).toContain(city);
    }
    expect(words).toContain("ニューヨーク と入れ替える");
    // CLDR names no city Mumbai (Asia/Kolkata's is Kolkata): it stays as it is.
    expect(words).toContain("Mumbai");
    expect(words).not.toContain("New York");
    expect(words).not.toContain("London");
    // The fields hold the names the page shows, and read them back.
    expect(html).toContain('value="ニューヨーク"');
  });

  it("reads a place typed in another language, and names it in the page's", async () => {
    const typed = new URLSearchParams({ from: "東京", to: "Moskau" });
    const { text: japanese } = await text(`/ja/time-zone-converter?${typed}`);
    expect(japanese).toContain("東京 の現在時刻");
    expect(japanese).toContain("モスクワ, Moskva, RU");
    const { text: german } = await text(`/de/time-zone-converter?${typed}`);
    expect(german).toContain("Tokio");
    expect(german).toContain("Moskau");
  });

  it("is unchanged in English", async () => {
    const { text: words } = await text("/time-zone-converter");
    expect(words).toContain("Swap with New York");
    expect(words).toContain("Tokyo");
    expect(words).not.toContain("東京");
  });
});

describe("a city pair's page", () => {
  it("names the cities in German where CLDR does, with the English path", async () => {
    const { html, text: words } = await text("/de/time-zone-converter/moscow-to-tokyo");
    expect(words).toContain("Moskau");
    expect(words).toContain("Tokio");
    expect(words).not.toMatch(/\bMoscow\b|\bTokyo\b/);
    expect(html).toContain('href="/de/time-zone-converter/tokyo-to-moscow"');
    expect(html).toMatch(/<title>[^<]*Moskau[^<]*Tokio[^<]*<\/title>/);
  });

  it("is unchanged in English", async () => {
    const { text: words } = await text("/time-zone-converter/moscow-to-tokyo");
    expect(words).toContain("Moscow");
    expect(words).not.toContain("Moskau");
  });
});

describe("the meeting planner", () => {
  it("names the places in the page's language", async () => {
    const { text: words } = await text(
      "/fr/meeting-planner?place=London&place=Tokyo&date=2026-12-01",
    );
    expect(words).toContain("Londres");
    expect(words).not.toMatch(/\bLondon\b/);
  });
});

describe("GET /api/time/ask", () => {
  it("answers a question about Tokyo in Japanese with 東京", async () => {
    const japanese = await askTime({ q: "time in tokyo", locale: "ja" });
    expect(japanese.answer).toContain("東京");
    expect(japanese.answer).not.toContain("Tokyo");
    // Typed in Japanese, too.
    const typed = await askTime({ q: "10:00 東京 to London", locale: "ja", zone: "UTC" });
    expect(typed.answer).toMatch(/^東京 の 10:00 JST/);
    expect(typed.answer).toContain("ロンドン");
    const english = await askTime({ q: "time in tokyo" });
    expect(english.answer).toContain("in Tokyo");
  });
});
