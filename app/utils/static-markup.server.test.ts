import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderStaticMarkup } from "./static-markup.server";

// React's legacy renderer is the yardstick here only: the Worker no longer bundles it (decision
// 090). shell/shell-html.server.test.ts compares a whole footer the same way.
describe("renderStaticMarkup", () => {
  it("writes what renderToStaticMarkup writes: text runs, forms, inserted HTML, SVG", async () => {
    const count = 3;
    const element = h(
      "section",
      { className: "faq", "data-key": "a&b" },
      h("h2", null, count, " units, ", "<b>", " & more"),
      h(
        "p",
        null,
        "1 ft = ",
        0.3048,
        " m ",
        h("a", { href: "/length-converter?value=1&from=foot&to=meter", rel: "noopener" }, "again"),
      ),
      h(
        "form",
        { method: "get", action: "/search" },
        h("input", { name: "q", defaultValue: 'say "hi"', required: true }),
        h("input", { type: "checkbox", name: "keep", defaultChecked: true }),
        h(
          "select",
          { name: "unit", defaultValue: "meter" },
          h("option", { value: "foot" }, "foot"),
          h("option", { value: "meter" }, "meter"),
        ),
        h("textarea", { name: "note", defaultValue: "a < b" }),
        h("button", { type: "submit", disabled: false }, "Go"),
      ),
      h("div", { style: { marginTop: 4, display: "none" }, hidden: true }),
      h("div", { dangerouslySetInnerHTML: { __html: "<p>kept <!-- a note --> as it is</p>" } }),
      h("script", {
        type: "application/ld+json",
        nonce: "n0nce",
        dangerouslySetInnerHTML: { __html: '{"a":"\\u003c/script>"}' },
      }),
      h(
        "svg",
        { viewBox: "0 0 10 10", "aria-hidden": "true" },
        h("path", { d: "M0 0h10", strokeWidth: 2 }),
      ),
    );
    const html = await renderStaticMarkup(element);
    expect(html).toBe(renderToStaticMarkup(element));
    expect(html).toContain("<h2>3 units, &lt;b&gt; &amp; more</h2>");
  });

  it("rejects when a component throws, as the legacy renderer threw", async () => {
    function Broken(): never {
      throw new Error("no words");
    }
    await expect(renderStaticMarkup(h(Broken))).rejects.toThrow("no words");
  });
});
