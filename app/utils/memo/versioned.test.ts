import { describe, expect, it } from "vitest";
import { versionedMemo } from "./versioned";

/** A build that finishes when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("a value kept per version", () => {
  it("builds once per version, shared by the requests that ask meanwhile", async () => {
    const memo = versionedMemo<string>();
    let builds = 0;
    const build = async () => `built ${++builds}`;
    const [a, b] = await Promise.all([memo.get("v1", build), memo.get("v1", build)]);
    expect([a, b, builds]).toEqual(["built 1", "built 1", 1]);
    expect(await memo.get("v1", build)).toBe("built 1");
    expect(await memo.get("v2", build)).toBe("built 2");
    expect(memo.held()).toBe("built 2");
  });

  it("never lets an older version's build replace a newer one", async () => {
    const memo = versionedMemo({ version: "v0", value: "start" });
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = memo.get("v1", () => older.promise);
    const second = memo.get("v2", () => newer.promise);
    newer.resolve("v2 value");
    expect(await second).toBe("v2 value");
    older.resolve("v1 value");
    expect(await first).toBe("v1 value");
    expect(memo.held()).toBe("v2 value");
  });

  it("keeps what it holds when a build fails, and builds again next time", async () => {
    const memo = versionedMemo({ version: "v0", value: "start" });
    await expect(memo.get("v1", () => Promise.reject(new Error("D1 down")))).rejects.toThrow();
    expect(memo.held()).toBe("start");
    expect(await memo.get("v1", async () => "v1 value")).toBe("v1 value");
    memo.forget();
    expect(memo.held()).toBe("start");
  });
});
