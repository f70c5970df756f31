import { FaqList } from "~/components/faq-list";
import { HOLIDAY_REGIONS, HOLIDAY_YEARS } from "~/time/holidays";
import { DATE_CALCULATOR_FAQ } from "./faq";

/**
 * The calendar rules the calculator follows and its questions: text that never changes in the
 * browser, rendered to HTML on the server (notes-html.server.tsx).
 */

const sectionTitle = "text-xl font-semibold text-slate-900 dark:text-white";

export function CalendarNotes() {
  return (
    <>
      <section aria-labelledby="date-rules" className="text-sm text-slate-700 dark:text-slate-300">
        <h2 id="date-rules" className={sectionTitle}>
          The calendar rules
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>
            <strong>Month ends.</strong> Months and years are added by the calendar and stay inside
            the month: 31 January + 1 month is 28 February, or 29 February in a leap year; 29
            February + 1 year is 28 February.
          </li>
          <li>
            <strong>Leap years.</strong> Every fourth year, except the years of whole centuries that
            400 does not divide: 2000 was one, 2100 is not. The Gregorian calendar is used for every
            date, also before it was adopted.
          </li>
          <li>
            <strong>Business days.</strong> Monday to Friday, with no holidays unless you choose a
            region: then its public holidays on weekdays are skipped too ({HOLIDAY_REGIONS.length}{" "}
            regions, {HOLIDAY_YEARS.first} to {HOLIDAY_YEARS.last}, worked out with the
            date-holidays package, whose holiday data is CC BY 3.0; regional holidays of a state or
            province are not counted unless the region is one). Adding moves that many business days
            on (Friday + 1 is Monday); between two dates they are the business days from the start
            up to the day before the end.
          </li>
          <li>
            <strong>Differences.</strong> Each unit is counted on its own, in whole units: months
            are every whole month, days every whole day, weeks seven days. The start counts and the
            end does not, and the counts are negative when the end is before the start.
          </li>
          <li>
            <strong>Times and zones.</strong> A date alone is the start of that day. Dates and times
            are read in the time zone given (UTC when none is), so the hours between them are the
            hours that passed: a day with a daylight-saving change has 23 or 25.
          </li>
          <li>
            <strong>Weeks of the year.</strong> ISO 8601: weeks start on Monday, and week 1 holds
            the year&apos;s first Thursday.
          </li>
        </ul>
      </section>
      <FaqList id="date-faq" items={DATE_CALCULATOR_FAQ} />
    </>
  );
}
