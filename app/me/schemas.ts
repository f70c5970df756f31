import { z } from "zod";
import { MAX_EXPRESSION_LENGTH, MAX_PRECISION, MIN_PRECISION } from "@unitwise/units";
import {
  CALCULATIONS_CAP,
  calculationQuery,
  FAVOURITES_CAP,
  HISTORY_CAP,
  PREFERENCES_CAP,
} from "~/models/visitor-data";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The bodies of the /api/me calls (docs/product.md#what-visitors-keep). Names are checked for
 * their form, not against the catalogue: a converter renamed later still leads somewhere (its old
 * slug redirects), and the converter page ignores units it does not have. Built at their first
 * use: every isolate loads this module, few requests save a visitor's data
 * (docs/decisions/085-cold-start.md).
 */

const converterSlug = onFirstUse(() =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "converter must be a converter's slug")
    .max(80, "converter must be at most 80 characters"),
);
const unitId = onFirstUse(() =>
  z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "units must be unit ids")
    .max(64, "units must be at most 64 characters"),
);
/** Unix milliseconds; a time in the future is taken as now (it could never be overtaken). */
const unixTime = onFirstUse(() =>
  z
    .number({ error: "times must be Unix milliseconds" })
    .int("times must be whole milliseconds")
    .nonnegative("times must be Unix milliseconds")
    .transform((ms) => Math.min(ms, Date.now())),
);

const preferenceSchema = onFirstUse(() =>
  z.object({
    converter: converterSlug(),
    from: unitId(),
    to: unitId(),
    precision: z
      .number()
      .int()
      .min(MIN_PRECISION, `precision must be from ${MIN_PRECISION} to ${MAX_PRECISION}`)
      .max(MAX_PRECISION, `precision must be from ${MIN_PRECISION} to ${MAX_PRECISION}`),
    updatedAt: unixTime(),
  }),
);

const historyEntrySchema = onFirstUse(() =>
  z.object({
    converter: converterSlug(),
    value: z
      .string()
      .trim()
      .min(1, "value must not be empty")
      .max(64, "value must be at most 64 characters"),
    from: unitId(),
    to: unitId(),
    at: unixTime(),
  }),
);

const calculationEntrySchema = onFirstUse(() =>
  z.object({
    query: z
      .string()
      .trim()
      .min(1, "query must not be empty")
      .max(MAX_EXPRESSION_LENGTH, `query must be at most ${MAX_EXPRESSION_LENGTH} characters`)
      .transform(calculationQuery),
    at: unixTime(),
  }),
);

const favouriteSchema = onFirstUse(() =>
  z
    .object({
      converter: converterSlug(),
      from: unitId().optional(),
      to: unitId().optional(),
      addedAt: unixTime(),
    })
    .refine((favourite) => (favourite.from === undefined) === (favourite.to === undefined), {
      message: "a favourite names both units or neither",
    }),
);

export const preferencesBodySchema = onFirstUse(() =>
  z.object({
    preferences: z
      .array(preferenceSchema())
      .max(PREFERENCES_CAP, `at most ${PREFERENCES_CAP} preferences at a time`),
  }),
);

export const historyBodySchema = onFirstUse(() =>
  z.object({
    entries: z
      .array(historyEntrySchema())
      .min(1, "entries must hold at least one conversion")
      .max(HISTORY_CAP, `at most ${HISTORY_CAP} conversions at a time`),
  }),
);

export const calculationsBodySchema = onFirstUse(() =>
  z.object({
    entries: z
      .array(calculationEntrySchema())
      .min(1, "entries must hold at least one calculation")
      .max(CALCULATIONS_CAP, `at most ${CALCULATIONS_CAP} calculations at a time`),
  }),
);

export const favouritesBodySchema = onFirstUse(() =>
  z.object({
    favourites: z
      .array(favouriteSchema())
      .max(FAVOURITES_CAP, `at most ${FAVOURITES_CAP} favourites`),
    /** true: add to the stored favourites (signing in); otherwise replace them */
    merge: z.boolean().optional(),
  }),
);
