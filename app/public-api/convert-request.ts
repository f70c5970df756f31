import { z } from "zod";
import { firstIssue } from "~/utils/first-issue";
import { MAX_PRECISION, MIN_PRECISION, supportedNumberLocale } from "@unitwise/units";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * What a conversion request may say, whether it arrives as JSON (POST /api/convert), as query
 * parameters (GET /api/convert, the converter page's URL) or from a form. One schema for all,
 * built at its first use and then kept: every isolate loads this module, and the OpenAPI
 * document names the schemas it was given (docs/decisions/085-cold-start.md).
 */

const MAX_TEXT = 500;

const precisionSchema = onFirstUse(() =>
  z.coerce
    .number({ error: "precision must be a number" })
    .int({ error: `precision must be a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}` })
    .min(MIN_PRECISION, {
      error: `precision must be a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}`,
    })
    .max(MAX_PRECISION, {
      error: `precision must be a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}`,
    })
    .describe(
      `Significant digits of the result, ${MIN_PRECISION} to ${MAX_PRECISION} (default 15)`,
    ),
);

const localeSchema = onFirstUse(() =>
  z
    .string({ error: "locale must be a language tag such as de-DE" })
    .trim()
    .transform((tag, context) => {
      const locale = supportedNumberLocale(tag);
      if (!locale) {
        context.addIssue({
          code: "custom",
          message: `locale "${tag.slice(0, 40)}" is not a language tag this API knows, such as de-DE, fr-CH or hi-IN`,
        });
        return z.NEVER;
      }
      return locale;
    })
    .describe(
      "A BCP 47 language tag (de-DE, fr-FR, hi-IN…): numbers in `value` or `query` are read as " +
        "people of that locale write them (a decimal comma, grouping by points, spaces or " +
        "apostrophes; an input that reads two ways is read the locale's way and `valueNote` says " +
        "how), and `formatted` writes the result for it. Without it the point is the decimal sign. " +
        "When its language is one of the site's (es, de, fr, pt, ja), `formula`, `note`, " +
        "`valueNote`, the ingredient's name and any error are in that language, and a `query` may " +
        'also name units in it ("5 Fuß in cm" with de-DE). Ids never change.',
    ),
);

const unitField = (name: string) =>
  z
    .string({ error: `${name} is required: a unit id, symbol or name such as "foot" or "ft"` })
    .trim()
    .min(1, { error: `${name} is required: a unit id, symbol or name such as "foot" or "ft"` })
    .max(100, { error: `${name} is too long` })
    .describe("A unit id, symbol, name or alias");

export const queryRequestSchema = onFirstUse(() =>
  z.object({
    query: z
      .string({ error: 'query must be text such as "5 ft 3 in to cm"' })
      .trim()
      .min(1, { error: 'query is empty: try "5 ft 3 in to cm"' })
      .max(MAX_TEXT, { error: `query is longer than ${MAX_TEXT} characters` })
      .describe('A whole question in words: "5 ft 3 in to cm", "100 celsius in fahrenheit"'),
    precision: precisionSchema().optional(),
    locale: localeSchema().optional(),
  }),
);

export const unitsRequestSchema = onFirstUse(() =>
  z.object({
    value: z
      .union([z.string(), z.number()], {
        error: "value is required: a number such as 12.5 (or text for the case converter)",
      })
      .transform((value) => (typeof value === "number" ? String(value) : value))
      .pipe(
        z
          .string()
          .max(MAX_TEXT, { error: `value is longer than ${MAX_TEXT} characters` })
          .refine((value) => value.trim() !== "", { error: "value is empty: send a number" }),
      )
      .describe("The number to convert (text for the case converter)"),
    fromUnit: unitField("fromUnit"),
    toUnit: unitField("toUnit"),
    converter: z
      .string()
      .trim()
      .max(100)
      .optional()
      .describe("Look both units up in this converter only (id or slug)"),
    ingredient: z
      .string({ error: 'ingredient must be text such as "all-purpose-flour" or "butter"' })
      .trim()
      .min(1, { error: 'ingredient is empty: send an ingredient id such as "all-purpose-flour"' })
      .max(100, { error: "ingredient is too long" })
      .optional()
      .describe(
        "Cooking converter: the ingredient whose density converts volume to mass and back (an id, name or alias from GET /api/converters/cooking)",
      ),
    precision: precisionSchema().optional(),
    locale: localeSchema().optional(),
  }),
);

/** Either kind of conversion request: what POST /api/convert takes and each batch item. */
export const convertRequestSchema = onFirstUse(() =>
  z.union([unitsRequestSchema(), queryRequestSchema()]),
);

/** The most items one POST /api/convert/batch may hold. */
export const MAX_BATCH_ITEMS = 100;

const batchItems = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item, {
      error: `items is required: an array of 1 to ${MAX_BATCH_ITEMS} conversion requests`,
    })
    .min(1, { error: `items is empty: send 1 to ${MAX_BATCH_ITEMS} conversion requests` })
    .max(MAX_BATCH_ITEMS, {
      error: `A batch holds at most ${MAX_BATCH_ITEMS} items: split it into several requests`,
    });

/**
 * POST /api/convert/batch: each item is a conversion request, and `precision` applies to the
 * items that give none.
 */
export const batchRequestSchema = onFirstUse(() =>
  z.object({
    items: batchItems(convertRequestSchema()),
    precision: precisionSchema().optional(),
  }),
);

/**
 * The part of a batch that must be right for the batch to be answered at all: the items are
 * validated one by one afterwards, so one bad item fails only itself.
 */
export const batchEnvelopeSchema = onFirstUse(() =>
  batchRequestSchema().extend({ items: batchItems(z.unknown()) }),
);

type QueryRequest = z.infer<ReturnType<typeof queryRequestSchema>>;
type UnitsRequest = z.infer<ReturnType<typeof unitsRequestSchema>>;
export type ConvertRequest = QueryRequest | UnitsRequest;

/** Validates a request body or parameter set; the message names the first problem found. */
export function parseConvertRequest(
  input: unknown,
): { ok: true; request: ConvertRequest } | { ok: false; message: string } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, message: "Send a JSON object with value, fromUnit and toUnit (or query)" };
  }
  const schema = "query" in input ? queryRequestSchema() : unitsRequestSchema();
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error) };
  }
  return { ok: true, request: parsed.data };
}

/**
 * GET /api/convert's query parameters and the request fields they fill: `from` is `fromUnit`,
 * `q` is `query`; the other names listed are read too. The OpenAPI document lists the same table.
 */
export const CONVERT_SEARCH_PARAMS = [
  { name: "value", field: "value", reads: ["value"] },
  { name: "from", field: "fromUnit", reads: ["from", "fromUnit"] },
  { name: "to", field: "toUnit", reads: ["to", "toUnit"] },
  { name: "converter", field: "converter", reads: ["converter"], optional: true },
  { name: "ingredient", field: "ingredient", reads: ["ingredient"], optional: true },
  { name: "precision", field: "precision", reads: ["precision"], optional: true },
  { name: "locale", field: "locale", reads: ["locale"], optional: true },
  { name: "q", field: "query", reads: ["query", "q"] },
] as const;

/**
 * GET /api/convert?value=&from=&to=&precision=&converter= (or ?q=) as a request object. An
 * empty optional parameter (a form's blank field) counts as not given.
 */
export function convertRequestFromSearchParams(params: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const param of CONVERT_SEARCH_PARAMS) {
    const value = param.reads.map((key) => params.get(key)).find((found) => found !== null);
    if (value == null || ("optional" in param && value === "")) continue;
    fields[param.field] = value;
  }
  // A form with both ways (the /api page's) sends a blank q beside value, from and to.
  if (fields.query === "" && Object.keys(fields).length > 1) delete fields.query;
  return fields;
}
