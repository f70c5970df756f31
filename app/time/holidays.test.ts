import { Temporal } from "temporal-polyfill";
import { describe, expect, test } from "vitest";
import { addBusinessDays, between, businessDaysBetween, readDate } from "./date-math";
import { HOLIDAY_REGIONS, HOLIDAY_YEARS } from "./holiday-regions";
import {
  holidayCalendar,
  HolidayYearError,
  weekdayHolidays,
  type HolidayCalendar,
} from "./holidays";

const date = (text: string) => Temporal.PlainDate.from(text);
const region = (code: string): HolidayCalendar => {
  const calendar = holidayCalendar(code);
  if (!calendar) throw new Error(`no holidays for ${code}`);
  return calendar;
};
const namesIn = (code: string, year: number) =>
  [...region(code).holidaysIn(year).values()].map(
    (holiday) => `${holiday.date.toString()} ${holiday.name}`,
  );

/** Easter Sunday by the anonymous Gregorian algorithm: a check made without the table's source. */
function easter(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

/** The `nth` `weekday` (1 = Monday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number) {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  return first.add({ days: ((weekday - first.dayOfWeek + 7) % 7) + 7 * (nth - 1) });
}

describe("the holiday table", () => {
  test("covers 2000 to 2050 and names its source", () => {
    expect([HOLIDAY_YEARS.first, HOLIDAY_YEARS.last]).toEqual([2000, 2050]);
    expect(HOLIDAY_YEARS.source).toMatch(/^date-holidays \d+\.\d+\.\d+ .*CC BY 3\.0/);
  });

  test("offers regions by name, each with holidays every year", () => {
    const regions = HOLIDAY_REGIONS;
    expect(regions.length).toBeGreaterThanOrEqual(60);
    expect(regions.map((choice) => choice.name)).toEqual(
      [...regions.map((choice) => choice.name)].sort((a, b) => a.localeCompare(b, "en")),
    );
    for (const { code } of regions) {
      for (let year = HOLIDAY_YEARS.first; year <= HOLIDAY_YEARS.last; year++) {
        expect(region(code).holidaysIn(year).size, `${code} ${year}`).toBeGreaterThan(0);
      }
    }
  });

  test("reads codes in either case, and knows no others", () => {
    expect(holidayCalendar("gb-eng")?.name).toBe("United Kingdom: England");
    expect(holidayCalendar("XX")).toBeNull();
    expect(holidayCalendar("")).toBeNull();
  });

  test("US federal holidays: Thanksgiving is the fourth Thursday of November, every year", () => {
    for (let year = 2000; year <= 2050; year++) {
      const thanksgiving = nthWeekday(year, 11, 4, 4);
      expect(region("US").holidaysIn(year).get(thanksgiving.dayOfYear)?.name).toBe(
        "Thanksgiving Day",
      );
    }
  });

  test("Juneteenth is a US federal holiday from 2021 on", () => {
    expect(namesIn("US", 2020).join()).not.toContain("Juneteenth");
    expect(namesIn("US", 2026)).toContain("2026-06-19 Juneteenth");
  });

  test("England's Good Friday and Easter Monday follow Easter, every year", () => {
    for (let year = 2000; year <= 2050; year++) {
      const days = region("GB-ENG").holidaysIn(year);
      expect(days.get(easter(year).subtract({ days: 2 }).dayOfYear)?.name).toBe("Good Friday");
      expect(days.get(easter(year).add({ days: 1 }).dayOfYear)?.name).toBe("Easter Monday");
    }
  });

  test("a holiday on a weekend moves its day off where the law says: England, 2026", () => {
    expect(namesIn("GB-ENG", 2026)).toEqual([
      "2026-01-01 New Year's Day",
      "2026-04-03 Good Friday",
      "2026-04-06 Easter Monday",
      "2026-05-04 Early May bank holiday",
      "2026-05-25 Spring bank holiday",
      "2026-08-31 Summer bank holiday",
      "2026-12-25 Christmas Day",
      "2026-12-26 Boxing Day",
      "2026-12-28 Boxing Day (substitute day)",
    ]);
    // Scotland has 2 January and St Andrew's Day, England neither.
    expect(namesIn("GB-SCT", 2026)).toEqual(
      expect.arrayContaining(["2026-01-02 January 2nd", "2026-11-30 St Andrew’s Day"]),
    );
  });

  test("a holiday of several days is each of its days; half days are not holidays", () => {
    const springFestival = namesIn("CN", 2026).filter((text) => text.includes("Spring Festival"));
    expect(springFestival.length).toBeGreaterThanOrEqual(3);
    // Youth Day (4 May) is an afternoon off for the young only.
    expect(namesIn("CN", 2026).join()).not.toContain("Youth Day");
  });

  test("outside its years, a question is refused with the years it knows", () => {
    expect(() => region("US").holidaysIn(1999)).toThrow(HolidayYearError);
    expect(() => region("US").holidaysIn(2051)).toThrow(
      "Holidays for United States (federal holidays) are known from 2000 to 2050",
    );
  });
});

describe("business days with holidays", () => {
  const US = () => region("US");
  const ENG = () => region("GB-ENG");

  test.each([
    ["US", "2026-12-24", 1, "2026-12-28"], // Christmas, a Friday, skipped
    ["GB-ENG", "2026-12-24", 1, "2026-12-29"], // and England's Boxing Day, on Monday
    ["GB-ENG", "2026-12-24", 3, "2026-12-31"],
    ["US", "2026-11-25", 1, "2026-11-27"], // over Thanksgiving
    ["US", "2026-11-26", 1, "2026-11-27"], // from a holiday, the next business day
    ["US", "2026-12-28", -1, "2026-12-24"], // back over Christmas
    ["GB-ENG", "2026-12-29", -1, "2026-12-24"],
    ["US", "2026-07-02", 1, "2026-07-06"], // Independence Day's substitute, Friday 3 July
  ])("%s: %s + %i business days is %s", (code, from, count, expected) => {
    expect(addBusinessDays(date(from), count, region(code)).toString()).toBe(expected);
  });

  test("December 2026 has 22 US business days: 23 weekdays less Christmas", () => {
    expect(businessDaysBetween(date("2026-12-01"), date("2027-01-01"))).toBe(23);
    expect(businessDaysBetween(date("2026-12-01"), date("2027-01-01"), US())).toBe(22);
    expect(businessDaysBetween(date("2027-01-01"), date("2026-12-01"), US())).toBe(-22);
    expect(weekdayHolidays(US(), date("2026-12-01"), date("2027-01-01"))).toEqual([
      { date: date("2026-12-25"), name: "Christmas Day" },
    ]);
  });

  test("between() counts them too, and the other units do not change", () => {
    const start = readDate("2026-12-01")!;
    const end = readDate("2027-01-01")!;
    expect(between(start, end, "UTC", ENG())).toEqual({
      ...between(start, end, "UTC"),
      businessDays: 21,
    });
  });

  test("adding business days and counting them back agree, holidays skipped", () => {
    for (const from of ["2026-12-21", "2026-12-23", "2026-12-24", "2027-03-25"]) {
      for (const count of [1, 2, 3, 5, 6, 10, 25, 260]) {
        const reached = addBusinessDays(date(from), count, ENG());
        expect(businessDaysBetween(date(from), reached, ENG()), `${from} + ${count}`).toBe(count);
        expect(addBusinessDays(reached, -count, ENG()).toString(), `${reached} - ${count}`).toBe(
          from,
        );
      }
    }
  });

  test("a count that reaches past the table's years is refused, not guessed", () => {
    expect(() => addBusinessDays(date("2050-12-20"), 20, US())).toThrow(HolidayYearError);
    expect(() => businessDaysBetween(date("1999-12-01"), date("2000-02-01"), US())).toThrow(
      HolidayYearError,
    );
  });
});
