// Works out the public holidays of the regions the date calculator offers, for the years it
// covers, with `date-holidays` (ISC; its holiday data is CC BY 3.0, by commenthol and the
// package's contributors), and writes them as a table: app/time/data/holidays.json,
// the list of regions, app/time/data/holiday-regions.json, and the holidays' names in the
// site's other languages where the package has them, app/time/data/holiday-names.<language>.json;
// all server-only (docs/decisions/076-holidays.md). The package is a build tool here, never
// loaded by the app. Run it after updating the package or the regions:
// `node scripts/time/build-holidays.mjs`. With `--check` (part of `npm run lint`) it writes
// nothing and fails when a file differs.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import Holidays from "date-holidays";

const require = createRequire(import.meta.url);
const packageFile = require.resolve("date-holidays/package.json");
const version = JSON.parse(readFileSync(packageFile, "utf8")).version;

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

/**
 * The site's other languages (app/i18n/languages.ts) and the keys date-holidays writes their
 * names under, most specific first: it writes Japanese as "jp", and has no Brazilian Portuguese
 * of its own. A country's own variant ("de-at" in Austria, "de-ch" in Switzerland) comes first.
 * @type {Record<string, string[]>}
 */
const NAME_LANGUAGES = {
  es: ["es"],
  de: ["de"],
  fr: ["fr"],
  "pt-br": ["pt-br", "pt"],
  ja: ["ja", "jp"],
};

// The package's data, for the names of a substitute day (its `exports` do not list the file).
const data = JSON.parse(
  readFileSync(new URL("data/holidays.json", pathToFileURL(packageFile)), "utf8"),
);
/** "substitute day" by language: date-holidays adds it in brackets to a day off that moved. */
const SUBSTITUTE = /** @type {Record<string, string>} */ (data.names.substitutes.name);

/** A language key of date-holidays as a BCP 47 primary language: "jp" → "ja", "de-at" → "de". */
const primary = (/** @type {string} */ key) => (key === "jp" ? "ja" : key.replace(/-.*/, ""));

/**
 * A rule's names by language, or its one name in the country's first language (the package's
 * types leave a rule's names out).
 * @param {Holidays} calendar
 * @param {string} rule
 * @returns {Record<string, string> | string}
 */
const namesOf = (calendar, rule) =>
  /** @type {{ name: Record<string, string> | string }} */ (
    /** @type {unknown} */ (calendar.getRule(rule))
  ).name;

/**
 * A holiday's name in `language` (a page's), or null where date-holidays has none: its own
 * translation, never the fallback to English or to the country's language that
 * `getHolidays(year, language)` makes.
 * @param {Record<string, string> | string} source the rule's names (namesOf)
 * @param {boolean} substitute whether the day off moved ("Christmas Day (substitute day)")
 * @param {string} language
 * @param {string[]} countryLanguages
 * @returns {string | null}
 */
function nameIn(source, substitute, language, countryLanguages) {
  /** @type {Record<string, string>} */
  const names = typeof source === "string" ? { [countryLanguages[0] ?? "en"]: source } : source;
  const keys = NAME_LANGUAGES[language] ?? [];
  const variants = countryLanguages.filter((key) =>
    keys.some((base) => key.startsWith(`${base}-`)),
  );
  const key = [...variants, ...keys].find((candidate) => names[candidate]);
  if (!key) return null;
  if (!substitute) return names[key] ?? null;
  // A day off that moved: the name and "substitute day" in the one language, or no translation.
  const substituteKey = [key, key.replace(/-.*/, "")].find((candidate) => SUBSTITUTE[candidate]);
  return substituteKey ? `${names[key]} (${SUBSTITUTE[substituteKey]})` : null;
}

/**
 * The language the table's name is in (it is English where date-holidays has English, else the
 * country's language), as a primary language: "en", "es", "pt".
 * @param {Record<string, string> | string} source
 * @param {string} name the table's name, without a substitute day's "(substitute day)"
 * @param {string[]} countryLanguages
 */
function languageOf(source, name, countryLanguages) {
  if (typeof source === "string") return primary(countryLanguages[0] ?? "en");
  const key = ["en", ...countryLanguages].find((candidate) => source[candidate] === name);
  if (!key) throw new Error(`no language of date-holidays writes "${name}"`);
  return primary(key);
}

/** Two base-36 digits: a day of the year (1–366) or a name's index. */
const digits = (/** @type {number} */ n) => {
  if (n >= 36 * 36) throw new Error(`${n} does not fit two base-36 digits`);
  return n.toString(36).padStart(2, "0");
};

/**
 * How a name reads on a page in another language: its name in that language, or where
 * date-holidays has none the table's name and its language (null when that is English).
 * @typedef {string | [name: string, language: string] | null} NameEntry
 */

/**
 * A region's holidays: the names once each, and per year a string of four-character entries,
 * the day of the year then the name's index, each as two base-36 digits. Beside the names, how
 * each reads in the other languages. Two holidays of one English name are one name, unless
 * their names differ in another language (Japan's Sports Day, 体育の日 until 2019).
 */
function region(/** @type {[string, string]} */ [code, name]) {
  const [country = code, state] = code.split("-");
  const calendar = state ? new Holidays(country, state) : new Holidays(country);
  if (!calendar.getHolidays(FIRST_YEAR)) throw new Error(`date-holidays does not know ${code}`);
  const countryLanguages = calendar.getLanguages().filter((key) => key !== "en");
  /** @type {string[]} */
  const names = [];
  /** @type {string[]} each name's key: the name and how it reads in the other languages */
  const keys = [];
  /** @type {Record<string, NameEntry[]>} */
  const translations = Object.fromEntries(Object.keys(NAME_LANGUAGES).map((key) => [key, []]));
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
        const source = namesOf(calendar, holiday.rule);
        const substitute = Boolean(holiday.substitute);
        const nameLanguage = languageOf(
          source,
          substitute ? holiday.name.replace(/ \([^()]*\)$/, "") : holiday.name,
          countryLanguages,
        );
        const entries = Object.keys(NAME_LANGUAGES).map((language) => {
          const translated = nameIn(source, substitute, language, countryLanguages);
          /** @type {NameEntry} */
          const entry = translated ?? (nameLanguage === "en" ? null : [holiday.name, nameLanguage]);
          return /** @type {const} */ ([language, entry]);
        });
        const key = JSON.stringify([holiday.name, ...entries]);
        if (!keys.includes(key)) {
          keys.push(key);
          names.push(holiday.name);
          for (const [language, entry] of entries) translations[language]?.push(entry);
        }
        days.set(dayOfYear, keys.indexOf(key));
      }
    }
    years.push(
      [...days]
        .sort(([a], [b]) => a - b)
        .map(([day, index]) => digits(day) + digits(index))
        .join(""),
    );
  }
  return { code, name, names, years, translations };
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

/**
 * The names in each other language, read only by a page in that language: per region a list
 * beside the table's names, a region to a line so an update reads as a diff.
 */
const nameTexts = Object.keys(NAME_LANGUAGES).map((language) => {
  const lines = regions.map(
    ({ code, translations }) =>
      `    ${JSON.stringify(code)}: ${JSON.stringify(translations[language])}`,
  );
  return /** @type {[string, string]} */ ([
    `app/time/data/holiday-names.${language}.json`,
    `{\n  "language": ${JSON.stringify(language)},\n  "regions": {\n${lines.join(",\n")}\n  }\n}\n`,
  ]);
});

/** @type {Array<[path: string, text: string]>} */
const files = [
  ["app/time/data/holiday-regions.json", listText],
  ["app/time/data/holidays.json", tableText],
  ...nameTexts,
];
for (const [path, text] of files) {
  const target = new URL(`../../${path}`, import.meta.url);
  if (process.argv.includes("--check")) {
    if (!existsSync(target) || readFileSync(target, "utf8") !== text) {
      console.error(
        `${path} is not what date-holidays gives: run node scripts/time/build-holidays.mjs`,
      );
      process.exit(1);
    }
  } else {
    writeFileSync(target, text);
    console.log(`${path}: ${Buffer.byteLength(text)} bytes`);
  }
}
