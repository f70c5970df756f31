import { describe, expect, it } from "vitest";
import { utcDay } from "~/utils/utc-day";
import { dayRange, MISS_QUERY_MAX, normalizeMissQuery } from "./normalize";

describe("normalizeMissQuery", () => {
  it("trims, lowercases and collapses spaces", () => {
    expect(normalizeMissQuery("  Parsecs   per  KESSEL run ")).toBe("parsecs per kessel run");
  });

  it("cuts to the cap", () => {
    expect(normalizeMissQuery("x".repeat(200))).toHaveLength(MISS_QUERY_MAX);
  });

  it("keeps nothing that may identify someone", () => {
    for (const query of [
      "ada@example.com",
      "mail me at ada (at) x.com @",
      "+44 20 7946 0958",
      "4111 1111 1111 1111",
      "call 555-123-4567",
      "https://example.com/me",
      "www.example.com",
      "192.168.1.20",
      "   ",
    ]) {
      expect(normalizeMissQuery(query), query).toBeNull();
    }
  });

  it("keeps short numbers, which are part of ordinary unit queries", () => {
    expect(normalizeMissQuery("5 ft 3 in to smoots")).toBe("5 ft 3 in to smoots");
    expect(normalizeMissQuery("100000 zorkmids")).toBe("100000 zorkmids");
  });

  it("drops control characters", () => {
    expect(normalizeMissQuery("bad\u0000query\u0007")).toBe("badquery");
  });
});

describe("utcDay and dayRange", () => {
  it("name UTC days, the range oldest first and ending today", () => {
    expect(utcDay(Date.UTC(2026, 10, 30, 23, 59))).toBe("2026-11-30");
    expect(dayRange("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(dayRange("2026-03-02", 90)).toHaveLength(90);
  });
});
