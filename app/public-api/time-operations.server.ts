import { getTimeAdd, getTimeBetween, getTimeConvert } from "~/time/time-api.server";
import {
  AddParamsSchema,
  AddResponseSchema,
  BetweenParamsSchema,
  BetweenResponseSchema,
} from "~/time/date-requests";
import { TimeConvertParamsSchema, TimeConvertResponseSchema } from "~/time/time-convert";
import { queryParameters, type Operation } from "./operation.server";

/** The public API's time operations (app/time/): zones, and the arithmetic of dates. */
export const TIME_OPERATIONS: readonly Operation[] = [
  {
    id: "convertTime",
    method: "get",
    path: "/api/time/convert",
    summary: "A local time in one place, in others",
    description:
      'Reads a local date and time in one place and shows the same moment in others, each with its UTC offset, its abbreviation and whether daylight saving is in force. Places are IANA time zones or any of 7,278 towns and cities (the most populous of a shared name, unless qualified: "Springfield, Illinois"; in to, "Portland (Oregon)"), and the answer names the town it read. A local time the clocks skipped (status gap) is read as the time after the change; one they showed twice (status overlap) is the earlier unless overlap=later, and both readings are listed. Zone rules are the tz database the server\'s Intl carries (tzdata names the release).',
    parameters: queryParameters(TimeConvertParamsSchema, ["from", "to"]),
    response: { schema: TimeConvertResponseSchema, description: "The moment in each place" },
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
    answer: (request) => getTimeConvert(request),
  },
  {
    id: "timeBetween",
    method: "get",
    path: "/api/time/between",
    summary: "The time between two dates",
    description:
      "Whole years, months, weeks, days, business days, hours, minutes and seconds between two dates or dates and times, each counted on its own, negative when the end comes first. Dates and times are read in zone (UTC by default), so hours are the hours that passed, daylight-saving changes included. Business days are Monday to Friday with no holidays, from the start up to the day before the end.",
    parameters: queryParameters(BetweenParamsSchema, ["start", "end"]),
    response: { schema: BetweenResponseSchema, description: "The time between, in whole units" },
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
        name: "notADate",
        summary: "A date that does not exist",
        params: { start: "2026-02-30", end: "2026-03-01" },
      },
    ],
    answer: (request) => getTimeBetween(request),
  },
  {
    id: "timeAdd",
    method: "get",
    path: "/api/time/add",
    summary: "A date plus a duration or business days",
    description:
      "Adds an ISO 8601 duration (negative to subtract) or a number of business days to a date, and says the weekday, ISO week and day of the year reached. Months and years stay inside the month (31 January + P1M is 28 or 29 February); hours are added in zone, daylight-saving changes included. Business days are Monday to Friday with no holidays: Friday + 1 is Monday.",
    parameters: queryParameters(AddParamsSchema, ["date"]),
    response: { schema: AddResponseSchema, description: "The date reached" },
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
        name: "badDuration",
        summary: "A duration that is not ISO 8601",
        params: { date: "2026-11-28", duration: "90 days" },
      },
    ],
    answer: (request) => getTimeAdd(request),
  },
];
