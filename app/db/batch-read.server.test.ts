import { describe, expect, it } from "vitest";
import { readsOf, readTogether, type BatchRead } from "./batch-read.server";
import type { Database } from "./client.server";

/** A read of `count` fake queries whose value is what it was handed, tagged with `name`. */
const read = (name: string, count: number): BatchRead<{ name: string; rows: unknown[] }> => ({
  queries: Array.from({ length: count }, (_, index) => `${name}${index}` as never),
  decode: (results) => ({ name, rows: [...results] }),
});

/** A database whose batch answers each query with its own name, and counts the batches. */
function fakeDatabase() {
  const batches: unknown[][] = [];
  const db = {
    batch: async (queries: unknown[]) => {
      batches.push(queries);
      return queries.map((query) => `rows of ${String(query)}`);
    },
  } as unknown as Database;
  return { db, batches };
}

describe("reads that share a batch", () => {
  it("hand each read the results of its own queries, in order, from one batch", async () => {
    const { db, batches } = fakeDatabase();
    const [a, b, c] = await readTogether(db, [read("a", 2), read("b", 0), read("c", 1)]);
    expect(batches).toEqual([["a0", "a1", "c0"]]);
    expect(a).toEqual({ name: "a", rows: ["rows of a0", "rows of a1"] });
    expect(b).toEqual({ name: "b", rows: [] });
    expect(c).toEqual({ name: "c", rows: ["rows of c0"] });
  });

  it("make no batch when there is nothing to read", async () => {
    const { db, batches } = fakeDatabase();
    expect(await readTogether(db, [read("empty", 0)])).toEqual([{ name: "empty", rows: [] }]);
    expect(batches).toEqual([]);
  });

  it("nest: several reads as one read keep their order", async () => {
    const { db } = fakeDatabase();
    const [[x, y], z] = await readTogether(db, [
      readsOf([read("x", 1), read("y", 2)]),
      read("z", 1),
    ]);
    expect(x.rows).toEqual(["rows of x0"]);
    expect(y.rows).toEqual(["rows of y0", "rows of y1"]);
    expect(z.rows).toEqual(["rows of z0"]);
  });
});
