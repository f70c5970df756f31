import { describe, expect, it } from "vitest";
import { getConverter, getTable, tables } from "@unitwise/units/catalogue";
import { isTextTable } from "@unitwise/units";
import { COMMON_UNITS, DEFAULT_INDEXED_UNITS, indexedPairs, indexedUnits } from "./indexed-pairs";

describe("indexed pairs", () => {
  it("name only units of the converter they are listed for", () => {
    for (const [key, ids] of Object.entries(COMMON_UNITS)) {
      expect(getConverter(key), key).toBeDefined();
      const units = new Set(getTable(key)?.units.map((unit) => unit.id));
      for (const id of ids) expect(units.has(id), `${key}: ${id}`).toBe(true);
      expect(new Set(ids).size, key).toBe(ids.length);
    }
  });

  it("are every ordered pair among the common units, else among the first units", () => {
    const length = indexedPairs(getTable("length")!);
    expect(length).toHaveLength(9 * 8);
    expect(length).toContainEqual({ from: "mile", to: "kilometer", slug: "mile-to-kilometer" });
    expect(length).toContainEqual({ from: "kilometer", to: "mile", slug: "kilometer-to-mile" });
    expect(length.some((pair) => pair.from === pair.to)).toBe(false);

    const torque = getTable("torque")!;
    expect(indexedUnits(torque)).toEqual(
      torque.units.slice(0, DEFAULT_INDEXED_UNITS).map((unit) => unit.id),
    );
  });

  it("leave case styles out and keep the whole set to a few thousand pages", () => {
    expect(indexedPairs(getTable("case")!)).toEqual([]);
    const all = tables.flatMap((table) => indexedPairs(table));
    expect(all.length).toBeGreaterThan(1000);
    expect(all.length).toBeLessThan(5000);
    for (const table of tables.filter((t) => !isTextTable(t))) {
      expect(indexedPairs(table).length, table.key).toBeGreaterThan(0);
    }
  });
});
