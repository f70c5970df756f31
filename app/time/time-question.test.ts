import { describe, expect, test } from "vitest";
import { ask } from "./question/test-questions";
import type { TimeQuestionResult } from "./time-question";

// Each kind of question is tested beside its reader, in question/.

describe("what is not a time question", () => {
  test.each([
    "5 ft to cm",
    "3 kWh/100km to J/m",
    "3 days to hours",
    "1 year in days",
    "1:30 hours in minutes",
    "5:30 pace to km/h",
    "from 5 ft to cm",
    "60 mph * 2 h to km",
    "10:00",
    "",
    "x".repeat(201),
  ])("%j is none", (question) => {
    expect(ask(question)).toEqual({ kind: "none" });
  });
});

describe("time questions that cannot be answered say why", () => {
  test.each([
    [
      "3pm IST to London",
      '"IST" is ambiguous: India Standard Time (UTC+05:30, send "Asia/Kolkata"',
    ],
    ["3pm CST to London", 'China Standard Time (UTC+08:00, send "Asia/Shanghai" or "CST (China)")'],
    ["3pm Gotham to London", '"Gotham" is not a time zone or place'],
    ["time in Gotham", '"Gotham" is not a time zone or place'],
    ["25:00 London to Paris", '"25:00" is not a time'],
    ["13pm London to Paris", '"13pm" is not a time'],
    ["days between 2026-02-30 and 2026-03-01", '"2026-02-30" is not a date'],
    ["days until February 30", "that month has no day 30"],
    ["days until christmas", '"christmas" is not a date'],
    ["90 days from someday", '"someday" is not a date'],
    ["9999999 days from today", "is too many"],
    ["unix 9999999999999999", "outside the range"],
  ])("%s", (question, message) => {
    const result: TimeQuestionResult = ask(question);
    expect(result.kind).toBe("error");
    expect(result.kind === "error" && result.message).toContain(message);
  });
});
