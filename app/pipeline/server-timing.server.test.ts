import { describe, expect, it } from "vitest";
import { serverTimingEnabled, withServerTiming } from "./server-timing.server";

describe("server timing", () => {
  it("is off unless the var says on", () => {
    expect(serverTimingEnabled({})).toBe(false);
    expect(serverTimingEnabled({ SERVER_TIMING: "" })).toBe(false);
    expect(serverTimingEnabled({ SERVER_TIMING: "1" })).toBe(false);
    expect(serverTimingEnabled({ SERVER_TIMING: "on" })).toBe(true);
  });

  it("writes the duration in milliseconds beside any timing already there", () => {
    const response = new Response("x", { headers: { "Server-Timing": "db;dur=1" } });
    withServerTiming(response, 4.56789);
    expect(response.headers.get("Server-Timing")).toBe("db;dur=1, worker;dur=4.568");
  });
});
