import type { Temporal } from "temporal-polyfill";
import { holidayRegionName } from "~/time/holiday-names";
import type { HolidayName, HolidayNames } from "~/time/holiday-translations.server";
import { HOLIDAY_YEARS } from "~/time/holiday-regions";
import { weekdayHolidays, type HolidayCalendar } from "~/time/holidays";
import type { TimeText } from "~/time/time-text";

/** How many skipped holidays a note names before it says how many more. */
const NAMED = 8;

const primaryLanguage = (tag: string) => tag.split("-")[0]!.toLowerCase();

/**
 * A name as a note writes it: as it is in the page's language, else marked with its own
 * language ("<en>Spring bank holiday</en>") for the answer's view to set in a `lang` span
 * (answer-views.server.tsx).
 */
function markedName({ text, language }: HolidayName, pageLanguage: string): string {
  const tag = primaryLanguage(language);
  return tag === primaryLanguage(pageLanguage) ? text : `<${tag}>${text}</${tag}>`;
}

/**
 * What a business-day answer says about holidays: none chosen, or which of the region's fell on
 * weekdays in [from, to) and were skipped ("Christmas Day (Friday 25 December 2026)"). The
 * holidays' names are in the page's language where the holiday data has them
 * (holiday-translations.server.ts), else as the table has them, marked with their language.
 */
export function holidayNote(
  holidays: HolidayCalendar | null,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  words: TimeText,
  names: HolidayNames,
): string {
  const { t } = words;
  if (!holidays) return t("dateBusinessNoHolidays");
  const skipped = weekdayHolidays(holidays, from, to);
  const region = holidayRegionName(holidays.code, holidays.name, words);
  if (skipped.length === 0) return t("dateBusinessNoneFell", { region });
  const named = skipped
    .slice(0, NAMED)
    .map(
      (holiday) =>
        `${markedName(names.nameOf(holidays, holiday), names.language)} (${words.longDate(holiday.date)})`,
    );
  const more = skipped.length - named.length;
  return t("dateBusinessSkipped", {
    region,
    count: skipped.length,
    holidays: words.listed(more > 0 ? [...named, t("dateMoreHolidays", { count: more })] : named),
  });
}

/** A count with holidays that reached a year the table does not have (HolidayYearError). */
export function holidayYearsText(calendar: HolidayCalendar, words: TimeText): string {
  return words.t("dateHolidayYears", {
    region: holidayRegionName(calendar.code, calendar.name, words),
    first: HOLIDAY_YEARS.first,
    last: HOLIDAY_YEARS.last,
  });
}
