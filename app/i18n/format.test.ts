import { describe, expect, it } from "vitest";
import { formatMessage, messageShape } from "./format";

describe("formatMessage", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(formatMessage("Convert {from} to {to}", { from: "ft", to: "m" })).toBe(
      "Convert ft to m",
    );
    expect(formatMessage("Hello {name}")).toBe("Hello {name}");
  });

  it("picks plural branches by exact value, then the language's category", () => {
    const message = "{count, plural, =0 {No results} one {# result} other {# results}} for {q}";
    expect(formatMessage(message, { count: 0, q: "ft" })).toBe("No results for ft");
    expect(formatMessage(message, { count: 1, q: "ft" })).toBe("1 result for ft");
    expect(formatMessage(message, { count: 1234, q: "ft" }, "en")).toBe("1,234 results for ft");
    // French takes "one" for 0 and 1.5; German writes 1.234
    const fr = "{n, plural, one {# pied} other {# pieds}}";
    expect(formatMessage(fr, { n: 1.5 }, "fr")).toBe("1,5 pied");
    expect(formatMessage(fr, { n: 2 }, "fr")).toBe("2 pieds");
    expect(formatMessage("{n, plural, other {# Fuß}}", { n: 1234 }, "de")).toBe("1.234 Fuß");
  });

  it("takes a placeholder inside a branch", () => {
    expect(
      formatMessage("{n, plural, one {# unit in {t}} other {# units in {t}}}", { n: 3, t: "x" }),
    ).toBe("3 units in x");
  });
});

describe("messageShape", () => {
  it("lists placeholders and plural branches", () => {
    expect(messageShape("{n, plural, one {# in {t}} other {# in {t}}} {x}")).toEqual({
      names: ["n", "t", "x"],
      branches: [["one", "other"]],
    });
  });

  it("refuses what the formatter cannot do", () => {
    expect(() => messageShape("{n, select, a {x} other {y}}")).toThrow();
    expect(() => messageShape("{n, plural, one {x}}")).toThrow(/other/);
    expect(() => messageShape("{n, plural, other {{m, plural, other {y}}}}")).toThrow(/nest/);
    expect(() => messageShape("{unclosed")).toThrow();
  });
});
