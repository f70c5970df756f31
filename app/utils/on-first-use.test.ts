import { describe, expect, it } from "vitest";
import { onFirstUse } from "./on-first-use";

describe("onFirstUse", () => {
  it("builds nothing until the first call, then once, and keeps the value", () => {
    let builds = 0;
    const value = onFirstUse(() => {
      builds += 1;
      return { built: builds };
    });
    expect(builds).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(builds).toBe(1);
  });

  it("keeps a value that is undefined without building it again", () => {
    let builds = 0;
    const value = onFirstUse(() => {
      builds += 1;
      return undefined;
    });
    value();
    value();
    expect(builds).toBe(1);
  });

  it("builds a promise again after it rejected", async () => {
    let builds = 0;
    const parser = onFirstUse(() => {
      builds += 1;
      return builds === 1 ? Promise.reject(new Error("import failed")) : Promise.resolve("parser");
    });
    await expect(parser()).rejects.toThrow("import failed");
    await expect(parser()).resolves.toBe("parser");
    await expect(parser()).resolves.toBe("parser");
    expect(builds).toBe(2);
  });
});
