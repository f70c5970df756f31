import { describe, expect, it } from "vitest";
import {
  pageStoreTimed,
  serverTimingEnabled,
  withServerTiming,
  type StoreWaits,
} from "./server-timing.server";

describe("server timing", () => {
  it("is off unless the var says on", () => {
    expect(serverTimingEnabled({})).toBe(false);
    expect(serverTimingEnabled({ SERVER_TIMING: "" })).toBe(false);
    expect(serverTimingEnabled({ SERVER_TIMING: "1" })).toBe(false);
    expect(serverTimingEnabled({ SERVER_TIMING: "on" })).toBe(true);
  });

  it("writes the durations in milliseconds beside any timing already there", () => {
    const response = new Response("x", { headers: { "Server-Timing": "db;dur=1" } });
    withServerTiming(response, 4.56789, 1.2344);
    expect(response.headers.get("Server-Timing")).toBe(
      "db;dur=1, worker;dur=4.568, cache;dur=1.234",
    );
    const none = withServerTiming(new Response("x"), 2);
    expect(none.headers.get("Server-Timing")).toBe("worker;dur=2.000, cache;dur=0.000");
  });

  it("adds up the time the page store's lookups wait, and only theirs", async () => {
    const stored = new Response("page");
    const puts: string[] = [];
    const store = {
      match: (url: RequestInfo | URL) =>
        new Promise<Response | undefined>((resolve) =>
          setTimeout(() => resolve(String(url).endsWith("/a") ? stored : undefined), 20),
        ),
      put: async (url: RequestInfo | URL) => {
        puts.push(String(url));
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    } as unknown as Pick<Cache, "match" | "put">;
    const waits: StoreWaits = { ms: 0 };
    const timed = pageStoreTimed(store, waits);

    expect(await timed.match("https://x.test/a")).toBe(stored);
    expect(await timed.match("https://x.test/b")).toBeUndefined();
    // Two lookups of a timer of 20 ms each (a timer never fires early by a whole millisecond).
    expect(waits.ms).toBeGreaterThanOrEqual(38);
    const afterLookups = waits.ms;
    // A store's write is left for after the answer (waitUntil): it is not counted.
    await timed.put("https://x.test/c", new Response("c"));
    expect(puts).toEqual(["https://x.test/c"]);
    expect(waits.ms).toBe(afterLookups);
  });
});
