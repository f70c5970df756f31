import { describe, expect, it } from "vitest";
import { getTable } from "./catalogue";
import { figureWriter } from "./table-figures";
import type { UnitTable } from "./types";

const table = (key: string) => getTable(key) as UnitTable;

describe("figureWriter", () => {
  it("writes a numeric table's figures as the locale does, in numbers and in sentences", () => {
    const written = figureWriter(table("length"), "de-DE");
    expect(written.number("1609.344")).toBe("1.609,344");
    expect(written.text("multiply the value by 0.3048")).toBe("multiply the value by 0,3048");
  });

  it("leaves numerals and text as they are, and everything when no locale is known", () => {
    for (const [key, locale] of [
      ["numbers", "de-DE"],
      ["case", "de-DE"],
      ["length", undefined],
    ] as const) {
      const written = figureWriter(table(key), locale);
      expect(written.number("1609.344"), key).toBe("1609.344");
      expect(written.text("value 1000.5"), key).toBe("value 1000.5");
    }
  });
});
