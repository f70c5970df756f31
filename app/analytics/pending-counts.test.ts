import { describe, expect, it } from "vitest";
import { counterId, PendingCounts } from "./pending-counts";

describe("PendingCounts", () => {
  const day = "2026-11-29";

  it("adds up counts of the same counter and keeps the others apart", () => {
    const pending = new PendingCounts();
    pending.add([
      { day, metric: "page_view", key: "/about", count: 1 },
      { day, metric: "conversion", key: "length", count: 2 },
    ]);
    pending.add([
      { day, metric: "page_view", key: "/about", count: 3 },
      { day: "2026-11-30", metric: "page_view", key: "/about", count: 1 },
    ]);
    expect(pending.size).toBe(3);
    expect(pending.take()).toEqual([
      { day, metric: "page_view", key: "/about", count: 4 },
      { day, metric: "conversion", key: "length", count: 2 },
      { day: "2026-11-30", metric: "page_view", key: "/about", count: 1 },
    ]);
  });

  it("is empty once taken, and ignores counts of nothing", () => {
    const pending = new PendingCounts();
    pending.add([{ day, metric: "search", key: "", count: 0 }]);
    expect(pending.size).toBe(0);
    pending.add([{ day, metric: "search", key: "", count: 1 }]);
    expect(pending.take()).toHaveLength(1);
    expect(pending.size).toBe(0);
    expect(pending.take()).toEqual([]);
  });

  it("does not change the counts it was given", () => {
    const given = { day, metric: "search" as const, key: "", count: 1 };
    const pending = new PendingCounts();
    pending.add([given]);
    pending.add([given]);
    expect(given.count).toBe(1);
  });
});

describe("counterId", () => {
  it("tells apart counters whose parts would run together", () => {
    const a = counterId({ day: "2026-11-29", metric: "search_miss", key: "a b", count: 1 });
    const b = counterId({ day: "2026-11-29", metric: "search_miss", key: "a  b", count: 1 });
    const c = counterId({ day: "2026-11-29", metric: "page_view", key: "a b", count: 1 });
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
