import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/blog/markdown.server";
import { loadCatalogue } from "~/catalogue/catalogue.server";
import { loadConverterPage } from "~/converter-page/page.server";
import { shownPopular } from "~/converter-page/calculation";
import { requestHtml } from "~/converter-page/request-html.server";
import { cachedConverterPageHtml, renderConverterPageHtml } from "~/converter-page/sections.server";
import { database } from "~/db/client.server";
import type { WrittenGuideRecord } from "~/models/converter-guide";
import { storeWrittenGuide } from "~/models/guide-requests.server";
import { BASE, pageHtml, sendJson } from "./helpers/admin";
import { signIn } from "./helpers/auth";

// The converter page's static sections are rendered once per isolate for each set of what they
// show, and served from memory after (docs/decisions/055-render-cost.md). These tests change each
// input and check the page shows the change at once. They write only converters no other test
// of the run touches (heat flux density, magnetomotive force), so the files can share D1.

const db = database(env.DB);

let visits = 0;
/**
 * An anonymous visit to a URL never asked for before, so the rendered-page cache cannot answer
 * and the page is rendered (with whatever sections are cached).
 */
async function rendered(path: string, headers: Record<string, string> = {}): Promise<string> {
  const separator = path.includes("?") ? "&" : "?";
  const response = await SELF.fetch(`${BASE}${path}${separator}n=${++visits}`, { headers });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("X-Page-Cache"), path).toBe("miss");
  return pageHtml(response);
}

/** The guide's section of a page, or "" when it has none. */
function guideSection(html: string): string {
  const start = html.indexOf('<section aria-labelledby="converter-guide"');
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
}

async function guide(
  title: string,
  status: WrittenGuideRecord["status"],
): Promise<WrittenGuideRecord> {
  return {
    status,
    metaTitle: title,
    metaDescription: "A guide to heat flux density, with exact definitions and worked examples.",
    content: await renderMarkdown(
      `## What it measures\n\n${title} in a few words.\n\n## Units\n\nMore.`,
    ),
    keywords: ["heat flux"],
    imagePrompt: "A radiator",
    visualElements: [],
    model: "local-writer@1",
    promptVersion: 1,
    factsHash: "0".repeat(24),
    factCheck: { checked: 0, problems: [] },
  };
}

describe("the converter page's cached sections", () => {
  it("are the sections a fresh render gives, for every converter and other units and ingredients", async () => {
    const catalogue = await loadCatalogue(db);
    const cases: Array<[slug: string, query: string]> = catalogue.converters.map((c) => [
      c.slug,
      "",
    ]);
    cases.push(
      ["length-converter", "from=mile&to=kilometer"],
      ["length-converter", "from=kilometer&to=mile"],
      ["cooking-converter", "ingredient=granulated-sugar"],
      ["cooking-converter", "ingredient=no-such-thing"],
    );
    // Twice over: the second round is served from memory.
    // The texts are written for the locale (the FAQ's figures) and in the page's language
    // (decision 080): each keeps its own.
    const variants: Array<[Language, string]> = [
      ["en", "de-DE"],
      ["en", "en-US"],
      ["fr", "fr-FR"],
    ];
    for (const round of [1, 2]) {
      for (const [language, locale] of variants) {
        const t = await translator(language, "converter-copy");
        for (const [slug, query] of cases) {
          const outcome = await loadConverterPage(
            db,
            catalogue,
            slug,
            new URLSearchParams(query),
            locale,
            language,
          );
          if (outcome.kind !== "page") throw new Error(`${slug}: ${outcome.kind}`);
          // (what names the sections' content for the browser: html-sent-once.test.ts)
          // eslint-disable-next-line @typescript-eslint/no-unused-vars
          const { sectionsIdentity, ...cached } = await cachedConverterPageHtml(
            outcome.page,
            catalogue.version,
            locale,
            "http://example.com",
            t,
          );
          expect(cached, `${slug}?${query} in ${language}, ${locale} (round ${round})`).toEqual(
            await renderConverterPageHtml(outcome.page, "http://example.com", t),
          );
          // The popular conversions are kept by what they show: each figure as this locale
          // writes it, whatever locale rendered the converter's list before.
          const popular = shownPopular(outcome.page.table, outcome.page.popular, locale);
          const request = await requestHtml(outcome.page, popular, t, {});
          for (const item of popular) {
            expect(request.popular, `${slug} popular in ${locale}`).toContain(item.result);
          }
        }
      }
    }
  });

  it("show a guide published, changed and sent back to drafts at the next render", async () => {
    const path = "/heat-flux-density-converter";
    expect(guideSection(await rendered(path))).toBe("");
    await storeWrittenGuide(
      db,
      "heat-flux-density",
      await guide("Heat flux, first words", "published"),
    );
    expect(guideSection(await rendered(path))).toContain("Heat flux, first words");
    await storeWrittenGuide(
      db,
      "heat-flux-density",
      await guide("Heat flux, second words", "published"),
    );
    const changed = guideSection(await rendered(path));
    expect(changed).toContain("Heat flux, second words");
    expect(changed).not.toContain("first words");
    await storeWrittenGuide(db, "heat-flux-density", await guide("Heat flux, held back", "draft"));
    expect(guideSection(await rendered(path))).toBe("");
  });

  it("show a catalogue change (a converter renamed) at the next render", async () => {
    const admin = await signIn({ isAdmin: true });
    const path = "/magnetomotive-force-converter";
    const before = await rendered(path);
    expect(before).toContain("Understanding the Magnetomotive Force Converter");
    const rename = (name: string) =>
      sendJson(
        "PUT",
        "/api/admin/converters/magnetomotive-force",
        { name },
        { cookie: admin.cookie },
      );
    expect((await rename("Ampere-Turn Converter")).status).toBe(200);
    try {
      const after = await rendered(path);
      expect(after).toContain("Understanding the Ampere-Turn Converter");
      expect(after).toMatch(/aria-current="page"[^>]*>Ampere-Turn Converter</);
      expect(after).not.toContain("Understanding the Magnetomotive Force Converter");
    } finally {
      await rename("Magnetomotive Force Converter");
    }
    expect(await rendered(path)).toContain("Understanding the Magnetomotive Force Converter");
  });

  it("follow the units in use, and leave the locale's figures to the page", async () => {
    const path = "/length-converter?value=1234.5";
    const miles = await rendered(`${path}&from=mile&to=kilometer`, { "Accept-Language": "en-US" });
    expect(miles).toContain("How do I convert miles to kilometers?");
    const feet = await rendered(`${path}&from=foot&to=meter`, { "Accept-Language": "en-US" });
    expect(feet).toContain("How do I convert feet to meters?");
    expect(feet).not.toContain("How do I convert miles to kilometers?");
    // The same units in German: the result and the quick reference in its figures, the cached
    // sections as they are (they show no figure the locale writes).
    const german = await rendered("/length-converter?value=1234,5&from=foot&to=meter", {
      "Accept-Language": "de-DE",
    });
    expect(german).toContain("How do I convert feet to meters?");
    expect(german).toMatch(/<output id="converter-result"[^>]*>376,2756</);
    expect(feet).toMatch(/<output id="converter-result"[^>]*>376.2756</);
  });
});
