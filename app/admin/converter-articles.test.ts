import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/blog/markdown.server";
import { converters, getConverter, getTable } from "@unitwise/units/catalogue";
import type { Converter } from "@unitwise/units";
import {
  ARTICLE_LIMITS,
  articleSlug,
  clipText,
  escapeMarkdown,
  prefilledArticle,
} from "./converter-articles";

const length = getConverter("length") as Converter;

describe("prefilledArticle", () => {
  it("titles the guide after the converter and publishes it", () => {
    const draft = prefilledArticle(length, getTable("length"));
    expect(draft.title).toBe("Length Converter - Complete Guide");
    expect(draft.isPublished).toBe(true);
  });

  it("writes markdown from the catalogue: the description, every unit with its symbol, how to convert", async () => {
    const table = getTable("length")!;
    const { content } = prefilledArticle(length, table);
    expect(content).toContain(length.description);
    expect(content).toContain(`## The ${table.units.length} units it converts`);
    expect(content).toContain("- **meter** (m)");
    expect(content).toContain("## How to convert");
    expect(content).toContain("2. Choose the unit it is in, for example meters.");
    const html = await renderMarkdown(content);
    expect(html.match(/<li>/g)).toHaveLength(table.units.length + 4);
    expect(html).toContain("<h2>What the Length Converter does</h2>");
  });

  it("shows symbols with markdown characters as typed", async () => {
    const volume = prefilledArticle(getConverter("volume")!, getTable("volume"));
    expect(volume.content).toContain("\\(US\\)");
    expect(await renderMarkdown(volume.content)).toMatch(/gal \(US\)/);
  });

  it("gives every converter a meta description of at most 160 characters, and text converters no symbol question", () => {
    for (const converter of converters) {
      const draft = prefilledArticle(converter, getTable(converter.key));
      expect(draft.metaDescription.length, converter.key).toBeLessThanOrEqual(
        ARTICLE_LIMITS.metaDescription,
      );
      expect(draft.metaDescription, converter.key).toContain(converter.name);
      expect(draft.content.length, converter.key).toBeLessThanOrEqual(ARTICLE_LIMITS.content);
    }
    const textCase = prefilledArticle(getConverter("case")!, getTable("case"));
    expect(textCase.content).toContain("1. Type or paste your text into the converter.");
    expect(textCase.content).not.toContain("You can also type a whole question");
  });

  it("still writes an article for a converter without a table", () => {
    const draft = prefilledArticle(length, undefined);
    expect(draft.content).toContain("## How to convert");
    expect(draft.content).not.toContain("units it converts");
    expect(draft.metaDescription).toBe(
      "A complete guide to the Length Converter: what it converts and how to use it.",
    );
  });
});

describe("helpers", () => {
  it("slugs an article as its converter page", () => {
    expect(articleSlug(length)).toBe("length-converter");
  });

  it("escapes markdown's special characters", () => {
    expect(escapeMarkdown("m*s_[x]<b>#")).toBe("m\\*s\\_\\[x\\]\\<b\\>\\#");
  });

  it("clips text at a word boundary with an ellipsis", () => {
    expect(clipText("short", 10)).toBe("short");
    expect(clipText("one two three four", 12)).toBe("one two…");
    expect(clipText("abcdefghijklmnop", 10)).toBe("abcdefghi…");
    expect(clipText("one two three four", 12).length).toBeLessThanOrEqual(12);
  });
});
