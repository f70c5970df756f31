import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { documentCoverage } from "~/api-docs/document-words.server";
import { DEFAULT_API_LIMITS } from "~/content/legal/facts";
import {
  isLocalizedPath,
  languageInfo,
  languageOfPath,
  PREFIXED_LANGUAGES,
  type Language,
} from "~/i18n/languages";
import type { Messages } from "~/i18n/messages";
import en from "~/i18n/messages/en/api-docs.json";
import es from "~/i18n/messages/es/api-docs.json";
import de from "~/i18n/messages/de/api-docs.json";
import fr from "~/i18n/messages/fr/api-docs.json";
import ptBr from "~/i18n/messages/pt-br/api-docs.json";
import ja from "~/i18n/messages/ja/api-docs.json";
import { apiReference } from "~/public-api/api-reference";
import { buildOpenApiDocument } from "~/public-api/openapi.server";
import { pageText } from "./helpers/page-text";
import { untranslatedRuns } from "./helpers/untranslated";

// The API's documentation page in every language (docs/decisions/080-languages.md): its own
// words and what the OpenAPI document says are in the page's language; the API, its document,
// its paths, names, examples and answers stay as they are.

const BASE = "http://example.com";
const WORDS: Record<Exclude<Language, "en">, Messages["api-docs"]> = {
  es,
  de,
  fr,
  "pt-br": ptBr,
  ja,
};

type Key = keyof Messages["api-docs"];

/** Messages the page must show, whole (no placeholders): headings, and the document's texts. */
const SHOWN: Key[] = [
  "startTitle",
  "noAuthTitle",
  "noAuthText",
  "endpointsTitle",
  "limitsTitle",
  "sdksTitle",
  "cardParameters",
  "tryTitle",
  "opConvertSummary",
  "opListCategoriesDescription",
  "opConvertTimeSummary",
  "status429",
];

/** The page's <main>, where its own words and links are. */
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

const titleOf = (html: string) =>
  pageText(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "").trim();

/** Links and form targets of the page's content that stay on the site but leave its language. */
function unlocalizedLinks(html: string, language: Language): string[] {
  const main = mainOf(html);
  return [
    ...[...main.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1] ?? ""),
    ...[...main.matchAll(/<form\b[^>]*\baction="([^"]+)"/g)].map((match) => match[1] ?? ""),
  ]
    .map((href) => href.replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") && !href.startsWith("//") && isLocalizedPath(href))
    .filter((href) => languageOfPath(href) !== language);
}

/** A form post as a browser makes it without JavaScript. */
function postForm(path: string, fields: Record<string, string>) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("the API documentation page in every language", () => {
  it("is in the page's language, with no English left but the API's own, and links within it", async () => {
    for (const language of PREFIXED_LANGUAGES) {
      const words = WORDS[language];
      const url = `/${language}/api`;
      const response = await SELF.fetch(`${BASE}${url}`);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${languageInfo(language).tag}"`);
      expect(titleOf(html), url).toBe(`${words.title} | UnitWise`);
      const text = pageText(html);
      for (const key of SHOWN) expect(text, `${url} ${key}`).toContain(words[key]);
      expect(text, url).not.toContain(en.opConvertSummary);
      expect(text, url).not.toContain(en.startTitle);
      expect(untranslatedRuns(html), url).toEqual([]);
      expect(unlocalizedLinks(html, language), url).toEqual([]);
      // The help links go to the page's language; the document and the API stay where they are.
      expect(html, url).toContain(`href="/${language}/help"`);
      expect(html, url).toContain(`href="/${language}/contact"`);
      expect(html, url).toContain('href="/api/openapi.json"');
      expect(html, url).toContain('action="/api/convert"');
      // The examples, ids and code are the API's, in every language.
      expect(html, url).toContain('id="convertBatch"');
      expect(html, url).toContain('data-snippet="client"');
      expect(html, url).toContain("npm install @unitwise/client");
    }
  });

  it("writes the document's figures as the page's language writes numbers", async () => {
    const german = pageText(await (await SELF.fetch(`${BASE}/de/api`)).text());
    const perHour = DEFAULT_API_LIMITS.perHour.toLocaleString("de-DE");
    expect(german).toContain(`${perHour} pro Stunde`);
    // The JSON of the examples keeps the API's notation.
    expect(german).toContain('"result": "4050.1968503937"');
  });

  it("keeps English /api as the document says it", async () => {
    const html = await (await SELF.fetch(`${BASE}/api`)).text();
    expect(html).toContain('<html lang="en"');
    expect(titleOf(html)).toBe(`${en.title} | UnitWise`);
    const text = pageText(html);
    for (const key of SHOWN) expect(text, key).toContain(en[key]);
    expect(html).toContain('href="/help"');
    expect(html).toContain('action="/api?index#try-convertBatch"');
  });

  it("answers a try-it form without JavaScript on the page of its language", async () => {
    const html = await (await SELF.fetch(`${BASE}/fr/api`)).text();
    expect(html).toContain('action="/fr/api#try-convertBatch"');
    const tried = await postForm("/fr/api", {
      endpoint: "getConverter",
      id: "nope",
    });
    expect(tried.status).toBe(200);
    const page = await tried.text();
    expect(page).toContain('<html lang="fr"');
    const status = /<p[^>]*data-try-status="getConverter"[^>]*>([\s\S]*?)<\/p>/.exec(page);
    expect(pageText(status?.[1] ?? "").trim()).toBe("404 Not Found");
    expect(pageText(page)).toContain(fr.tryResponse);
  });

  it("has an English message for every text of the OpenAPI document, and none left over", async () => {
    const reference = apiReference(await buildOpenApiDocument(BASE, DEFAULT_API_LIMITS));
    expect(await documentCoverage(reference)).toEqual({ missing: [], unused: [] });
  });
});
