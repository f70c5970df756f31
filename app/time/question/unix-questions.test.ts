import { describe, expect, test } from "vitest";
import { answered, ask, NOW } from "./test-questions";

describe("Unix time", () => {
  test("a Unix time as a date, in UTC and in the visitor's zone", () => {
    for (const question of ["1700000000 unix to date", "unix 1700000000", "Epoch 1700000000"]) {
      expect(answered(question)).toMatchObject({
        kind: "unix",
        answer:
          "Unix time 1700000000 is Tuesday 14 November 2023, 10:13:20 PM UTC (Tuesday 14 November 2023, 11:13:20 PM in Europe/Berlin)",
        href: "/date-calculator?mode=unix&unix=1700000000",
        unix: 1700000000,
        instant: "2023-11-14T22:13:20Z",
        dependsOnNow: false,
      });
    }
    expect(answered("1700000000123 unix").answer).toContain("(milliseconds)");
  });

  test("a date and now as Unix times, read in the visitor's zone", () => {
    expect(answered("2026-11-28 to unix", { now: NOW, zone: "UTC" })).toMatchObject({
      answer: "Saturday 28 November 2026, 12:00 AM in UTC is Unix time 1795824000",
      href: "/date-calculator?mode=unix&date=2026-11-28T00%3A00",
      unix: 1795824000,
    });
    expect(answered("2026-11-28 to unix")).toMatchObject({ unix: 1795824000 - 3600 });
    expect(answered("now to unix")).toMatchObject({ unix: NOW / 1000, dependsOnNow: true });
  });

  test("a date at the start of the range is refused, not thrown", () => {
    expect(ask("-271821-04-19 to unix")).toEqual({
      kind: "error",
      message: "That date is outside the range of dates this site covers",
    });
  });
});
