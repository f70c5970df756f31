import { z } from "zod";
import { PLACE_HINT } from "./place-hint";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * GET /api/time/convert: what it takes and what it answers (the work is time-convert.ts's). Apart
 * from the work, without Temporal or the place list: the API's operations list and the OpenAPI
 * document are made from these schemas, and they load with every isolate
 * (docs/decisions/089-time-code-on-demand.md). The schemas are built at their first use: few
 * isolates ask the time API (docs/decisions/085-cold-start.md).
 */

/** At most this many places in `to`. */
export const MAX_TIME_TARGETS = 20;
const MAX_PLACE_LENGTH = 64;

export const timeConvertParamsSchema = onFirstUse(() =>
  z.object({
    at: z
      .string()
      .trim()
      .max(40, { error: "at is longer than 40 characters" })
      .optional()
      .describe(
        "The local date and time in `from`, ISO 8601 without an offset: 2026-03-08T02:30 (seconds optional). Without it, now (and the answer is not cached).",
      ),
    from: z
      .string({ error: `from is required: ${PLACE_HINT}` })
      .trim()
      .min(1, { error: `from is empty: send ${PLACE_HINT}` })
      .max(MAX_PLACE_LENGTH, { error: `from is longer than ${MAX_PLACE_LENGTH} characters` })
      .describe(
        'Where `at` is read: an IANA time zone, a town or city ("Mumbai", "Springfield, Illinois", "Bombay", "NYC"), an offset ("UTC+8") or an abbreviation ("PST", a fixed UTC−08:00; an ambiguous one such as IST is refused with its readings, "IST (India)" picks one)',
      ),
    to: z
      .string({ error: `to is required: one or more places, separated by commas` })
      .trim()
      .min(1, { error: "to is empty: send one or more places, separated by commas" })
      .max(MAX_TIME_TARGETS * (MAX_PLACE_LENGTH + 1), { error: "to is too long" })
      .describe(
        `Where to show it: up to ${MAX_TIME_TARGETS} zones, towns or cities, offsets or abbreviations, separated by commas (qualify a place in parentheses: "Portland (Oregon)", "IST (India)")`,
      ),
    overlap: z
      .enum(["earlier", "later"], { error: 'overlap must be "earlier" or "later"' })
      .optional()
      .describe(
        "When `at` happens twice in `from` (clocks set back): which time to use. The earlier by default; both are listed.",
      ),
  }),
);

const zonedTimeSchema = onFirstUse(() =>
  z.object({
    zone: z
      .string()
      .describe(
        'The IANA time zone; for an abbreviation or an offset, the fixed offset ("-08:00")',
      ),
    place: z
      .string()
      .optional()
      .describe('The town or city the request named, when it named one: "Mumbai, Maharashtra, IN"'),
    local: z.string().describe("The local date and time there, ISO 8601: 2026-03-08T11:30:00"),
    offset: z.string().describe("The offset from UTC there: +01:00"),
    abbreviation: z
      .string()
      .describe('What the time there is called: "CET", "PDT", "UTC+8"; the abbreviation typed'),
    dst: z.boolean().describe("Whether daylight-saving time is in force there"),
  }),
);

export const timeConvertResponseSchema = onFirstUse(() =>
  z.object({
    instant: z.string().describe("The moment, in UTC: 2026-03-08T10:30:00Z"),
    from: zonedTimeSchema().extend({
      status: z
        .enum(["ok", "gap", "overlap"])
        .describe(
          '"ok": the local time happens once; "gap": it does not exist (clocks set forward), and the moment is the reading after the change; "overlap": it happens twice (clocks set back), and `overlap` picked one',
        ),
      readings: z
        .array(zonedTimeSchema())
        .describe("A gap's or an overlap's two readings, the earlier moment first"),
      note: z.string().optional().describe("For a gap or an overlap: what happened, in words"),
    }),
    to: z.array(zonedTimeSchema()).describe("The same moment in each place of `to`, in order"),
    tzdata: z
      .string()
      .describe(
        "The tz database release the zone rules are at least (2025b), as recognised by its rule changes",
      ),
  }),
);

export type TimeConvertParams = z.infer<ReturnType<typeof timeConvertParamsSchema>>;
export type TimeConvertResponse = z.infer<ReturnType<typeof timeConvertResponseSchema>>;
/** A time in one place, as an answer describes it. */
export type DescribedTime = z.infer<ReturnType<typeof zonedTimeSchema>>;
