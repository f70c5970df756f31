import { Temporal } from "temporal-polyfill";
import holidaysJson from "./data/holidays.json?raw";
import { HOLIDAY_REGIONS, HOLIDAY_YEARS } from "./holiday-regions";

/**
 * Public holidays a business-day count may skip, when the visitor chooses a region
 * (app/time/data/, worked out by scripts/time/build-holidays.mjs from the `date-holidays`
 * package; docs/decisions/076-holidays.md). Server-only: the table is 200 KB, read at the first
 * count that needs it, not with the module. The regions and the years are holiday-regions.ts's,
 * which needs neither Temporal nor the table. The names are English where the package has
 * English; holiday-translations.server.ts has the other languages.
 *
 * Loaded with the time pages' and the time API's work, at the first request that needs it, not
 * with the server build (docs/decisions/089-time-code-on-demand.md).
 */

interface Table {
  firstYear: number;
  regions: Record<string, { names: string[]; years: string[] }>;
}

export interface Holiday {
  date: Temporal.PlainDate;
  name: string;
}

export interface HolidayCalendar {
  /** "US", "GB-ENG" */
  code: string;
  /** "United States (federal holidays)" */
  name: string;
  /** A year's holidays by day of the year, in date order. Throws HolidayYearError outside the years known. */
  holidaysIn(year: number): ReadonlyMap<number, Holiday>;
  /**
   * Where a holiday of this calendar is in the region's list of names, which is where its names
   * in other languages are (holiday-translations.server.ts): two holidays of one English name
   * may have two (Japan's Sports Day, 体育の日 until 2019).
   */
  nameIndex(holiday: Holiday): number;
}

/** A business-day count with holidays that reached a year the table does not have. */
export class HolidayYearError extends Error {
  constructor(readonly calendar: HolidayCalendar) {
    super(
      `Holidays for ${calendar.name} are known from ${HOLIDAY_YEARS.first} to ${HOLIDAY_YEARS.last}: choose dates in those years, or count without holidays`,
    );
  }
}

let table: Table | null = null;
const read = (): Table => (table ??= JSON.parse(holidaysJson) as Table);

const calendars = new Map<string, HolidayCalendar>();

/** A region's calendar by its code ("us", "GB-ENG"), or null for a code the table lacks. */
export function holidayCalendar(code: string): HolidayCalendar | null {
  const key = code.trim().toUpperCase();
  const cached = calendars.get(key);
  if (cached) return cached;
  const listed = HOLIDAY_REGIONS.find((candidate) => candidate.code === key);
  if (!listed) return null;
  const { firstYear, regions } = read();
  const region = regions[key]!;
  // Per year, its holidays by day of the year and their names' places in the list, decoded at
  // the first question about the year.
  const years = new Map<number, { days: Map<number, Holiday>; names: Map<number, number> }>();
  const decoded = (year: number) => {
    if (year < HOLIDAY_YEARS.first || year > HOLIDAY_YEARS.last)
      throw new HolidayYearError(calendar);
    let found = years.get(year);
    if (!found) {
      found = { days: new Map(), names: new Map() };
      const entries = region.years[year - firstYear]!;
      const newYear = Temporal.PlainDate.from({ year, month: 1, day: 1 });
      for (let at = 0; at < entries.length; at += 4) {
        const dayOfYear = parseInt(entries.slice(at, at + 2), 36);
        const index = parseInt(entries.slice(at + 2, at + 4), 36);
        const name = region.names[index]!;
        found.days.set(dayOfYear, { date: newYear.add({ days: dayOfYear - 1 }), name });
        found.names.set(dayOfYear, index);
      }
      years.set(year, found);
    }
    return found;
  };
  const calendar: HolidayCalendar = {
    code: listed.code,
    name: listed.name,
    holidaysIn: (year) => decoded(year).days,
    nameIndex(holiday) {
      const index = decoded(holiday.date.year).names.get(holiday.date.dayOfYear);
      if (index === undefined) throw new Error(`${holiday.date.toString()} is not a holiday here`);
      return index;
    },
  };
  calendars.set(key, calendar);
  return calendar;
}

/** The holidays on weekdays in [start, end), in order: the days a business-day count skips. */
export function weekdayHolidays(
  calendar: HolidayCalendar,
  start: Temporal.PlainDate,
  end: Temporal.PlainDate,
): Holiday[] {
  const found: Holiday[] = [];
  if (Temporal.PlainDate.compare(start, end) >= 0) return found;
  // The last day counted is the day before the end: its year is the last one asked about.
  const lastYear = end.subtract({ days: 1 }).year;
  for (let year = start.year; year <= lastYear; year++) {
    for (const holiday of calendar.holidaysIn(year).values()) {
      if (
        holiday.date.dayOfWeek <= 5 &&
        Temporal.PlainDate.compare(holiday.date, start) >= 0 &&
        Temporal.PlainDate.compare(holiday.date, end) < 0
      ) {
        found.push(holiday);
      }
    }
  }
  return found;
}
