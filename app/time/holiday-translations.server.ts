import type { Language } from "~/i18n/languages";
import type { Holiday, HolidayCalendar } from "./holidays";

/**
 * The holidays' names in a page's language, where the `date-holidays` data has them
 * (app/time/data/holiday-names.<language>.json, written by scripts/time/build-holidays.mjs
 * beside the table; docs/decisions/076-holidays.md). A language's file loads at the first page
 * in it that names a holiday, and stays for the isolate's life; English pages load none.
 */

/**
 * A name as a page in the file's language writes it: its own name for the holiday, or where the
 * data has none the table's name and its language (null when that is English).
 */
type NameEntry = string | [name: string, language: string] | null;

interface NamesFile {
  language: string;
  /** per region, an entry for each of the table's names, in its order */
  regions: Record<string, NameEntry[]>;
}

/** A holiday's name, and the language it is in ("en" where no translation was found). */
export interface HolidayName {
  text: string;
  language: string;
}

export interface HolidayNames {
  /** The page's language: names in it need no marking. */
  language: Language;
  /** The name of `holiday`, one of `calendar`'s, for the page. */
  nameOf(calendar: HolidayCalendar, holiday: Holiday): HolidayName;
}

const files = import.meta.glob<{ default: NamesFile }>("./data/holiday-names.*.json");

/** English pages: the table's names as they are (docs/decisions/076-holidays.md). */
const ENGLISH: HolidayNames = {
  language: "en",
  nameOf: (_calendar, holiday) => ({ text: holiday.name, language: "en" }),
};

const loaded = new Map<Language, Promise<HolidayNames>>();

async function load(language: Language): Promise<HolidayNames> {
  const file = files[`./data/holiday-names.${language}.json`];
  if (!file) throw new Error(`No holiday names in ${language}`);
  const { regions } = (await file()).default;
  return {
    language,
    nameOf(calendar, holiday) {
      const entry = regions[calendar.code]?.[calendar.nameIndex(holiday)];
      if (typeof entry === "string") return { text: entry, language };
      if (entry) return { text: entry[0], language: entry[1] };
      return { text: holiday.name, language: "en" };
    },
  };
}

/** The holidays' names for a page in `language`. */
export function holidayNames(language: Language): Promise<HolidayNames> {
  if (language === "en") return Promise.resolve(ENGLISH);
  let pending = loaded.get(language);
  if (!pending) {
    pending = load(language);
    loaded.set(language, pending);
  }
  return pending;
}
