import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { calculatorHref } from "~/calculator/calculation-view";
import { localizedPath, type Language } from "~/i18n/languages";
import { pageText } from "./helpers/page-text";
import { untranslatedRuns } from "./helpers/untranslated";

// The quantity calculator's own words (its steps, notes and refusals, which the engine writes in
// English) in the page's language: on the calculator page, the search page and a converter's
// question box (docs/decisions/080-languages.md). English stays as the engine writes it.

const BASE = "http://example.com";

async function page(path: string, language: Language) {
  const [pathname = "/", query] = path.split("?");
  const url = `${BASE}${localizedPath(pathname, language)}${query ? `?${query}` : ""}`;
  const response = await SELF.fetch(url, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, text: pageText(html) };
}

const calculator = (q: string, language: Language) => page(calculatorHref(q), language);

describe("the calculator's words in the page's language", () => {
  it("works an expression out in German: what it measures, the steps, the result", async () => {
    const { status, html, text } = await calculator("3 kWh/100km to J/m", "de");
    expect(status).toBe(200);
    expect(text).toContain("Energieverbrauch: Masse·Länge/Zeit², exakt");
    expect(text).toContain(
      "„kWh/100km“ wird als Kilowattstunde pro 100 Kilometer gelesen: 36 kg·m/s²",
    );
    expect(text).toContain("Dimension: Masse·Länge/Zeit², Energieverbrauch");
    expect(text).toContain("Ergebnis: genau 108 J/m");
    expect(html).toMatch(
      /href="\/de\/energy-consumption-converter"[^>]*>Energieverbrauchsumrechner/,
    );
    expect(untranslatedRuns(html)).toEqual([]);
  });

  it("reads each language's unit names and connecting words, as the question box does", async () => {
    const asked: Array<[Language, string, string]> = [
      ["de", "5 Fuß in cm", "152,4"],
      ["fr", "3 pieds en mètres", "0,9144"],
      ["es", "1,5 litros a galones", "0,396"],
      ["pt-br", "2 xícaras de farinha em gramas", "250"],
      ["ja", "5フィートをセンチに", "152.4"],
      ["fr", "60 mph * 2 h en km", "193,12128"],
      ["ja", "60 mph * 2 h to km", "193.12128"],
    ];
    for (const [language, q, figure] of asked) {
      const { status, text, html } = await calculator(q, language);
      expect(status, q).toBe(200);
      expect(text, `${language}: ${q}`).toMatch(new RegExp(`= ${figure.replace(".", "\\.")}`));
      expect(untranslatedRuns(html), q).toEqual([]);
    }
    // The units by the language's symbols, the ingredient by its name in it.
    expect((await calculator("3 pieds en mètres", "fr")).text).toContain("3 pi = 0,9144 m");
    const flour = await calculator("2 xícaras de farinha em gramas", "pt-br");
    expect(flour.text).toContain("farinha");
    expect(flour.text).not.toContain("all-purpose flour");
  });

  it("says notes and refusals in Japanese", async () => {
    for (const q of ["60 mph * 2 h", "G_N * 5.9722e24 kg / (6371 km)^2 to m/s^2", "1 m + 1 s"]) {
      const { status, html } = await calculator(q, "ja");
      expect(status, q).toBe(200);
      expect(untranslatedRuns(html), q).toEqual([]);
    }
    const notes = await calculator("60 mph * 2 h", "ja");
    expect(notes.text).toContain(
      "「h」は時間として読みました。プランク定数にはh_planckと書いてください",
    );
    expect(notes.text).toContain("結果：厳密に 193.12128 km");
    const measured = await calculator("G_N * 5.9722e24 kg / (6371 km)^2 to m/s^2", "ja");
    expect(measured.text).toContain("万有引力定数は定義値ではなく測定値です");
    const refused = await calculator("1 m + 1 s", "ja");
    expect(refused.text).toContain("異なる量は足せません：長さと時間");
    const mixed = await calculator("1.2345 h to h min s", "de");
    expect(mixed.text).toContain("Ganze h, min, dann der Rest in s");
    expect(untranslatedRuns(mixed.html)).toEqual([]);
  });

  it("answers in the language on the search page and in a converter's question box", async () => {
    const searched = await page(`/search?q=${encodeURIComponent("60 mph * 2 h to km")}`, "fr");
    expect(searched.text).toContain("« mph » : mile par heure, soit 0.44704 m/s");
    expect(searched.text).toContain("Résultat : exactement 193.12128 km");
    expect(untranslatedRuns(searched.html)).toEqual([]);

    const box = await page(`/length-converter?q=${encodeURIComponent("60 mph * 2 h to km")}`, "es");
    expect(box.status).toBe(200);
    expect(box.text).toContain("«mph» se lee como milla por hora: 0.44704 m/s");
    expect(box.text).toContain("Resultado: exactamente 193.12128 km");
    const refused = await page(`/length-converter?q=${encodeURIComponent("1 m + 1 s")}`, "es");
    expect(refused.text).toContain("No se pueden sumar magnitudes distintas: longitud y tiempo");
    expect(untranslatedRuns(box.html)).toEqual([]);
    expect(untranslatedRuns(refused.html)).toEqual([]);
  });

  it("keeps the English page as the engine writes it", async () => {
    const { text } = await calculator("3 kWh/100km to J/m", "en");
    expect(text).toContain("An energy consumption: mass·length/time², exact");
    expect(text).toContain('"kWh/100km" is the kilowatt-hour per 100 kilometers: 36 kg·m/s²');
    expect(text).toContain("Dimension: mass·length/time², an energy consumption");
    expect(text).toContain("Result: exactly 108 J/m");
    expect((await calculator("60 mph + 2 h", "en")).text).toContain(
      "I can't add a speed (length/time) to a time",
    );
  });
});
