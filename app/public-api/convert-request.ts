import { z } from "zod";
import { MAX_PRECISION, MIN_PRECISION } from "~/units/format";

/**
 * What a conversion request may say, whether it arrives as JSON (POST /api/convert), as query
 * parameters (GET /api/convert, the converter page's URL) or from a form. One schema for all.
 */

const MAX_TEXT = 500;

const PrecisionSchema = z.coerce
  .number({ error: "precision must be a number" })
  .int({ error: `precision must be a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}` })
  .min(MIN_PRECISION, {
    error: `precision must be a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}`,
  })
  .max(MAX_PRECISION, {
    error: `precision must be a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}`,
  });

const unitField = (name: string) =>
  z
    .string({ error: `${name} is required: a unit id, symbol or name such as "foot" or "ft"` })
    .trim()
    .min(1, { error: `${name} is required: a unit id, symbol or name such as "foot" or "ft"` })
    .max(100, { error: `${name} is too long` });

export const QueryRequestSchema = z.object({
  query: z
    .string({ error: 'query must be text such as "5 ft 3 in to cm"' })
    .trim()
    .min(1, { error: 'query is empty: try "5 ft 3 in to cm"' })
    .max(MAX_TEXT, { error: `query is longer than ${MAX_TEXT} characters` }),
  precision: PrecisionSchema.optional(),
});

export const UnitsRequestSchema = z.object({
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
    ),
  fromUnit: unitField("fromUnit"),
  toUnit: unitField("toUnit"),
  converter: z.string().trim().max(100).optional(),
  precision: PrecisionSchema.optional(),
});

export type QueryRequest = z.infer<typeof QueryRequestSchema>;
export type UnitsRequest = z.infer<typeof UnitsRequestSchema>;
export type ConvertRequest = QueryRequest | UnitsRequest;

/** Validates a request body or parameter set; the message names the first problem found. */
export function parseConvertRequest(
  input: unknown,
): { ok: true; request: ConvertRequest } | { ok: false; message: string } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, message: "Send a JSON object with value, fromUnit and toUnit (or query)" };
  }
  const schema = "query" in input ? QueryRequestSchema : UnitsRequestSchema;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid request" };
  }
  return { ok: true, request: parsed.data };
}

/** GET /api/convert?value=&from=&to=&precision=&converter= (or ?q=) as a request object. */
export function convertRequestFromSearchParams(params: URLSearchParams): Record<string, string> {
  const read = (...names: string[]) =>
    names.map((name) => params.get(name)).find((v) => v !== null);
  const fields: Record<string, string | null | undefined> = {
    query: read("query", "q"),
    value: read("value"),
    fromUnit: read("from", "fromUnit"),
    toUnit: read("to", "toUnit"),
    converter: read("converter"),
    precision: read("precision"),
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] != null),
  );
}
