import { z } from "zod";
import { supportedNumberLocale } from "@unitwise/units";
import { addResponseSchema, betweenResponseSchema } from "../date-request-schemas";
import { timeConvertResponseSchema } from "../time-convert-schemas";
import { DATE_UNITS, MAX_QUESTION_LENGTH } from "./reader";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * GET /api/time/ask: what it reads, and what it answers (one schema per kind of answer). Apart
 * from the readers, without Temporal or the place list: the API's operations list and the OpenAPI
 * document are made from these schemas, and they load with every isolate, so they are imported
 * from here rather than through time-question.ts (docs/decisions/089-time-code-on-demand.md).
 * Built at their first use: few isolates ask the time API (docs/decisions/085-cold-start.md).
 */

export const timeAskParamsSchema = onFirstUse(() =>
  z.object({
    q: z
      .string({
        error: 'q is required: a time question such as "3pm PST to CET" or "90 days from today"',
      })
      .trim()
      .min(1, { error: 'q is empty: send a time question such as "3pm PST to CET"' })
      .max(MAX_QUESTION_LENGTH, { error: `q is longer than ${MAX_QUESTION_LENGTH} characters` })
      .describe(
        'The question: "3pm PST to CET", "9:30 am New York to London, Tokyo", "now in Sydney", "90 days from 2026-11-28", "10 business days from tomorrow", "days between 2026-01-01 and 2026-12-25", "how long until March 1", "1700000000 unix to date", "2026-11-28 to unix", "what day is 2026-12-25", "week number 2026-11-28"',
      ),
    zone: z
      .string()
      .trim()
      .max(64, { error: "zone is longer than 64 characters" })
      .optional()
      .describe(
        "The asker's IANA time zone (Intl.DateTimeFormat().resolvedOptions().timeZone): today, now, tomorrow and a time without a date or place are read in it. UTC by default.",
      ),
    locale: z
      .string({ error: "locale must be a language tag such as de-DE" })
      .trim()
      .transform((tag, context) => {
        // Empty, as a form's blank field sends it: not given.
        if (tag === "") return undefined;
        const locale = supportedNumberLocale(tag);
        if (!locale) {
          context.addIssue({
            code: "custom",
            message: `locale "${tag.slice(0, 40)}" is not a language tag this API knows, such as de-DE, fr-CH or ja`,
          });
          return z.NEVER;
        }
        return locale;
      })
      .optional()
      .describe(
        "A BCP 47 language tag (de-DE, fr, ja…). When its language is one of the site's (es, de, fr, pt, ja), `answer` and the refusals of a question (400, 422) are in that language, with dates, weekdays and clocks as it writes them; otherwise they are in English. The question is read in English either way, and ids, `href` and the data never change.",
      ),
  }),
);

const askedSchema = onFirstUse(() =>
  z.object({
    question: z.string().describe("The question as read"),
    answer: z
      .string()
      .describe(
        "The answer in a line: in English, or in the language of `locale` (es, de, fr, pt, ja)",
      ),
    href: z
      .string()
      .describe("The page that shows it in full: /time-zone-converter?… or /date-calculator?…"),
    dependsOnNow: z
      .boolean()
      .describe(
        "Whether it was worked out from now (today, now, a time without a date): then not cached",
      ),
    zone: z.string().describe("The zone today, now and times without a place were read in"),
  }),
);

/** The date reached, as GET /api/time/add says it (its zone is the question's). */
const dateFields = onFirstUse(() => addResponseSchema().omit({ zone: true }).shape);

export const timeAskResponseSchema = onFirstUse(() =>
  z.discriminatedUnion("kind", [
    askedSchema().extend({
      kind: z.literal("time").describe("A time in one place shown in others"),
      ...timeConvertResponseSchema().shape,
    }),
    askedSchema().extend({
      kind: z.literal("date").describe("A date plus or minus an amount"),
      start: z.string().describe("The date (or date and time) started from"),
      amount: z.number().int().describe("How many units were added or subtracted"),
      unit: z.enum(DATE_UNITS),
      operation: z.enum(["add", "subtract"]),
      ...dateFields(),
    }),
    askedSchema().extend({
      kind: z.literal("duration").describe("The time between two dates"),
      ...betweenResponseSchema().shape,
      parts: z
        .object({ years: z.number().int(), months: z.number().int(), days: z.number().int() })
        .describe("The time between in years, months and days together"),
    }),
    askedSchema().extend({
      kind: z.literal("facts").describe("A date's weekday, ISO week and day of the year"),
      ...dateFields(),
    }),
    askedSchema().extend({
      kind: z.literal("unix").describe("A Unix time and the moment it is"),
      unix: z.number().int().describe("Seconds since 1970-01-01T00:00:00Z"),
      instant: z.string().describe("The moment in UTC: 2023-11-14T22:13:20Z"),
      local: z.string().describe("The moment as the clocks of zone show it"),
    }),
  ]),
);
