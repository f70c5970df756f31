import { describe, expect, it } from "vitest";
import { applyMarkdownFormat, type MarkdownFormat } from "./markdown-format";

/** Applies `format` to text whose selection is marked with « and », and marks the new one. */
function apply(format: MarkdownFormat, marked: string) {
  const start = marked.indexOf("«");
  const end = marked.indexOf("»") - 1;
  const text = marked.replace("«", "").replace("»", "");
  const edit = applyMarkdownFormat(format, text, start, end);
  const { text: next, start: from, end: to } = edit;
  return `${next.slice(0, from)}«${next.slice(from, to)}»${next.slice(to)}`;
}

describe("the editor toolbar's markdown", () => {
  it("wraps the selection in bold or italic markers, keeping it selected", () => {
    expect(apply("bold", "a «word» here")).toBe("a **«word»** here");
    expect(apply("italic", "a «word» here")).toBe("a *«word»* here");
  });

  it("inserts selected placeholder text when nothing is selected", () => {
    expect(apply("bold", "x «»")).toBe("x **«bold text»**");
    expect(apply("italic", "«»")).toBe("*«italic text»*");
  });

  it("makes the current line an H2, once", () => {
    expect(apply("heading", "first\nsec«»ond\nthird")).toBe("first\n## sec«»ond\nthird");
    expect(apply("heading", "«»")).toBe("## «»");
    expect(apply("heading", "## al«»ready")).toBe("## al«»ready");
  });

  it("turns every selected line into a list item, and no line after the selection", () => {
    expect(apply("list", "«one\ntwo»\nthree")).toBe("- «one\n- two»\nthree");
    expect(apply("list", "«one\n»two")).toBe("- «one\n»two");
    expect(apply("list", "a\n«- b\nc»")).toBe("a\n«- b\n- c»");
  });

  it("makes a link of the selection and selects the URL to type over", () => {
    expect(apply("link", "see «NIST» now")).toBe("see [NIST](«https://») now");
    expect(apply("link", "«»")).toBe("[link text](«https://»)");
  });
});
