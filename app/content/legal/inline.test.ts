import { expect, test } from "vitest";
import { parseInline, plainText } from "./inline";

test("plain text is one text token", () => {
  expect(parseInline("No markup here.")).toEqual([{ kind: "text", text: "No markup here." }]);
});

test("strong, code and links are split out in order", () => {
  expect(
    parseInline("Use **Cookie Settings**, see `theme` and [the policy](/privacy#cookies)."),
  ).toEqual([
    { kind: "text", text: "Use " },
    { kind: "strong", text: "Cookie Settings" },
    { kind: "text", text: ", see " },
    { kind: "code", text: "theme" },
    { kind: "text", text: " and " },
    { kind: "link", text: "the policy", href: "/privacy#cookies" },
    { kind: "text", text: "." },
  ]);
});

test("unmatched markers stay plain text", () => {
  expect(parseInline("2 * 3 [note] (a) `x")).toEqual([
    { kind: "text", text: "2 * 3 [note] (a) `x" },
  ]);
});

test("plainText drops the markup and keeps the words", () => {
  expect(plainText("Write to [privacy@unitwise.app](mailto:privacy@unitwise.app) **now**")).toBe(
    "Write to privacy@unitwise.app now",
  );
});
