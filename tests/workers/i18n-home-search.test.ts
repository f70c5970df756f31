import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isLocalizedPath, LANGUAGES, localizedPath, type Language } from "~/i18n/languages";
import { pageText } from "./helpers/page-text";
import { untranslatedRuns } from "./helpers/untranslated";

// The home page, the search page and index, and the calculator page in every language
// (docs/decisions/080-languages.md): the page's words, its links and its head in its language.

const BASE = "http://example.com";
const get = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });

/** A few of each page's words, per language (the message files' own). */
const WORDS: Record<Language, { home: string[]; search: string[]; calculator: string[] }> = {
  en: {
    home: ["Convert any unit,", "Why UnitWise", "Browse by category", "Popular converters"],
    search: ["Search converters", "Find a converter by its name"],
    calculator: ["Unit calculator", "What it understands", "Engineers"],
  },
  es: {
    home: ["Convierte cualquier unidad", "Por qué UnitWise", "Explorar por categoría"],
    search: ["Buscar conversores", "Encuentra un conversor"],
    calculator: ["Calculadora de unidades", "Qué entiende", "Ingenieros"],
  },
  de: {
    home: ["Jede Einheit umrechnen", "Warum UnitWise", "Nach Kategorie stöbern"],
    search: ["Umrechner suchen", "Finden Sie einen Umrechner"],
    calculator: ["Einheitenrechner", "Was er versteht", "Ingenieurwesen"],
  },
  fr: {
    home: ["Convertissez toutes les unités", "Pourquoi UnitWise", "Parcourir par catégorie"],
    search: ["Rechercher des convertisseurs", "Trouvez un convertisseur"],
    calculator: ["Calculatrice d'unités", "Ce qu'elle comprend", "Ingénieurs"],
  },
  "pt-br": {
    home: ["Converta qualquer unidade", "Por que o UnitWise", "Navegue por categoria"],
    search: ["Buscar conversores", "Encontre um conversor"],
    calculator: ["Calculadora de unidades", "O que ela entende", "Engenheiros"],
  },
  ja: {
    home: ["あらゆる単位を", "UnitWise が選ばれる理由", "カテゴリーから探す"],
    search: ["換算ツールを検索", "名前、換算できる単位"],
    calculator: ["単位計算機", "理解できる書き方", "エンジニア向け"],
  },
};

/** The page's links to the site's own pages that are not in its language. */
function foreignLinks(html: string, language: Language): string[] {
  const hrefs = [...html.matchAll(/\bhref="(\/[^"]*)"/g)].map((match) => match[1] ?? "");
  const prefix = localizedPath("/", language);
  return hrefs.filter((href) => {
    if (!isLocalizedPath(href) || href.startsWith("//") || href.startsWith("/@")) return false;
    if (language === "en") return /^\/(?:es|de|fr|pt-br|ja)(?:[/?#]|$)/.test(href);
    return !(href === prefix || /^[/?#]/.test(href.slice(prefix.length)));
  });
}

/** The English `path`'s page in `language` ("/?expand=x" in French: "/fr?expand=x"). */
async function page(path: string, language: Language) {
  const [pathname = "/", query] = path.split("?");
  const response = await get(localizedPath(pathname, language) + (query ? `?${query}` : ""));
  const html = await response.text();
  return { status: response.status, html, text: pageText(html) };
}

/** The page's GET form's start tag. */
const formOf = (html: string) => /<form\b[^>]*\bmethod="get"[^>]*>/.exec(html)?.[0] ?? "";

const langAttribute = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

describe("the home page in every language", () => {
  it("says it in the page's language, with links to that language's pages", async () => {
    for (const { code, tag } of LANGUAGES) {
      const { status, html, text } = await page("/", code);
      expect(status, code).toBe(200);
      expect(langAttribute(html), code).toBe(tag);
      for (const words of WORDS[code].home) expect(text, `${code}: ${words}`).toContain(words);
      expect(foreignLinks(html, code), code).toEqual([]);
      if (code !== "en") expect(untranslatedRuns(html), code).toEqual([]);
    }
  });

  it("names the catalogue in the language, and expands a category without JavaScript", async () => {
    const fr = await page("/?expand=common", "fr");
    expect(fr.text).toContain("Convertisseurs courants");
    expect(fr.text).toContain("Convertisseur de longueur");
    expect(fr.text).toContain("Convertisseur de fuseaux horaires");
    expect(fr.text).toContain("7 278 lieux");
    expect(fr.html).toMatch(/<title>UnitWise : convertisseurs d&#x27;unités/);
    expect(fr.html).toContain('href="http://example.com/fr"');
    // The category's no-JS 'View All' and 'Show Less' links stay on the French home page.
    expect(fr.html).toMatch(/href="\/fr\?expand=([\w-]+)#category-\1"/);
    expect(fr.html).toContain('href="/fr#category-common"');
    expect(untranslatedRuns(fr.html)).toEqual([]);

    const ja = await page("/", "ja");
    expect(ja.text).toContain("数字で見る UnitWise");
    expect(ja.html).toContain('"browserRequirements":"最新のウェブブラウザが必要です"');
  });
});

describe("the search page in every language", () => {
  it("finds converters, says so in the language, and links to that language's pages", async () => {
    for (const { code, tag } of LANGUAGES) {
      const empty = await page("/search", code);
      expect(empty.status, code).toBe(200);
      expect(langAttribute(empty.html), code).toBe(tag);
      for (const words of WORDS[code].search) expect(empty.text, code).toContain(words);
      // The form's no-JS round trip: a GET to this language's page.
      expect(formOf(empty.html), code).toMatch(`action="${localizedPath("/search", code)}"`);

      const found = await page("/search?q=kelvin", code);
      expect(found.status, code).toBe(200);
      expect(found.html, code).toContain(`href="${localizedPath("/temperature-converter", code)}"`);
      expect(foreignLinks(found.html, code), code).toEqual([]);
      const none = await page("/search?q=zzqx", code);
      if (code !== "en") {
        expect(untranslatedRuns(empty.html), code).toEqual([]);
        expect(untranslatedRuns(found.html), code).toEqual([]);
        expect(untranslatedRuns(none.html), code).toEqual([]);
      }
      expect(none.text, code).toContain("zzqx");
    }
    const none = await page("/search?q=zzqx", "de");
    expect(none.text).toContain("Keine Umrechner gefunden für „zzqx“");
    expect(none.html).toContain("<title>Suche: zzqx | UnitWise</title>");
  });

  it("searches the language's names, and English ones still", async () => {
    const fr = await page("/search?q=longueur", "fr");
    expect(fr.text).toContain("Convertisseur de longueur");
    expect(fr.text).toMatch(/\d+ convertisseurs? trouvés? pour « longueur »/);
    // An English query on a French page finds the French converter.
    const english = await page("/search?q=length", "fr");
    expect(english.html).toContain('href="/fr/length-converter"');
    const ja = await page("/search?q=" + encodeURIComponent("メートル"), "ja");
    expect(ja.html).toContain('href="/ja/length-converter"');
    // A calculation on the search page: its words in the language, its link to the calculator.
    const calculated = await page(`/search?q=${encodeURIComponent("60 mph * 2 h to km")}`, "fr");
    expect(calculated.text).toContain("Calcul");
    expect(calculated.text).toContain("Comment le calcul a été fait");
    expect(calculated.html).toMatch(/href="\/fr\/calculator\?q=60/);
  });
});

describe("the search index in a language", () => {
  it("names converters in the language, finds English words too, and varies by URL only", async () => {
    const english = await get("/search-index.json");
    const french = await get("/search-index.json?language=fr");
    expect(french.status).toBe(200);
    expect(french.headers.get("Cache-Control")).toBe(english.headers.get("Cache-Control"));
    expect(french.headers.get("Vary")).toBeNull();
    expect(french.headers.get("ETag")).not.toBe(english.headers.get("ETag"));
    type Item = { key: string; slug: string; name: string; category: string; keywords: string };
    const items = (await french.json()) as Item[];
    const length = items.find((item) => item.key === "length");
    expect(length?.name).toBe("Convertisseur de longueur");
    expect(length?.category).toBe("Convertisseurs courants");
    expect(length?.keywords.split("|")).toEqual(expect.arrayContaining(["mètre", "foot"]));
    expect(items.find((item) => item.slug === "time-zone-converter")?.name).toBe(
      "Convertisseur de fuseaux horaires",
    );
    // English stays the catalogue's own, and an unknown language is English.
    const englishItems = (await english.json()) as Item[];
    expect(englishItems.find((item) => item.key === "length")?.name).toBe("Length Converter");
    const unknown = await get("/search-index.json?language=xx");
    expect(unknown.headers.get("ETag")).toBe(english.headers.get("ETag"));
    await unknown.text();
  });
});

describe("the calculator page in every language", () => {
  it("explains itself in the language, and answers with its words around the engine's", async () => {
    for (const { code, tag } of LANGUAGES) {
      const empty = await page("/calculator", code);
      expect(empty.status, code).toBe(200);
      expect(langAttribute(empty.html), code).toBe(tag);
      for (const words of WORDS[code].calculator) expect(empty.text, code).toContain(words);
      expect(foreignLinks(empty.html, code), code).toEqual([]);
      expect(empty.html, code).toContain(
        `href="${localizedPath("/calculator", code)}?q=60+mph+*+2+h"`,
      );
      expect(formOf(empty.html), code).toMatch(`action="${localizedPath("/calculator", code)}"`);
      if (code !== "en") expect(untranslatedRuns(empty.html), code).toEqual([]);
    }
    const ja = await page(`/calculator?q=${encodeURIComponent("3 kWh/100km to J/m")}`, "ja");
    expect(ja.text).toContain("計算の過程");
    expect(ja.html).toContain("<title>3 kWh/100km to J/m – 単位計算機 | UnitWise</title>");
    const de = await page(`/calculator?q=${encodeURIComponent("1 mile to km")}`, "de");
    // The answer's converter, named in the language, on the language's page.
    expect(de.html).toMatch(/href="\/de\/length-converter"[^>]*>[^<]*Länge/);
  });
});
