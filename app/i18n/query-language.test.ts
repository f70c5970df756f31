import { describe, expect, it } from "vitest";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { englishQuestion, questionsIn } from "./query-language.server";

// The phrasings the question box reads in each language (docs/languages.md), as the engine
// then reads them. Whether the units are known is tested with the pages (Workers tests).
describe("englishQuestion", () => {
  it.each([
    ["es", "1,5 litros a galones", "1,5 litros to galones"],
    ["es", "convertir 5 pies en metros", "5 pies in metros"],
    ["es", "cuántos centímetros hay en 5 pies", "how many centímetros in 5 pies"],
    ["es", "2 tazas de harina en gramos", "2 tazas of harina in gramos"],
    ["de", "5 Fuß in cm", "5 Fuß in cm"],
    ["de", "5 Fuß nach Zoll", "5 Fuß to Zoll"],
    ["de", "5 Fuß in cm umrechnen", "5 Fuß in cm"],
    ["de", "rechne 20 Grad Celsius in Fahrenheit um", "20 Grad Celsius to Fahrenheit"],
    ["de", "wie viele Gramm sind in 1 Pfund", "how many Gramm in 1 Pfund"],
    ["fr", "3 pieds en mètres", "3 pieds in mètres"],
    ["fr", "combien de grammes dans 1 livre", "how many grammes in 1 livre"],
    ["fr", "2 tasses d'eau en millilitres", "2 tasses of eau in millilitres"],
    ["fr", "10 km à miles", "10 km to miles"],
    ["pt-br", "2 xícaras de farinha em gramas", "2 xícaras of farinha in gramas"],
    ["pt-br", "quantos gramas tem em 1 libra", "how many gramas in 1 libra"],
    ["pt-br", "5 pés para metros", "5 pés to metros"],
    ["ja", "5フィートをセンチに", "5フィート to センチ"],
    ["ja", "5フィートをセンチメートルに変換", "5フィート to センチメートル"],
    ["ja", "100キロは何マイル？", "100キロ to マイル"],
    ["ja", "100キロは何マイルですか", "100キロ to マイル"],
    ["ja", "20℃から華氏へ", "20℃ to 華氏"],
    ["en", "5 ft to cm", "5 ft to cm"],
  ] as const)("%s: %s", (language, question, english) => {
    expect(englishQuestion(question, language)).toBe(english);
  });

  it("leaves most English questions as they are (the rest are read as typed: questionsIn)", () => {
    for (const language of ["de", "fr", "pt-br", "ja"] as const) {
      expect(englishQuestion("5 ft 3 in to cm", language)).toBe("5 ft 3 in to cm");
    }
  });
});

describe("questionsIn", () => {
  // The phrasings of docs/languages.md, answered with the code's catalogue and each language's
  // unit names, in the page's number format.
  it.each([
    ["es", "es-ES", "1,5 litros a galones", "L", "gal (US)"],
    ["es", "es-ES", "cuántos centímetros hay en 5 pies", "ft", "cm"],
    ["es", "es-ES", "how many ml in a cup", "cup (US)", "mL"],
    ["de", "de-DE", "5 Fuß in cm", "ft", "cm"],
    ["de", "de-DE", "2 Tassen Mehl in Gramm", "cup (US)", "g"],
    ["de", "de-DE", "wie viele Gramm sind in 1 Pfund", "lb", "g"],
    ["fr", "fr-FR", "3 pieds en mètres", "ft", "m"],
    ["fr", "fr-FR", "combien de grammes dans 1 livre", "lb", "g"],
    ["pt-br", "pt-BR", "2 xícaras de farinha em gramas", "cup (US)", "g"],
    ["ja", "ja-JP", "5フィートをセンチに", "ft", "cm"],
    ["ja", "ja-JP", "100キロは何マイル？", "km", "mi"],
  ] as const)("%s: %s", async (language, locale, question, from, to) => {
    const answer = (await questionsIn(codeCatalogue, language)).answer(question, { locale });
    expect(answer.status, JSON.stringify(answer)).toBe("ok");
    if (answer.status !== "ok") return;
    const table = codeCatalogue.getTable(answer.table)!;
    const symbol = (id: string) => table.units.find((unit) => unit.id === id)?.symbol;
    expect([symbol(answer.from), symbol(answer.to)]).toEqual([from, to]);
  });

  it("answers English on every language's page, and refuses what it cannot read", async () => {
    for (const language of ["es", "de", "fr", "pt-br", "ja"] as const) {
      const questions = await questionsIn(codeCatalogue, language);
      expect(questions.answer("5 ft 3 in to cm").status).toBe("ok");
      expect(questions.answer("5 blorbs to cm").status).toBe("error");
    }
  });
});
