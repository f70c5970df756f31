import { describe, expect, it } from "vitest";
import { tables } from "@unitwise/units/catalogue";
import { pairSlug, parsePairSlug } from "./pair-slug";

describe("pair slugs", () => {
  const length = new Set(["mile", "kilometer", "us-survey-mile", "meter"]);

  it("read {from}-to-{to} against the converter's unit ids", () => {
    expect(parsePairSlug("mile-to-kilometer", length)).toEqual({ from: "mile", to: "kilometer" });
    expect(parsePairSlug("us-survey-mile-to-meter", length)).toEqual({
      from: "us-survey-mile",
      to: "meter",
    });
    expect(pairSlug("mile", "kilometer")).toBe("mile-to-kilometer");
  });

  it("refuse unknown units, other spellings and anything but exactly two ids", () => {
    for (const segment of [
      "mile-to-furlong",
      "Mile-to-Kilometer",
      "mile-kilometer",
      "mile-to-",
      "-to-mile",
      "mile-to-kilometer-to-meter",
      "mi-to-km",
      "",
    ]) {
      expect(parsePairSlug(segment, length)).toBeNull();
    }
  });

  it("refuse a segment two ways of reading would share", () => {
    const ids = new Set(["a", "a-to", "b", "to-b"]);
    expect(parsePairSlug("a-to-to-b", ids)).toBeNull();
    expect(parsePairSlug("a-to-b", ids)).toEqual({ from: "a", to: "b" });
  });

  it("read back every pair of every table as the pair it was written from", () => {
    let pairs = 0;
    for (const table of tables) {
      const ids = new Set(table.units.map((unit) => unit.id));
      for (const from of ids) {
        for (const to of ids) {
          expect(parsePairSlug(pairSlug(from, to), ids)).toEqual({ from, to });
          pairs += 1;
        }
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
  });
});
