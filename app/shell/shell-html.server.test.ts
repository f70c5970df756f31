import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/messages.server";
import { siteFooterHtml } from "./shell-html.server";
import { SiteFooter } from "./site-footer";

describe("siteFooterHtml", () => {
  it("is the markup React's legacy renderer wrote for the footer, in the page's language", async () => {
    const [t, nav] = await Promise.all([translator("de", "frame"), translator("de", "shell")]);
    const footer = await siteFooterHtml("de", new Date("2026-11-29T12:00:00Z"));
    expect(footer.year).toBe(2026);
    expect(footer.html).toBe(
      renderToStaticMarkup(h(SiteFooter, { year: 2026, t, nav, language: "de" })),
    );
  });
});
