import { describe, expect, test } from "vitest";
import { answered } from "./test-questions";

describe("the time between dates", () => {
  test.each([
    [
      "days between 2026-01-01 and 2026-12-25",
      "358 days (51 weeks and 1 day) from Thursday 1 January 2026 to Friday 25 December 2026",
      "/date-calculator?mode=between&start=2026-01-01&end=2026-12-25",
    ],
    [
      "weeks until 2026-12-25",
      "3 weeks and 6 days (27 days) until Friday 25 December 2026",
      "/date-calculator?mode=between&start=2026-11-28&end=2026-12-25",
    ],
    [
      "how long until March 1",
      "3 months and 1 day (93 days) until Monday 1 March 2027",
      "/date-calculator?mode=between&start=2026-11-28&end=2027-03-01",
    ],
    [
      "time since 2000-01-01",
      "26 years, 10 months and 27 days (9,828 days) since Saturday 1 January 2000",
      "/date-calculator?mode=between&start=2000-01-01&end=2026-11-28",
    ],
    [
      "how many business days until 25 December",
      "19 business days (Monday to Friday, no holidays; 27 days) until Friday 25 December 2026",
      "/date-calculator?mode=between&start=2026-11-28&end=2026-12-25",
    ],
    [
      "days until 2026-01-01",
      "Thursday 1 January 2026 was 331 days (47 weeks and 2 days) ago",
      "/date-calculator?mode=between&start=2026-11-28&end=2026-01-01",
    ],
  ])("%s", (question, line, href) => {
    expect(answered(question)).toMatchObject({ kind: "duration", answer: line, href });
  });

  test("a date without a year is the next one for until, the last one for since", () => {
    expect(answered("days since March 1")).toMatchObject({ start: "2026-03-01" });
    expect(answered("days until March 1")).toMatchObject({ end: "2027-03-01" });
    // On 1 March itself, "until March 1" is a year away.
    const march = { now: Date.parse("2027-03-01T12:00:00Z"), zone: "UTC" };
    expect(answered("how long until March 1", march)).toMatchObject({ end: "2028-03-01" });
  });

  test("the data counts each unit on its own and in years, months and days", () => {
    expect(answered("days between 2026-01-01 and 2026-12-25")).toMatchObject({
      start: "2026-01-01",
      end: "2026-12-25",
      days: 358,
      weeks: 51,
      months: 11,
      businessDays: 256,
      parts: { years: 0, months: 11, days: 24 },
      dependsOnNow: false,
    });
  });
});
