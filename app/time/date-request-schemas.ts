import { z } from "zod";
import { HOLIDAY_REGIONS } from "./holiday-regions";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * GET /api/time/between and GET /api/time/add: what they take and what they answer (the work is
 * date-requests.ts's). Apart from the work, without Temporal, the holiday table or the place
 * list: the API's operations list and the OpenAPI document are made from these schemas, and they
 * load with every isolate (docs/decisions/089-time-code-on-demand.md). The schemas are built at
 * their first use: few isolates ask the time API (docs/decisions/085-cold-start.md).
 */

/** What a date parameter should hold, for its descriptions and refusals. */
export const DATE_HINT = "a date such as 2026-11-28, or a date and time such as 2026-11-28T09:30";

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

/** With holidays: the region's holidays that business days skipped, as answers list them. */
export type SkippedHolidays = z.infer<ReturnType<typeof holidaysSchema>>;

export type BetweenParams = z.infer<ReturnType<typeof betweenParamsSchema>>;
export type AddParams = z.infer<ReturnType<typeof addParamsSchema>>;
