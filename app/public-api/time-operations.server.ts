import { timeAskParamsSchema, timeAskResponseSchema } from "~/time/question/ask-schemas";
import {
  addParamsSchema,
  addResponseSchema,
  betweenParamsSchema,
  betweenResponseSchema,
} from "~/time/date-request-schemas";
import { timeConvertParamsSchema, timeConvertResponseSchema } from "~/time/time-convert-schemas";
import { queryParameters, type Operation } from "./operation.server";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The public API's time operations (app/time/): zones, and the arithmetic of dates. Built at
 * their first use, with the table of operations.server.ts (their parameters are read from the
 * schemas, which are built lazily: docs/decisions/085-cold-start.md).
 *
 * The table needs only the schemas. The answers' work (Temporal, the place list, the holiday
 * table) is imported at the first one asked, as the time API's routes import it: every isolate
 * loads this module, few ask the time API (docs/decisions/089-time-code-on-demand.md).
 */
const timeApi = () => import("~/time/time-api.server");

export const timeOperations = onFirstUse((): readonly Operation[] => [
  {
    id: "convertTime",
    method: "get",
    path: "/api/time/convert",
    summary: "A local time in one place, in others",
    description:
      'Reads a local date and time in one place and shows the same moment in others, each with its UTC offset, its abbreviation and whether daylight saving is in force. Places are IANA time zones or any of 7,278 towns and cities (the most populous of a shared name, unless qualified: "Springfield, Illinois"; in to, "Portland (Oregon)"), and the answer names the town it read. A local time the clocks skipped (status gap) is read as the time after the change; one they showed twice (status overlap) is the earlier unless overlap=later, and both readings are listed. Zone rules are the tz database the server\'s Intl carries (tzdata names the release).',
    parameters: queryParameters(timeConvertParamsSchema(), ["from", "to"]),
    response: { schema: timeConvertResponseSchema(), description: "The moment in each place" },
    cacheable: true,
    errors: [400],
    examples: [
      {
        name: "meeting",
        summary: "3 pm in New York, in London and Tokyo",
        params: { at: "2026-11-30T15:00", from: "America/New_York", to: "London,Tokyo" },
      },
      {
        name: "gap",
        summary: "02:30 on Los Angeles' spring-forward night (it does not exist)",
        params: {
          at: "2026-03-08T02:30",
          from: "America/Los_Angeles",
          to: "Europe/Berlin,Asia/Kolkata",
        },
      },
      {
        name: "overlap",
        summary: "01:30 on New York's fall-back night (it happens twice), the later one",
        params: { at: "2026-11-01T01:30", from: "New York", to: "UTC", overlap: "later" },
      },
      {
        name: "unknownPlace",
        summary: "A place that is not a time zone",
        params: { at: "2026-11-30T15:00", from: "Atlantis", to: "UTC" },
      },
    ],
    answer: async (request) => (await timeApi()).getTimeConvert(request),
  },
  {
    id: "timeBetween",
    method: "get",
    path: "/api/time/between",
    summary: "The time between two dates",
    description:
      "Whole years, months, weeks, days, business days, hours, minutes and seconds between two dates or dates and times, each counted on its own, negative when the end comes first. Dates and times are read in zone (UTC by default), so hours are the hours that passed, daylight-saving changes included. Business days are Monday to Friday from the start up to the day before the end, less the public holidays of the region in holidays when one is given (2000 to 2050; the answer lists those skipped).",
    parameters: queryParameters(betweenParamsSchema(), ["start", "end"]),
    response: { schema: betweenResponseSchema(), description: "The time between, in whole units" },
    cacheable: true,
    errors: [400],
    examples: [
      {
        name: "dates",
        summary: "From New Year's Day to Christmas 2026",
        params: { start: "2026-01-01", end: "2026-12-25" },
      },
      {
        name: "acrossDaylightSaving",
        summary: "Two mornings either side of Berlin's spring-forward night",
        params: { start: "2026-03-28T09:00", end: "2026-03-30T09:00", zone: "Europe/Berlin" },
      },
      {
        name: "businessDaysWithHolidays",
        summary: "Business days in December 2026 in England, Christmas and Boxing Day skipped",
        params: { start: "2026-12-01", end: "2027-01-01", holidays: "GB-ENG" },
      },
      {
        name: "notADate",
        summary: "A date that does not exist",
        params: { start: "2026-02-30", end: "2026-03-01" },
      },
    ],
    answer: async (request) => (await timeApi()).getTimeBetween(request),
  },
  {
    id: "timeAdd",
    method: "get",
    path: "/api/time/add",
    summary: "A date plus a duration or business days",
    description:
      "Adds an ISO 8601 duration (negative to subtract) or a number of business days to a date, and says the weekday, ISO week and day of the year reached. Months and years stay inside the month (31 January + P1M is 28 or 29 February); hours are added in zone, daylight-saving changes included. Business days are Monday to Friday, less the public holidays of the region in holidays when one is given (2000 to 2050; the answer lists those skipped): Friday + 1 is Monday.",
    parameters: queryParameters(addParamsSchema(), ["date"]),
    response: { schema: addResponseSchema(), description: "The date reached" },
    cacheable: true,
    errors: [400],
    examples: [
      {
        name: "days",
        summary: "90 days from 28 November 2026",
        params: { date: "2026-11-28", duration: "P90D" },
      },
      {
        name: "monthEnd",
        summary: "A month after 31 January 2028 (a leap year)",
        params: { date: "2028-01-31", duration: "P1M" },
      },
      {
        name: "businessDays",
        summary: "10 business days from Friday 27 November 2026",
        params: { date: "2026-11-27", businessDays: "10" },
      },
      {
        name: "businessDaysWithHolidays",
        summary: "The business day after Christmas Eve 2026 in the United States",
        params: { date: "2026-12-24", businessDays: "1", holidays: "US" },
      },
      {
        name: "badDuration",
        summary: "A duration that is not ISO 8601",
        params: { date: "2026-11-28", duration: "90 days" },
      },
    ],
    answer: async (request) => (await timeApi()).getTimeAdd(request),
  },
  {
    id: "askTime",
    method: "get",
    path: "/api/time/ask",
    summary: "A time question in words",
    description:
      'Answers a time question as people type it, with the other time operations: times in other places ("3pm PST to CET", "9:30 am New York to London, Tokyo", "now in Sydney", "2026-03-08 02:30 Los Angeles to Berlin"), a date plus or minus an amount ("90 days from 2026-11-28", "2 weeks before 2026-12-25", "10 business days from tomorrow", "today + 3 months"), the time between dates ("days between 2026-01-01 and 2026-12-25", "weeks until 2026-12-25", "how long until March 1", "time since 2000-01-01"), Unix times ("1700000000 unix to date", "2026-11-28 to unix", "now to unix") and a date\'s weekday and ISO week ("what day is 2026-12-25", "week number 2026-11-28"). Today, now, tomorrow, a date without a year and a time without a place or date are read in zone (UTC unless given). An abbreviation is a fixed offset (PST is UTC−08:00 even in July); an ambiguous one (IST, CST, BST) is refused with its readings. The answer is a line to show (answer), the page that shows it in full (href), and the data of its kind; one that depends on now (dependsOnNow) is not cached. A time question that cannot be answered is a 400 saying why; a text that is not a time question ("5 ft to cm") is a 422.',
    parameters: queryParameters(timeAskParamsSchema(), ["q"]),
    response: { schema: timeAskResponseSchema(), description: "The answer, by kind" },
    cacheable: true,
    errors: [400, 422],
    examples: [
      {
        name: "zones",
        summary: "3 pm Pacific Standard Time on 28 November 2026, in Central European Time",
        params: { q: "2026-11-28 3pm PST to CET" },
      },
      {
        name: "severalPlaces",
        summary: "9:30 in New York on 30 November 2026, in London and Tokyo",
        params: { q: "2026-11-30 9:30 am New York to London, Tokyo" },
      },
      {
        name: "addDays",
        summary: "90 days from 28 November 2026",
        params: { q: "90 days from 2026-11-28" },
      },
      {
        name: "between",
        summary: "Days from New Year's Day to Christmas 2026",
        params: { q: "days between 2026-01-01 and 2026-12-25" },
      },
      {
        name: "toUnix",
        summary: "Midnight of 28 November 2026 in Tokyo as a Unix time",
        params: { q: "2026-11-28 to unix", zone: "Asia/Tokyo" },
      },
      {
        name: "weekday",
        summary: "The weekday of Christmas 2026",
        params: { q: "what day is 2026-12-25" },
      },
      {
        name: "ambiguous",
        summary: "An abbreviation with several readings",
        params: { q: "2026-11-28 3pm IST to London" },
      },
      {
        name: "notATimeQuestion",
        summary: "A unit conversion, for /api/convert",
        params: { q: "5 ft to cm" },
      },
    ],
    answer: async (request) => (await timeApi()).getTimeAsk(request),
  },
]);
