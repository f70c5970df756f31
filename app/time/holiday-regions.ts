import regionList from "./data/holiday-regions.json";

/**
 * The holiday regions a visitor may choose, and the years the holiday table covers
 * (app/time/data/holiday-regions.json, 4 KB, written by scripts/time/build-holidays.mjs beside the
 * table; docs/decisions/076-holidays.md). A module of its own, without Temporal and without the
 * 200 KB table of holidays.ts: the date calculator's forms, the time API's schemas and the /api
 * page list the regions, and they load with every isolate (docs/decisions/089-time-code-on-demand.md).
 */

/** The years the table covers, and where it comes from. */
export const HOLIDAY_YEARS = {
  first: regionList.firstYear,
  last: regionList.lastYear,
  source: regionList.source,
};

/** The regions a visitor may choose ({ code: "GB-ENG", name: "United Kingdom: England" }), by name. */
export const HOLIDAY_REGIONS: ReadonlyArray<{ code: string; name: string }> = regionList.regions;
