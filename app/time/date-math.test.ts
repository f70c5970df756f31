import { Temporal } from "temporal-polyfill";
import { describe, expect, test } from "vitest";
import {
  addBusinessDays,
  addDuration,
  between,
  businessDaysBetween,
  dateFacts,
  readDate,
  type DateInput,
} from "./date-math";

const date = (text: string) => Temporal.PlainDate.from(text);
const input = (text: string): DateInput => {
  const read = readDate(text);
  if (!read) throw new Error(`not a date: ${text}`);
  return read;
};

describe("reading dates", () => {
  test.each([
    ["2026-11-28", "date"],
    ["2026-11-28T09:30", "dateTime"],
    ["2026-11-28 09:30:15", "dateTime"],
    ["2028-02-29", "date"],
  ])("%s is a %s", (text, kind) => {
    expect(readDate(text)?.kind).toBe(kind);
  });

  test.each([
    "2026-02-30",
    "2027-02-29",
    "2026-13-01",
    "2026-11-28T24:00",
    "28/11/2026",
    "",
    "today",
  ])("%j is not a date", (text) => {
    expect(readDate(text)).toBeNull();
  });
});

describe("between", () => {
  test("New Year's Day to Christmas: whole units, each counted on its own", () => {
    expect(between(input("2026-01-01"), input("2026-12-25"), "UTC")).toEqual({
      years: 0,
      months: 11,
      weeks: 51,
      days: 358,
      businessDays: 256,
      hours: 8592,
      minutes: 515_520,
      seconds: 30_931_200,
    });
  });

  test("the hours that passed across a spring-forward night are one fewer", () => {
    const span = between(input("2026-03-28T09:00"), input("2026-03-30T09:00"), "Europe/Berlin");
    expect(span).toMatchObject({ days: 2, hours: 47 });
    expect(between(input("2026-03-28T09:00"), input("2026-03-30T09:00"), "UTC").hours).toBe(48);
  });

  test("a leap year and month ends count by the calendar; backwards is negative", () => {
    expect(between(input("2028-01-31"), input("2028-02-29"), "UTC")).toMatchObject({
      months: 0,
      days: 29,
    });
    expect(between(input("2024-02-29"), input("2028-02-29"), "UTC")).toMatchObject({
      years: 4,
      days: 1461,
    });
    expect(between(input("2026-12-25"), input("2026-01-01"), "UTC")).toMatchObject({
      months: -11,
      days: -358,
      businessDays: -256,
    });
  });

  test("business days are the weekdays from the start up to the day before the end", () => {
    // Monday to the next Monday: five.
    expect(businessDaysBetween(date("2026-11-23"), date("2026-11-30"))).toBe(5);
    // Friday to Monday: the Friday only.
    expect(businessDaysBetween(date("2026-11-27"), date("2026-11-30"))).toBe(1);
    // Saturday to Monday: none.
    expect(businessDaysBetween(date("2026-11-28"), date("2026-11-30"))).toBe(0);
    expect(businessDaysBetween(date("2026-11-30"), date("2026-11-30"))).toBe(0);
    // Counting one day at a time agrees with the whole-week shortcut over a long span.
    const start = date("2026-01-07");
    let counted = 0;
    for (let day = start; Temporal.PlainDate.compare(day, date("2027-03-02")) < 0;) {
      if (day.dayOfWeek <= 5) counted++;
      day = day.add({ days: 1 });
    }
    expect(businessDaysBetween(start, date("2027-03-02"))).toBe(counted);
  });
});

describe("adding", () => {
  test("90 days from 28 November 2026", () => {
    expect(
      dateFacts(addDuration(input("2026-11-28"), Temporal.Duration.from("P90D"), "UTC")),
    ).toEqual({
      date: "2027-02-26",
      weekday: "Friday",
      isoWeek: 8,
      isoWeekYear: 2027,
      dayOfYear: 57,
    });
  });

  test("months stay inside the month; a negative duration subtracts", () => {
    const add = (from: string, duration: string) =>
      addDuration(input(from), Temporal.Duration.from(duration), "UTC").toString();
    expect(add("2028-01-31", "P1M")).toBe("2028-02-29");
    expect(add("2027-01-31", "P1M")).toBe("2027-02-28");
    expect(add("2028-02-29", "P1Y")).toBe("2029-02-28");
    expect(add("2026-03-31", "-P1M")).toBe("2026-02-28");
  });

  test("hours are added in the zone: 24 hours across a spring-forward night end an hour later on the clock", () => {
    const reached = addDuration(
      input("2026-03-28T12:00"),
      Temporal.Duration.from("PT24H"),
      "Europe/Berlin",
    );
    expect(reached.toString()).toBe("2026-03-29T13:00:00");
    // A date plus hours becomes a date and time, from midnight.
    expect(
      addDuration(input("2026-11-28"), Temporal.Duration.from("PT36H"), "UTC").toString(),
    ).toBe("2026-11-29T12:00:00");
  });

  test.each([
    ["2026-11-27", 1, "2026-11-30"], // Friday + 1: Monday
    ["2026-11-28", 1, "2026-11-30"], // Saturday + 1: Monday
    ["2026-11-28", 5, "2026-12-04"],
    ["2026-11-25", 5, "2026-12-02"], // a whole week on
    ["2026-11-27", 10, "2026-12-11"],
    ["2026-11-30", -1, "2026-11-27"], // Monday - 1: Friday
    ["2026-11-29", -1, "2026-11-27"], // Sunday - 1: Friday
    ["2026-11-28", 0, "2026-11-28"],
  ])("%s + %i business days is %s", (from, count, expected) => {
    expect(addBusinessDays(date(from), count).toString()).toBe(expected);
  });

  test("adding business days and counting them back agree", () => {
    for (const from of ["2026-11-23", "2026-11-26", "2026-11-28", "2026-11-29"]) {
      for (const count of [1, 2, 4, 5, 6, 9, 10, 11, 23, 260]) {
        const reached = addBusinessDays(date(from), count);
        // From a weekday, the days counted from it; from a weekend, from the Monday it moves to.
        const start = date(from).dayOfWeek <= 5 ? date(from) : addBusinessDays(date(from), 1);
        const expected = date(from).dayOfWeek <= 5 ? count : count - 1;
        expect(businessDaysBetween(start, reached)).toBe(expected);
      }
    }
  });

  test("ISO weeks: 1 January 2027 is in week 53 of 2026", () => {
    expect(dateFacts(date("2027-01-01"))).toMatchObject({
      isoWeek: 53,
      isoWeekYear: 2026,
      dayOfYear: 1,
    });
    expect(dateFacts(date("2026-12-31"))).toMatchObject({ weekday: "Thursday", dayOfYear: 365 });
  });
});
