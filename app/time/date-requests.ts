import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import {
  addBusinessDays,
  addDuration,
  between,
  dayOf,
  dateFacts,
  readDate,
  type Between,
  type DateFacts,
  type DateInput,
} from "./date-math";
import {
  HOLIDAY_REGIONS,
  HolidayYearError,
  holidayCalendar,
  weekdayHolidays,
  type HolidayCalendar,
} from "./holidays";
import { notAZone, quoted, resolvePlace } from "./zone-names";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * GET /api/time/between and GET /api/time/add: what they take, what they answer, and the work
 * (the calendar rules are date-math.ts's). The schemas are built at their first use: every
 * isolate loads this module, few ask the time API (docs/decisions/085-cold-start.md).
 */

const DATE_HINT = "a date such as 2026-11-28, or a date and time such as 2026-11-28T09:30";
const MAX_BUSINESS_DAYS = 1_000_000;

const dateParam = (name: string) =>
  z
    .string({ error: `${name} is required: ${DATE_HINT}` })
    .trim()
    .min(1, { error: `${name} is empty: send ${DATE_HINT}` })
    .max(40, { error: `${name} is longer than 40 characters` });

const zoneParam = onFirstUse(() =>
  z
    .string()
    .trim()
    .max(64, { error: "zone is longer than 64 characters" })
    .optional()
    .describe(
      "The time zone dates and times are read in: an IANA zone, or a town or city (UTC by default)",
    ),
);

const holidaysParam = onFirstUse(() =>
  z
    .string()
    .trim()
    .max(16, { error: "holidays is longer than 16 characters" })
    .optional()
    .describe(
      `A region whose public holidays business days skip, by its code (none by default): ${HOLIDAY_REGIONS.map((region) => `${region.code} (${region.name})`).join(", ")}`,
    ),
);

export const betweenParamsSchema = onFirstUse(() =>
  z.object({
    start: dateParam("start").describe(`The start: ${DATE_HINT}`),
    end: dateParam("end").describe(`The end: ${DATE_HINT}`),
    zone: zoneParam(),
    holidays: holidaysParam(),
  }),
);

export const addParamsSchema = onFirstUse(() =>
  z.object({
    date: dateParam("date").describe(`The date to start from: ${DATE_HINT}`),
    duration: z
      .string()
      .trim()
      .max(60, { error: "duration is longer than 60 characters" })
      .optional()
      .describe(
        "What to add, as an ISO 8601 duration: P90D, P1Y2M, P2W, PT36H, -P1M to subtract. Give this or businessDays.",
      ),
    businessDays: z
      .string()
      .trim()
      .regex(/^[+-]?\d{1,7}$/, { error: "businessDays must be a whole number such as 10 or -5" })
      .optional()
      .describe(
        "Business days to move on, or back when negative: Monday to Friday, less the holidays of the region in holidays when given. Give this or duration.",
      ),
    zone: zoneParam(),
    holidays: holidaysParam(),
  }),
);

const holidaysSchema = onFirstUse(() =>
  z
    .object({
      region: z.string().describe("The region's code"),
      name: z.string().describe("The region's name"),
      skipped: z
        .array(
          z.object({
            date: z.string().describe("The holiday's date"),
            name: z.string().describe("Its name"),
          }),
        )
        .describe("The holidays on weekdays that the business days skipped, in date order"),
    })
    .optional()
    .describe("With holidays: the region's holidays that business days skipped"),
);

export const betweenResponseSchema = onFirstUse(() =>
  z.object({
    start: z.string().describe("The start as read"),
    end: z.string().describe("The end as read"),
    zone: z.string().describe("The time zone they were read in"),
    years: z.number().int().describe("Whole calendar years"),
    months: z.number().int().describe("Whole calendar months"),
    weeks: z.number().int().describe("Whole weeks (7 days)"),
    days: z.number().int().describe("Whole calendar days"),
    businessDays: z
      .number()
      .int()
      .describe(
        "Mondays to Fridays from the start up to the day before the end, less holidays when a region is given",
      ),
    hours: z.number().int().describe("Whole hours that passed, daylight-saving changes included"),
    minutes: z.number().int().describe("Whole minutes that passed"),
    seconds: z.number().int().describe("Whole seconds that passed"),
    holidays: holidaysSchema(),
  }),
);

export const addResponseSchema = onFirstUse(() =>
  z.object({
    date: z.string().describe("The date (or date and time) reached"),
    weekday: z.string().describe("Its day of the week"),
    isoWeek: z.number().int().describe("Its ISO 8601 week number"),
    isoWeekYear: z.number().int().describe("The year its ISO week belongs to"),
    dayOfYear: z.number().int().describe("Its day of the year, 1 for 1 January"),
    zone: z.string().describe("The time zone a date and time was read in"),
    holidays: holidaysSchema(),
  }),
);

export type DateOutcome<T> = { ok: true; body: T } | { ok: false; error: string };

function readZone(text: string | undefined): string | null {
  return text ? (resolvePlace(text)?.zone ?? null) : "UTC";
}

function read(name: string, text: string): DateInput | string {
  return readDate(text) ?? `${name} ${quoted(text)} is not a date: send ${DATE_HINT}`;
}

const shown = (input: DateInput) =>
  input.kind === "date"
    ? input.date.toString()
    : input.dateTime.toString({ smallestUnit: "second" });

/** The `holidays` parameter: no region, a region, or a refusal naming a few codes. */
function readHolidays(code: string | undefined): HolidayCalendar | null | string {
  if (!code) return null;
  return (
    holidayCalendar(code) ??
    `holidays ${quoted(code)} is not a region this calculator knows: send a code such as US, GB-ENG, DE or JP (the API's documentation lists all ${HOLIDAY_REGIONS.length})`
  );
}

type Skipped = z.infer<ReturnType<typeof holidaysSchema>>;

function skippedBody(
  calendar: HolidayCalendar,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): Skipped {
  const [start, end] = Temporal.PlainDate.compare(from, to) <= 0 ? [from, to] : [to, from];
  return {
    region: calendar.code,
    name: calendar.name,
    skipped: weekdayHolidays(calendar, start, end).map((holiday) => ({
      date: holiday.date.toString(),
      name: holiday.name,
    })),
  };
}

export function answerBetween(
  params: z.infer<ReturnType<typeof betweenParamsSchema>>,
): DateOutcome<Between & { start: string; end: string; zone: string; holidays?: Skipped }> {
  const zone = readZone(params.zone);
  if (!zone) return { ok: false, error: notAZone("zone", params.zone ?? "") };
  const start = read("start", params.start);
  if (typeof start === "string") return { ok: false, error: start };
  const end = read("end", params.end);
  if (typeof end === "string") return { ok: false, error: end };
  const holidays = readHolidays(params.holidays);
  if (typeof holidays === "string") return { ok: false, error: holidays };
  try {
    const body = {
      start: shown(start),
      end: shown(end),
      zone,
      ...between(start, end, zone, holidays),
    };
    if (!holidays) return { ok: true, body };
    return {
      ok: true,
      body: { ...body, holidays: skippedBody(holidays, dayOf(start), dayOf(end)) },
    };
  } catch (error) {
    if (error instanceof HolidayYearError) return { ok: false, error: error.message };
    return { ok: false, error: "Those dates are outside the range this calculator covers" };
  }
}

export function answerAdd(
  params: z.infer<ReturnType<typeof addParamsSchema>>,
): DateOutcome<DateFacts & { zone: string; holidays?: Skipped }> {
  const zone = readZone(params.zone);
  if (!zone) return { ok: false, error: notAZone("zone", params.zone ?? "") };
  const date = read("date", params.date);
  if (typeof date === "string") return { ok: false, error: date };
  const holidays = readHolidays(params.holidays);
  if (typeof holidays === "string") return { ok: false, error: holidays };
  if (holidays && params.businessDays === undefined) {
    return { ok: false, error: "holidays go with businessDays: a duration counts every day" };
  }
  if ((params.duration === undefined) === (params.businessDays === undefined)) {
    return {
      ok: false,
      error: "Send duration (such as P90D) or businessDays (such as 10), one of them",
    };
  }
  try {
    if (params.businessDays !== undefined) {
      const count = Number(params.businessDays);
      if (Math.abs(count) > MAX_BUSINESS_DAYS) {
        return {
          ok: false,
          error: `businessDays goes from -${MAX_BUSINESS_DAYS} to ${MAX_BUSINESS_DAYS}`,
        };
      }
      const moved = addBusinessDays(dayOf(date), count, holidays);
      const reached =
        date.kind === "date" ? moved : moved.toPlainDateTime(date.dateTime.toPlainTime());
      const body = { ...dateFacts(reached), zone };
      if (!holidays) return { ok: true, body };
      // The days passed over: after the start up to the day reached, or back from it.
      const [from, to] =
        count >= 0 ? [dayOf(date).add({ days: 1 }), moved.add({ days: 1 })] : [moved, dayOf(date)];
      return { ok: true, body: { ...body, holidays: skippedBody(holidays, from, to) } };
    }
    let duration: Temporal.Duration;
    try {
      duration = Temporal.Duration.from(params.duration!);
    } catch {
      return {
        ok: false,
        error: `duration ${quoted(params.duration!)} is not an ISO 8601 duration: write it as P90D, P1Y2M, PT36H or -P1M`,
      };
    }
    return { ok: true, body: { ...dateFacts(addDuration(date, duration, zone)), zone } };
  } catch (error) {
    if (error instanceof HolidayYearError) return { ok: false, error: error.message };
    return { ok: false, error: "The date reached is outside the range this calculator covers" };
  }
}
