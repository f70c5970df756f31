import { describe, expect, it } from "vitest";
import * as t from "./__fixtures__/tables";
import { COMPOUND_PRESETS, convertCompound, formatCompound, presetsFor } from "./compound";
import { Rational } from "./rational";

const text = (table: typeof t.length, value: string, from: string, preset: string) => {
  const c = convertCompound(table, value, from, preset);
  return c.status === "ok" ? c.result : c.status;
};

describe("compound results", () => {
  it("writes feet and inches", () => {
    expect(text(t.length, "1.75", "meter", "feet-inches")).toBe("5 ft 8.9 in");
    expect(text(t.length, "1.8288", "meter", "feet-inches")).toBe("6 ft 0 in");
    expect(text(t.length, "1.8285", "meter", "feet-inches")).toBe("6 ft 0 in"); // 71.99 in rounds up to 6 ft
    expect(text(t.length, "10", "centimeter", "feet-inches")).toBe("3.9 in");
    expect(text(t.length, "-1.75", "meter", "feet-inches")).toBe("-5 ft 8.9 in");
  });

  it("writes pounds and ounces, stones and pounds", () => {
    expect(text(t.weight, "1", "kilogram", "pounds-ounces")).toBe("2 lb 3.3 oz");
    expect(text(t.weight, "35.2", "ounce", "pounds-ounces")).toBe("2 lb 3.2 oz");
    expect(text(t.weight, "72", "kilogram", "stones-pounds")).toBe("11 st 4.7 lb");
  });

  it("writes inches to the nearest 1/64", () => {
    expect(text(t.length, "3/8", "inch", "fractional-inches")).toBe("3/8 in");
    expect(text(t.length, "2.3125", "inch", "fractional-inches")).toBe("2 5/16 in");
    expect(text(t.length, "2", "inch", "fractional-inches")).toBe("2 in");
    expect(text(t.length, "10", "millimeter", "fractional-inches")).toBe("25/64 in");
    expect(text(t.length, "0.999", "inch", "fractional-inches")).toBe("1 in");
    const c = convertCompound(t.length, "10", "millimeter", "fractional-inches");
    expect(c).toMatchObject({ note: "rounded to the nearest 1/64 in" });
    expect(convertCompound(t.length, "3/8", "inch", "fractional-inches")).not.toHaveProperty(
      "note",
    );
  });

  it("is offered for the units it uses", () => {
    expect(presetsFor("length", "inch").map((p) => p.id)).toEqual([
      "feet-inches",
      "fractional-inches",
    ]);
    expect(presetsFor("weight", "pound").map((p) => p.id)).toEqual([
      "pounds-ounces",
      "stones-pounds",
    ]);
    expect(presetsFor("length", "meter")).toEqual([]);
    expect(COMPOUND_PRESETS.length).toBeGreaterThanOrEqual(4);
  });

  it("handles empty input and unknown presets like convert()", () => {
    expect(convertCompound(t.length, "", "meter", "feet-inches")).toEqual({ status: "empty" });
    expect(convertCompound(t.length, "abc", "meter", "feet-inches")).toEqual({ status: "empty" });
    expect(convertCompound(t.length, "1", "meter", "pounds-ounces")).toMatchObject({
      status: "error",
    });
    const exact = formatCompound(
      t.length,
      Rational.parse("1.75"),
      "meter",
      COMPOUND_PRESETS[0]!,
    ).exact;
    expect(exact.toString()).toBe(Rational.parse("1.75").div(Rational.parse("0.3048")).toString());
  });
});
