import { describe, expect, it } from "vitest";
import {
  firstSupported,
  isLocalizedPath,
  languageOfPath,
  localizedPath,
  unprefixedPath,
} from "./languages";

describe("language paths", () => {
  it("reads a page's language from its first segment", () => {
    expect(languageOfPath("/de/length-converter")).toBe("de");
    expect(languageOfPath("/pt-br")).toBe("pt-br");
    expect(languageOfPath("/PT-BR/faq")).toBe("pt-br");
    expect(languageOfPath("/length-converter")).toBe("en");
    expect(languageOfPath("/en/faq")).toBe("en");
    expect(languageOfPath("/")).toBe("en");
  });

  it("moves English paths into a language and back", () => {
    expect(localizedPath("/faq", "de")).toBe("/de/faq");
    expect(localizedPath("/", "ja")).toBe("/ja");
    expect(localizedPath("/length-converter?value=5", "fr")).toBe("/fr/length-converter?value=5");
    expect(localizedPath("/faq", "en")).toBe("/faq");
    expect(unprefixedPath("/de/faq")).toBe("/faq");
    expect(unprefixedPath("/de")).toBe("/");
    expect(unprefixedPath("/faq")).toBe("/faq");
  });

  it("leaves the API, admin, blog, files and other hosts alone", () => {
    for (const path of [
      "/api/convert",
      "/admin",
      "/blog/x",
      "/images/a.png",
      "/robots.txt",
      "/embed/length-converter",
      "//evil.example",
    ]) {
      expect(localizedPath(path, "es")).toBe(path);
    }
    expect(isLocalizedPath("/api")).toBe(true); // the API's documentation page
    expect(isLocalizedPath("/api/units")).toBe(false);
    expect(isLocalizedPath("/time-zone-converter/london-to-tokyo")).toBe(true);
  });
});

describe("firstSupported", () => {
  it("offers the first supported language that comes before English", () => {
    expect(firstSupported(["de-AT", "en"])).toBe("de");
    expect(firstSupported(["nl", "fr-CA", "en"])).toBe("fr");
    expect(firstSupported(["pt-PT"])).toBe("pt-br");
    expect(firstSupported(["en-GB", "de"])).toBeUndefined();
    expect(firstSupported(["nl", "sv"])).toBeUndefined();
    expect(firstSupported([])).toBeUndefined();
  });
});
