import { describe, expect, test } from "vitest";
import { answered, lineOf, NOW } from "./test-questions";

describe("date arithmetic", () => {
  test.each([
    [
      "90 days from 2026-11-28",
      "90 days after Saturday 28 November 2026 is Friday 26 February 2027",
      "/date-calculator?mode=add&date=2026-11-28&amount=90&unit=days&op=add",
      false,
    ],
    [
      "2 weeks before 2026-12-25",
      "2 weeks before Friday 25 December 2026 is Friday 11 December 2026",
      "/date-calculator?mode=add&date=2026-12-25&amount=2&unit=weeks&op=subtract",
      false,
    ],
    [
      "10 business days from tomorrow",
      "10 business days after Sunday 29 November 2026 is Friday 11 December 2026",
      "/date-calculator?mode=add&date=2026-11-29&amount=10&unit=businessDays&op=add",
      true,
    ],
    [
      "today + 3 months",
      "3 months after Saturday 28 November 2026 is Sunday 28 February 2027",
      "/date-calculator?mode=add&date=2026-11-28&amount=3&unit=months&op=add",
      true,
    ],
    [
      "2026-01-31 plus 1 month",
      "1 month after Saturday 31 January 2026 is Saturday 28 February 2026",
      "/date-calculator?mode=add&date=2026-01-31&amount=1&unit=months&op=add",
      false,
    ],
    [
      "a fortnight ago",
      "2 weeks before Saturday 28 November 2026 is Saturday 14 November 2026",
      "/date-calculator?mode=add&date=2026-11-28&amount=2&unit=weeks&op=subtract",
      true,
    ],
  ])("%s", (question, line, href, dependsOnNow) => {
    expect(answered(question)).toMatchObject({ kind: "date", answer: line, href, dependsOnNow });
  });

  test("the result carries the date's facts", () => {
    expect(answered("90 days from today")).toMatchObject({
      start: "2026-11-28",
      amount: 90,
      unit: "days",
      operation: "add",
      date: "2027-02-26",
      weekday: "Friday",
      isoWeek: 8,
      dayOfYear: 57,
    });
  });

  test("today is the visitor's", () => {
    expect(answered("90 days from today", { now: NOW, zone: "Asia/Tokyo" })).toMatchObject({
      start: "2026-11-29",
    });
    expect(answered("90 days from today", { now: NOW, zone: "UTC" })).toMatchObject({
      start: "2026-11-28",
    });
  });

  test("hours from now are a date and time", () => {
    expect(lineOf("36 hours from now")).toBe(
      "36 hours after Saturday 28 November 2026, 9:30 PM is Monday 30 November 2026, 9:30 AM",
    );
  });
});

describe("a date's weekday and week", () => {
  test.each([
    ["what day is 2026-12-25", "25 December 2026 is a Friday (ISO week 52, day 359 of the year)"],
    ["day of week 2026-12-25", "25 December 2026 is a Friday (ISO week 52, day 359 of the year)"],
    [
      "week number 2026-11-28",
      "Saturday 28 November 2026 is in ISO week 48 of 2026 (weeks start on Monday)",
    ],
    [
      "week number 2027-01-01",
      "Friday 1 January 2027 is in ISO week 53 of 2026 (weeks start on Monday)",
    ],
  ])("%s", (question, line) => {
    expect(answered(question)).toMatchObject({ kind: "facts", answer: line });
  });

  test("links to the calculator's facts", () => {
    expect(answered("what day is 2026-12-25").href).toBe(
      "/date-calculator?mode=facts&date=2026-12-25",
    );
    expect(answered("what week is it").dependsOnNow).toBe(true);
  });
});
