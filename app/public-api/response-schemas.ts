import { z } from "zod";
import type { CategoryView, ConverterSummaryView, ConverterView, UnitView } from "@unitwise/units";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The bodies the public API answers, as zod schemas: the OpenAPI document (openapi.server.ts)
 * is generated from them and from the request schemas in convert-request.ts. The catalogue's
 * views are typed in packages/units/src/api-view.ts (the engine depends on nothing); MATCHING_TYPES
 * below fails to compile when a schema and its type drift apart. Each is built at its first use
 * and then kept, so that the document's components are the very schemas the answers use; every
 * isolate loads this module, few build the document (docs/decisions/085-cold-start.md).
 */

export const errorResponseSchema = onFirstUse(() =>
  z.object({
    error: z.string().describe("What was wrong, in one sentence"),
  }),
);

const ingredientViewSchema = onFirstUse(() =>
  z.object({
    id: z.string().describe('The value of "ingredient" in a conversion request'),
    name: z.string(),
    gramsPerMilliliter: z.string().describe("The density, to 15 significant digits"),
    grams: z.string().describe("The source's figure: this many grams fill one `per`"),
    per: z.string().describe("The volume unit the source weighed"),
    source: z.string().describe("Where the figure comes from (USDA FoodData Central entry, …)"),
  }),
);

export const convertResponseSchema = onFirstUse(() =>
  z.object({
    result: z.string().describe("The exact answer, formatted to the requested precision"),
    fromValue: z
      .union([z.number(), z.string()])
      .describe(
        "The value converted: a number, or the text for text converters; for an expression, the expression as read",
      ),
    fromUnit: z.string().describe("The unit id converted from; empty for an expression"),
    toValue: z
      .number()
      .nullable()
      .describe("The answer as a JSON number (may round); null when it is not a number"),
    toUnit: z
      .string()
      .describe(
        "The unit id converted to; for an expression, its catalogue id when the result is in one catalogue unit, else the unit as written",
      ),
    formula: z.string().describe("How the answer was computed"),
    converter: z.string().describe("The slug of the converter used"),
    note: z.string().optional().describe("A remark, such as the date of the currency rates"),
    locale: z.string().optional().describe("With `locale`: the locale the numbers were read in"),
    formatted: z
      .string()
      .optional()
      .describe(
        'With `locale`: `result` written as that locale writes numbers ("4.050,1968503937" in de-DE); `result` itself keeps the API\'s notation',
      ),
    valueNote: z
      .string()
      .optional()
      .describe(
        'With `locale`, for a value that reads two ways: how it was read ("read as 1,5: in de-DE a comma is the decimal sign")',
      ),
    rates: z
      .object({
        date: z.string().describe("The day the rates were published (yyyy-mm-dd)"),
        source: z.string().describe("Who published them"),
      })
      .optional()
      .describe("Currency answers: the exchange rates used. The answer expires with them."),
    ingredient: ingredientViewSchema()
      .optional()
      .describe("Cooking answers across volume and mass: the ingredient and the density used"),
    parsed: z
      .string()
      .optional()
      .describe('Expressions: how the query was read, "60 mph·2 h → km"'),
    dimension: z
      .string()
      .optional()
      .describe('Expressions: the dimension of the result, "mass·length/time²"'),
    unit: z
      .string()
      .optional()
      .describe('Expressions: the unit of the result as written ("J/m", "h min s")'),
    exact: z
      .boolean()
      .optional()
      .describe("Expressions: true when `result` is the exact value, false when it is rounded"),
    parts: z
      .array(z.object({ unit: z.string(), value: z.string() }))
      .optional()
      .describe(
        'Mixed-unit answers ("to h min s"): each unit and its value; the last may be rounded',
      ),
    steps: z
      .array(z.string())
      .optional()
      .describe("Expressions: how each unit was read, the dimension and the rounding"),
  }),
);

export const categoryViewSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    converters: z.number().int().describe("How many converters the category holds"),
  }),
);

const converterFields = onFirstUse(() => ({
  id: z.string().describe("The converter id, used by ?converter= and /api/converters/{id}"),
  slug: z.string().describe("The converter page's path, /{slug}"),
  name: z.string(),
  description: z.string(),
  category: z.string().describe("The category id"),
  popular: z.boolean(),
  unitCount: z.number().int(),
}));

export const converterSummaryViewSchema = onFirstUse(() =>
  z.object({
    ...converterFields(),
    units: z.array(z.string()).describe("The unit ids"),
  }),
);

export const unitViewSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    symbol: z.string(),
    factor: z
      .string()
      .nullable()
      .describe('The unit in base units ("0.3048"), for linear units only; null for others'),
    kind: z.enum([
      "linear",
      "affine",
      "reciprocal",
      "logarithmic",
      "positional",
      "roman",
      "textual",
      "rate",
    ]),
    quantity: z
      .enum(["volume", "mass"])
      .optional()
      .describe("Cooking converter: what the unit measures (a mass's factor is in kilograms)"),
  }),
);

export const converterViewSchema = onFirstUse(() =>
  z.object({
    ...converterFields(),
    baseUnit: z.string(),
    units: z.array(unitViewSchema()),
    rates: z
      .object({ date: z.string(), source: z.string() })
      .optional()
      .describe("For currencies: the day and source of the rates"),
    reference: z.string().optional(),
    massBaseUnit: z.string().optional().describe("Cooking converter: the base of its masses"),
    ingredients: z
      .array(ingredientViewSchema())
      .optional()
      .describe("Cooking converter: the ingredients its volumes and masses convert with"),
  }),
);

export const categoriesResponseSchema = onFirstUse(() =>
  z.object({ categories: z.array(categoryViewSchema()) }),
);

export const convertersResponseSchema = onFirstUse(() =>
  z.object({
    converters: z.array(converterSummaryViewSchema()),
  }),
);

export const converterRefSchema = onFirstUse(() =>
  z.object({ id: z.string(), slug: z.string(), name: z.string() }),
);

export const unitMatchSchema = onFirstUse(() =>
  z.object({
    unit: z.object({ id: z.string(), name: z.string(), symbol: z.string() }),
    converter: converterRefSchema(),
  }),
);

export const unitsLookupResponseSchema = onFirstUse(() =>
  z.object({
    query: z.string().describe("The text looked up, trimmed"),
    converter: z.string().optional().describe("The converter id the lookup was narrowed to"),
    units: z.array(unitMatchSchema()).describe("The units the text may mean, best first"),
    suggestions: z
      .array(converterRefSchema())
      .describe("When no unit matches: converters whose names or units contain the text"),
  }),
);

export const batchItemResultSchema = onFirstUse(() =>
  z.union([
    convertResponseSchema().extend({ ok: z.literal(true) }),
    z.object({
      ok: z.literal(false),
      error: z.string(),
      status: z.literal(400).describe("The status POST /api/convert would have answered"),
    }),
  ]),
);

export const batchResponseSchema = onFirstUse(() =>
  z.object({
    results: z.array(batchItemResultSchema()).describe("One result per item, in the same order"),
  }),
);

export type ConvertResponse = z.infer<ReturnType<typeof convertResponseSchema>>;
export type UnitsLookupResponse = z.infer<ReturnType<typeof unitsLookupResponseSchema>>;
export type BatchItemResult = z.infer<ReturnType<typeof batchItemResultSchema>>;
export type BatchResponse = z.infer<ReturnType<typeof batchResponseSchema>>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Each catalogue view type and its schema, compared both ways by the compiler.
 * @public exported only so that this compile-time check is not an unused variable
 */
export const MATCHING_TYPES: [
  Same<z.infer<ReturnType<typeof categoryViewSchema>>, CategoryView>,
  Same<z.infer<ReturnType<typeof converterSummaryViewSchema>>, ConverterSummaryView>,
  Same<z.infer<ReturnType<typeof unitViewSchema>>, UnitView>,
  Same<z.infer<ReturnType<typeof converterViewSchema>>, ConverterView>,
] = [true, true, true, true];
