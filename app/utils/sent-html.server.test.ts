import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { asksForDocument, contentKey, documentRequestContext, sendHtml } from "./sent-html.server";
import { DOCUMENT_MARKUP } from "./sent-html";

function contextFor(document: boolean) {
  const context = new RouterContextProvider();
  context.set(documentRequestContext, document);
  return context;
}

describe("sendHtml", () => {
  it("keeps a document's markup off its data, under a symbol the data never carries", () => {
    const sent = sendHtml(contextFor(true), "sections a", "<p>A</p>");
    expect(Object.entries(sent)).toEqual([
      ["key", contentKey("sections a")],
      ["html", null],
    ]);
    expect(JSON.stringify(sent)).not.toContain("<p>");
    expect((sent as unknown as Record<symbol, string>)[DOCUMENT_MARKUP]).toBe("<p>A</p>");
  });

  it("sends the markup with a navigation's data", () => {
    expect(sendHtml(contextFor(false), "sections a", "<p>A</p>")).toEqual({
      key: contentKey("sections a"),
      html: "<p>A</p>",
    });
  });
});

describe("contentKey", () => {
  it("is 16 hex digits, the same for the same identity and different for others", () => {
    const identities = Array.from({ length: 5000 }, (_, n) => `sections\u0000v${n % 50}\u0000${n}`);
    const keys = identities.map(contentKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(keys).size).toBe(identities.length);
    expect(contentKey(identities[7]!)).toBe(keys[7]);
    expect(contentKey("ab")).not.toBe(contentKey("ba"));
  });
});

describe("asksForDocument", () => {
  it("tells a page's document from a navigation's data", () => {
    expect(asksForDocument(new Request("https://unitwise.example/length-converter?value=5"))).toBe(
      true,
    );
    expect(
      asksForDocument(new Request("https://unitwise.example/length-converter.data?value=5")),
    ).toBe(false);
    expect(asksForDocument(new Request("https://unitwise.example/_root.data"))).toBe(false);
  });
});
