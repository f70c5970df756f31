import { SITE_TOOLS } from "~/catalogue/site-tools";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "~/catalogue/effective";
import { NO_EDITS } from "~/models/catalogue-edits";
import { CARDS_BEFORE_EXPANSION, categoryHeadingId } from "./category-ids";
import { homeCatalogueHtml, quickSectionHtml } from "./sections.server";

const catalogue = (version: string) => buildCatalogue({ ...NO_EDITS, version });
const cardLinks = (html: string) => [...html.matchAll(/<li[^>]*><div[^>]*><a href="([^"]+)"/g)];

describe("the home page's server HTML", () => {
  it("splits each category's cards into the first eight and the rest, every card once", async () => {
    const source = catalogue("a");
    const html = await homeCatalogueHtml(source);
    expect(html.categories.map((category) => category.key)).toEqual(
      source.categories.map((category) => category.key),
    );
    const hrefs: string[] = [];
    for (const category of html.categories) {
      const first = cardLinks(category.cards);
      const more = cardLinks(category.more);
      expect(first).toHaveLength(Math.min(category.count, CARDS_BEFORE_EXPANSION));
      expect(first.length + more.length).toBe(category.count);
      expect(category.more === "").toBe(category.count <= CARDS_BEFORE_EXPANSION);
      expect(category.header).toContain(`id="${categoryHeadingId(category.key)}"`);
      expect(category.header).toContain(`${category.count} tools`);
      hrefs.push(...[...first, ...more].map((match) => match[1] ?? ""));
    }
    // Every converter, and the site's other tools, once each.
    expect(hrefs.sort()).toEqual(
      [...source.converters, ...SITE_TOOLS].map((c) => `/${c.slug}`).sort(),
    );
  });

  it("shows the time zone converter among the Common category's first cards", async () => {
    const common = (await homeCatalogueHtml(catalogue("a"))).categories.find(
      (c) => c.key === "common",
    )!;
    const first = cardLinks(common.cards).map((match) => match[1]);
    expect(first.indexOf("/time-zone-converter")).toBe(first.indexOf("/temperature-converter") + 1);
    expect(common.cards).toContain("every time zone, 7,278 places");
    const all = [...first, ...cardLinks(common.more).map((match) => match[1])];
    expect(all.slice(all.indexOf("/time-converter"), all.indexOf("/time-converter") + 3)).toEqual([
      "/time-converter",
      "/meeting-planner",
      "/date-calculator",
    ]);
  });

  it("draws links as plain anchors the page hands to the router, and the hero's to the categories", async () => {
    const html = await homeCatalogueHtml(catalogue("a"));
    expect(html.hero).toContain('href="#categories"');
    expect(html.hero).toMatch(/\d+ free converters in \d+ categories/);
    expect(html.cta).toContain('href="/length-converter"');
    expect(html.categoriesIntro).toContain(`href="#${categoryHeadingId("common")}"`);
    // No router-only markup, no handlers: nothing for the browser to hydrate.
    expect(JSON.stringify(html)).not.toMatch(/data-discover|onclick/i);
  });

  it("is rendered once per content version and language", async () => {
    const first = await homeCatalogueHtml(catalogue("v1"));
    expect(await homeCatalogueHtml(catalogue("v1"))).toBe(first);
    expect(await homeCatalogueHtml(catalogue("v2"))).not.toBe(first);
  });

  it("is written in the page's language, its links to that language's pages", async () => {
    const html = await homeCatalogueHtml(catalogue("a"), "fr");
    expect(html.hero).toContain("Convertissez");
    expect(html.cta).toContain('href="/fr/length-converter"');
    expect(html.categories[0]?.cards).toContain('href="/fr/');
    expect(html.categories.find((c) => c.key === "common")?.header).toContain(
      "Convertisseurs courants",
    );
  });

  it("labels the popular converters as measured or as an editorial ranking", async () => {
    const source = catalogue("a");
    const measured = await quickSectionHtml(source, {
      measured: true,
      entries: [{ key: "length", score: 40 }],
    });
    expect(measured).toContain("share of the conversions");
    expect(measured).toContain("40%");
    const editorial = await quickSectionHtml(source, {
      measured: false,
      entries: [{ key: "length", score: 95 }],
    });
    expect(editorial).toContain("an editorial ranking");
    // An entry whose converter is not in the catalogue is left out.
    expect(
      await quickSectionHtml(source, { measured: false, entries: [{ key: "no-such", score: 1 }] }),
    ).not.toContain("no-such");
  });
});
