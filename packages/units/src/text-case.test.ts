import { describe, expect, it } from "vitest";
import { splitWords, toCaseStyle } from "./text-case";
import type { CaseStyle } from "./types";

const EXPECTED: Record<CaseStyle, string> = {
  lowercase: "hello world",
  uppercase: "HELLO WORLD",
  title: "Hello World",
  sentence: "Hello world",
  camel: "helloWorld",
  pascal: "HelloWorld",
  snake: "hello_world",
  kebab: "hello-world",
  dot: "hello.world",
  path: "hello/world",
  constant: "HELLO_WORLD",
  header: "Hello-World",
};
const STYLES = Object.keys(EXPECTED) as CaseStyle[];

describe("toCaseStyle", () => {
  it("writes the 12 styles exactly", () => {
    for (const style of STYLES)
      expect(toCaseStyle("hello world", style), style).toBe(EXPECTED[style]);
  });

  it("reads every style back: each output converts to every other style", () => {
    for (const source of STYLES) {
      for (const target of STYLES) {
        expect(toCaseStyle(EXPECTED[source], target), `${source} → ${target}`).toBe(
          EXPECTED[target],
        );
      }
    }
  });

  it("splits identifiers at humps, acronyms, digits and separators", () => {
    expect(splitWords("XMLHttpRequest")).toEqual(["XML", "Http", "Request"]);
    expect(splitWords("parseXMLFile_v2")).toEqual(["parse", "XML", "File", "v2"]);
    expect(splitWords("version2Update")).toEqual(["version2", "Update"]);
    expect(splitWords("src/app/main.tsx")).toEqual(["src", "app", "main", "tsx"]);
    expect(splitWords("  --hello__world--  ")).toEqual(["hello", "world"]);
    expect(toCaseStyle("XMLHttpRequest", "snake")).toBe("xml_http_request");
    expect(toCaseStyle("user-id-2fa", "camel")).toBe("userId2fa");
    expect(toCaseStyle("HTML5 parser", "pascal")).toBe("Html5Parser");
  });

  it("keeps punctuation in prose styles and drops it from joined ones", () => {
    expect(toCaseStyle("don't stop, believing!", "title")).toBe("Don't Stop, Believing!");
    expect(toCaseStyle("don't stop, believing!", "snake")).toBe("dont_stop_believing");
    expect(toCaseStyle("hello. how ARE you? fine", "sentence")).toBe("Hello. How are you? Fine");
    expect(toCaseStyle("the 2nd place", "title")).toBe("The 2nd Place");
    expect(toCaseStyle("café au lait", "camel")).toBe("caféAuLait");
    expect(toCaseStyle("!!!", "kebab")).toBe("");
  });
});
