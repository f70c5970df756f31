import type { Temporal } from "temporal-polyfill";
import { counted, listed, longDate } from "~/time/calendar-words";
import { weekdayHolidays, type HolidayCalendar } from "~/time/holidays";

/** How many skipped holidays a note names before it says how many more. */
const NAMED = 8;

/**
 * What a business-day answer says about holidays: none chosen, or which of the region's fell on
 * weekdays in [from, to) and were skipped ("Christmas Day (Friday 25 December 2026)").
 */
export function holidayNote(
  holidays: HolidayCalendar | null,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): string {
  if (!holidays)
    return "Business days are Monday to Friday, with no holidays (choose a region to skip its public holidays).";
  const skipped = weekdayHolidays(holidays, from, to);
  const rule = `Business days are Monday to Friday, less the public holidays of ${holidays.name}`;
  if (skipped.length === 0) return `${rule}: none fell on a weekday here.`;
  const named = skipped
    .slice(0, NAMED)
    .map((holiday) => `${holiday.name} (${longDate(holiday.date)})`);
  const more = skipped.length - named.length;
  return `${rule}: ${counted(skipped.length, "holiday")} skipped, ${listed(more > 0 ? [...named, `${more} more`] : named)}.`;
}
