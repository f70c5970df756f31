import { describe, expect, it } from "vitest";
import { resultHref } from "./search-results";

describe("resultHref", () => {
  it("asks the converter a question that has an amount, so its page answers it", () => {
    expect(resultHref("cooking-converter", " 1 cup flour in grams ")).toBe(
      "/cooking-converter?q=1+cup+flour+in+grams",
    );
    expect(resultHref("length-converter", "1,5 m to ft")).toBe("/length-converter?q=1%2C5+m+to+ft");
  });

  it("leads to the converter alone for a search without an amount or a target", () => {
    expect(resultHref("cooking-converter", "flour to grams")).toBe("/cooking-converter");
    expect(resultHref("pressure-converter", "psi")).toBe("/pressure-converter");
    expect(resultHref("length-converter", "5 ft")).toBe("/length-converter");
  });
});
