import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded";

describe("a bounded memo", () => {
  it("builds a key's value once and serves it after", () => {
    const memo = boundedMemo<string>(100, (value) => value.length);
    let builds = 0;
    const build = () => `v${++builds}`;
    expect(memo.get("a", build)).toBe("v1");
    expect(memo.get("a", build)).toBe("v1");
    expect(memo.get("b", build)).toBe("v2");
    expect(builds).toBe(2);
  });

  it("lets the least recently used go first when over its bound", () => {
    const memo = boundedMemo<string>(16, (value) => value.length);
    memo.get("a", () => "aa");
    memo.get("b", () => "bb");
    memo.get("a", () => "never built: kept");
    for (const key of ["c", "d", "e", "f", "g", "h"]) memo.get(key, () => key.repeat(2));
    expect(memo.size).toBe(8); // 16 bytes: at the bound, not over
    memo.get("i", () => "ii");
    expect(memo.size).toBe(8);
    // "b" was used least recently ("a" was asked for again after it).
    expect(memo.get("a", () => "rebuilt")).toBe("aa");
    expect(memo.get("b", () => "rebuilt")).toBe("rebuilt");
  });

  it("does not keep a value bigger than an eighth of its bound", () => {
    const memo = boundedMemo<string>(80, (value) => value.length);
    expect(memo.get("big", () => "x".repeat(11))).toBe("x".repeat(11));
    expect(memo.size).toBe(0);
    expect(memo.get("small", () => "x".repeat(10))).toBe("x".repeat(10));
    expect(memo.size).toBe(1);
  });

  it("replaces a key's value in place, counting only the new one against its bound", () => {
    const memo = boundedMemo<string>(16, (value) => value.length);
    for (let round = 0; round < 10; round++) memo.set("a", "x".repeat(2));
    memo.set("b", "bb");
    expect(memo.size).toBe(2);
    expect(memo.find("a")).toBe("xx");
    memo.delete("a");
    expect(memo.find("a")).toBeUndefined();
    expect(memo.size).toBe(1);
  });
});
