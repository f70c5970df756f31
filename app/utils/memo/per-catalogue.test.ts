import { describe, expect, it } from "vitest";
import { catalogueMemo } from "./per-catalogue";

describe("catalogueMemo", () => {
  it("builds a key once per catalogue and again for a new catalogue", () => {
    const memo = catalogueMemo<number>();
    const first = {};
    const second = {};
    let builds = 0;
    const build = () => ++builds;
    expect(memo.getOrBuild(first, "a", build)).toBe(1);
    expect(memo.getOrBuild(first, "a", build)).toBe(1);
    expect(memo.getOrBuild(first, "b", build)).toBe(2);
    expect(memo.getOrBuild(second, "a", build)).toBe(3);
  });

  it("keeps only what is set", () => {
    const memo = catalogueMemo<string>();
    const catalogue = {};
    expect(memo.get(catalogue, "x")).toBeUndefined();
    memo.set(catalogue, "x", "kept");
    expect(memo.get(catalogue, "x")).toBe("kept");
    expect(memo.get({}, "x")).toBeUndefined();
  });
});
