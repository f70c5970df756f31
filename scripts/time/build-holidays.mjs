// Works out the public holidays of the regions the date calculator offers, for the years it
// covers, with `date-holidays` (ISC; its holiday data is CC BY 3.0, by commenthol and the
// package's contributors), and writes them as a table: app/time/data/holidays.json,
// and the list of regions, app/time/data/holiday-regions.json; both server-only
// (docs/decisions/076-holidays.md). The package is a build tool here, never loaded by
// the app. Run it after updating the package or the regions: `node scripts/time/build-holidays.mjs`.
// With `--check` (part of `npm run lint`) it writes nothing and fails when the file differs.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import Holidays from "date-holidays";

const require = createRequire(import.meta.url);
const version = JSON.parse(
  readFileSync(require.resolve("date-holidays/package.json"), "utf8"),
).version;

const FIRST_YEAR = 2000;
const LAST_YEAR = 2050;

/**
 * The regions offered: ISO 3166 codes, a subdivision after a hyphen where a country's holidays
 * differ by nation or state and one list would mislead (the United Kingdom's bank holidays).
 */
/** @type {Array<[code: string, name: string]>} */
const REGIONS = [
  ["AR", "Argentina"],
  ["AT", "Austria"],
  ["AU", "Australia (national holidays)"],
  ["BD", "Bangladesh"],
  ["BE", "Belgium"],
  ["BG", "Bulgaria"],
  ["BR", "Brazil (national holidays)"],
  ["CA", "Canada (national holidays)"],
  ["CH", "Switzerland (national holidays)"],
  ["CL", "Chile"],
  ["CN", "China"],
  ["CO", "Colombia"],
  ["CZ", "Czechia"],
  ["DE", "Germany (nationwide holidays)"],
  ["DK", "Denmark"],
  ["EE", "Estonia"],
  ["EG", "Egypt"],
  ["ES", "Spain (national holidays)"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["GB-ENG", "United Kingdom: England"],
  ["GB-NIR", "United Kingdom: Northern Ireland"],
  ["GB-SCT", "United Kingdom: Scotland"],
  ["GB-WLS", "United Kingdom: Wales"],
  ["GR", "Greece"],
  ["HK", "Hong Kong"],
  ["HR", "Croatia"],
  ["HU", "Hungary"],
  ["ID", "Indonesia"],
  ["IE", "Ireland"],
  ["IL", "Israel"],
  ["IN", "India (national holidays)"],
  ["IS", "Iceland"],
  ["IT", "Italy"],
  ["JP", "Japan"],
  ["KE", "Kenya"],
  ["KR", "South Korea"],
  ["LT", "Lithuania"],
  ["LU", "Luxembourg"],
  ["LV", "Latvia"],
  ["MA", "Morocco"],
  ["MX", "Mexico"],
  ["MY", "Malaysia (national holidays)"],
  ["NG", "Nigeria"],
  ["NL", "Netherlands"],
  ["NO", "Norway"],
  ["NZ", "New Zealand (national holidays)"],
  ["PE", "Peru"],
  ["PH", "Philippines"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["RO", "Romania"],
  ["SA", "Saudi Arabia"],
  ["SE", "Sweden"],
  ["SG", "Singapore"],
  ["SI", "Slovenia"],
  ["SK", "Slovakia"],
  ["TH", "Thailand"],
  ["TR", "Türkiye"],
  ["TW", "Taiwan"],
  ["UA", "Ukraine"],
  ["US", "United States (federal holidays)"],
  ["VN", "Vietnam"],
  ["ZA", "South Africa"],
];

/** Two base-36 digits: a day of the year (1–366) or a name's index. */
const digits = (/** @type {number} */ n) => {
  if (n >= 36 * 36) throw new Error(`${n} does not fit two base-36 digits`);
  return n.toString(36).padStart(2, "0");
};

/**
 * A region's holidays: the names once each, and per year a string of four-character entries,
 * the day of the year then the name's index, each as two base-36 digits.
 */
function region(/** @type {[string, string]} */ [code, name]) {
  const [country = code, state] = code.split("-");
  const calendar = state ? new Holidays(country, state) : new Holidays(country);
  if (!calendar.getHolidays(FIRST_YEAR)) throw new Error(`date-holidays does not know ${code}`);
  /** @type {string[]} */
  const names = [];
  /** @type {string[]} */
  const years = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    const days = new Map();
    for (const holiday of calendar.getHolidays(year, "en")) {
      // Public holidays only, and whole days: one from noon (a half day) is a working morning.
      // "2026-03-19 00:00:00 -0600" starts the evening before, as the Islamic calendar's days do.
      if (holiday.type !== "public" || holiday.date.slice(11, 19) !== "00:00:00") continue;
      const date = holiday.date.slice(0, 10);
      const first =
        (Date.UTC(year, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) -
          Date.UTC(year, 0, 1)) /
          86_400_000 +
        1;
      // Eid al-Fitr may last four days: each is a day off.
      const length = Math.max(
        1,
        Math.round((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000),
      );
      const inYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365;
      for (let dayOfYear = first; dayOfYear < first + length; dayOfYear++) {
        // Days past the year's end are in the next year's list, and two holidays on one day are
        // one day off: the first name is kept.
        if (Number(date.slice(0, 4)) !== year || dayOfYear > inYear || days.has(dayOfYear))
          continue;
        if (!names.includes(holiday.name)) names.push(holiday.name);
        days.set(dayOfYear, names.indexOf(holiday.name));
      }
    }
    years.push(
      [...days]
        .sort(([a], [b]) => a - b)
        .map(([day, index]) => digits(day) + digits(index))
        .join(""),
    );
  }
  return { code, name, names, years };
}

const regions = REGIONS.map(region);
/** What a form or a schema needs: the regions by name, the years and the source. */
const listText = `${JSON.stringify(
  {
    source: `date-holidays ${version} (ISC; holiday data CC BY 3.0), public holidays only`,
    firstYear: FIRST_YEAR,
    lastYear: LAST_YEAR,
    regions: regions
      .map(({ code, name }) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, "en")),
  },
  null,
  2,
)}\n`;
/** The holidays themselves, read only when a count asks for them. */
const tableText = `${JSON.stringify({
  firstYear: FIRST_YEAR,
  regions: Object.fromEntries(regions.map(({ code, names, years }) => [code, { names, years }])),
})}\n`;

/** @type {Array<[path: string, text: string]>} */
const files = [
  ["app/time/data/holiday-regions.json", listText],
  ["app/time/data/holidays.json", tableText],
];
for (const [path, text] of files) {
  const target = new URL(`../../${path}`, import.meta.url);
  if (process.argv.includes("--check")) {
    if (readFileSync(target, "utf8") !== text) {
      console.error(
        `${path} is not what date-holidays gives: run node scripts/time/build-holidays.mjs`,
      );
      process.exit(1);
    }
  } else {
    writeFileSync(target, text);
    console.log(`${path}: ${text.length} bytes`);
  }
}
