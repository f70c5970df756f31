import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./site-navigation";
import { pagePath } from "~/utils/request-url";

describe("the navigation's current page", () => {
  it("is the same path, letter case and a trailing slash aside", () => {
    expect(isCurrentPath("/length-converter", "/length-converter")).toBe(true);
    expect(isCurrentPath("/length-converter", "/Length-Converter/")).toBe(true);
    expect(isCurrentPath("/de/length-converter", "/de/length-converter")).toBe(true);
  });

  it("is not a page under the link's path, nor another language's", () => {
    expect(isCurrentPath("/length-converter", "/length-converter/foot-to-meter")).toBe(false);
    expect(isCurrentPath("/", "/length-converter")).toBe(false);
    expect(isCurrentPath("/", "/de")).toBe(false);
    expect(isCurrentPath("/length-converter", "/de/length-converter")).toBe(false);
  });

  it("is read from a navigation's data request as from its page", () => {
    expect(pagePath("/length-converter.data")).toBe("/length-converter");
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/de.data")).toBe("/de");
    expect(pagePath("/length-converter")).toBe("/length-converter");
  });
});
