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

  it("forgets a promise that rejects, so the next caller builds again", async () => {
    const memo = catalogueMemo<Promise<string>>();
    const catalogue = {};
    let builds = 0;
    const failing = () => {
      builds += 1;
      return builds === 1
        ? Promise.reject(new Error("rendering failed"))
        : Promise.resolve("built");
    };
    await expect(memo.getOrBuild(catalogue, "x", failing)).rejects.toThrow("rendering failed");
    await expect(memo.getOrBuild(catalogue, "x", failing)).resolves.toBe("built");
    await expect(memo.getOrBuild(catalogue, "x", failing)).resolves.toBe("built");
    expect(builds).toBe(2);
  });

  it("forgets a set promise that rejects unawaited, without an unhandled rejection", async () => {
    const memo = catalogueMemo<Promise<string>>();
    const catalogue = {};
    memo.set(catalogue, "x", Promise.reject(new Error("read ahead, never shown")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(memo.get(catalogue, "x")).toBeUndefined();
  });

  it("keeps a rejected promise's successor that replaced it meanwhile", async () => {
    const memo = catalogueMemo<Promise<string>>();
    const catalogue = {};
    let reject = (_: Error) => {};
    memo.set(catalogue, "x", new Promise((_, no) => (reject = no)));
    const successor = Promise.resolve("newer");
    memo.set(catalogue, "x", successor);
    reject(new Error("older"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(memo.get(catalogue, "x")).toBe(successor);
  });
});
