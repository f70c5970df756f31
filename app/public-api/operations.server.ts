import { MAX_JSON_BODY_BYTES } from "~/utils/http.server";
import { refusalResponse } from "~/utils/api-refusals.server";
import { Refusal } from "~/utils/refusal.server";
import {
  batchRequestSchema,
  CONVERT_SEARCH_PARAMS,
  convertRequestSchema,
  MAX_BATCH_ITEMS,
  queryRequestSchema,
  unitsRequestSchema,
} from "./convert-request";
import {
  getCategories,
  getConvert,
  getConverterById,
  getConverters,
  getUnits,
  postConvert,
  postConvertBatch,
  type ApiServices,
} from "./endpoints.server";
import { MAX_BATCH_BODY_BYTES } from "./batch.server";
import {
  batchResponseSchema,
  categoriesResponseSchema,
  converterViewSchema,
  convertersResponseSchema,
  convertResponseSchema,
  unitsLookupResponseSchema,
} from "./response-schemas";
import { unitsLookupParamsSchema } from "./units-lookup";
import type { Operation, Parameter } from "./operation.server";
import { timeOperations } from "./time-operations.server";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The public API, one entry per operation: what it takes, what it answers, its examples and
 * the function that answers it. The OpenAPI document (openapi.server.ts) is built from this
 * table, and the /api page is rendered from that document; the account, blog and upload
 * endpoints are the site's own and are not part of it (docs/product.md#json-api). Built at its
 * first use, not with the module: its entries hold the schemas, which are built lazily too, and
 * every isolate loads this module (docs/decisions/085-cold-start.md).
 */

const convertParameters = (): Parameter[] =>
  CONVERT_SEARCH_PARAMS.map(({ name, field, reads }) => {
    const schema =
      field === "query" ? queryRequestSchema().shape.query : unitsRequestSchema().shape[field];
    const others = reads.filter((read) => read !== name);
    return {
      name,
      in: "query",
      required: false,
      schema,
      description:
        (schema.description ?? "") +
        (others.length > 0 ? ` (also read as ${others.join(", ")})` : "") +
        (field === "query" ? ". Instead of value, from and to" : ""),
    };
  });

export const operations = onFirstUse((): readonly Operation[] => [
  {
    id: "listCategories",
    method: "get",
    path: "/api/categories",
    summary: "List categories",
    description: "The nine categories and how many converters each holds.",
    response: { schema: categoriesResponseSchema(), description: "The categories, in site order" },
    cacheable: true,
    errors: [],
    examples: [
      {
        name: "categories",
        summary: "The categories",
        truncate: { field: "categories", shown: 2 },
      },
    ],
    answer: (_request, _path, services) => getCategories(services),
  },
  {
    id: "listConverters",
    method: "get",
    path: "/api/converters",
    summary: "List converters",
    description: "Every converter with its id, slug, category and unit ids.",
    response: { schema: convertersResponseSchema(), description: "The converters" },
    cacheable: true,
    errors: [],
    examples: [
      {
        name: "converters",
        summary: "The converters",
        truncate: { field: "converters", shown: 1 },
      },
    ],
    answer: (_request, _path, services) => getConverters(services),
  },
  {
    id: "getConverter",
    method: "get",
    path: "/api/converters/{id}",
    summary: "Get one converter",
    description:
      "By id or slug (length = length-converter), with each unit's name, symbol and kind, and its factor to the base unit when the unit is linear.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        schema: converterViewSchema().shape.id,
        description: "A converter id or slug",
      },
    ],
    response: { schema: converterViewSchema(), description: "The converter and its units" },
    cacheable: true,
    errors: [404],
    examples: [
      {
        name: "length",
        summary: "The Length Converter",
        params: { id: "length" },
        truncate: { field: "units", shown: 3 },
      },
      { name: "unknown", summary: "An unknown converter", params: { id: "flux-capacitor" } },
    ],
    answer: (_request, path, services) => getConverterById(path.id ?? "", services),
  },
  {
    id: "convertWithQuery",
    method: "get",
    path: "/api/convert",
    summary: "Convert with a GET request",
    description:
      "The same conversion as POST /api/convert, as query parameters: value, from, to, and optionally converter, ingredient, precision and locale; or q with a whole question (and precision or locale). A question may calculate: units combined with * / ^ and per, sums and products of amounts, constants such as c and G_N, and a target that is any unit expression of the same dimension, a list of units (“to h min s”) or a fraction (“to 1/16 in”); such answers add parsed, dimension, unit, exact and, for a list of units, parts.",
    parameters: convertParameters(),
    response: { schema: convertResponseSchema(), description: "The conversion" },
    cacheable: true,
    errors: [400],
    examples: [
      {
        name: "celsius",
        summary: "100 °C in °F",
        params: { value: "100", from: "celsius", to: "fahrenheit" },
      },
      { name: "question", summary: "A whole question", params: { q: "1 mile in km" } },
      {
        name: "expression",
        summary: "An expression: a speed times a time, in km",
        params: { q: "60 mph * 2 h to km" },
      },
      {
        name: "ingredient",
        summary: "1 cup of flour in grams",
        params: { value: "1", from: "cup", to: "g", ingredient: "all-purpose-flour" },
      },
      {
        name: "locale",
        summary: "1234,5 m in ft, read and written as de-DE writes numbers",
        params: { value: "1234,5", from: "m", to: "ft", locale: "de-DE" },
      },
      {
        name: "mismatch",
        summary: "Units of two quantities",
        params: { value: "1", from: "kg", to: "m" },
      },
    ],
    answer: (request, _path, services) => getConvert(request, services),
  },
  {
    id: "convert",
    method: "post",
    path: "/api/convert",
    summary: "Convert a value",
    description:
      "fromUnit and toUnit take a unit id, symbol or name (GET /api/units finds ids). Add converter to look units up in one converter only, and precision (1–30 significant digits, default 15). Between a volume and a mass (cups to grams) the cooking converter needs ingredient: an id, name or alias of one of the ingredients GET /api/converters/cooking lists; without it the answer is 400. Or send query with a whole question: names, plurals, symbols and mixed units, and for the cooking converter an ingredient after the unit (“1 cup flour in grams”, “250 g of butter to cups”). A query may also be an expression (“3 kWh/100km to J/m”, “60 mph * 2 h”, “5 ft + 3 in to cm”, “1.2345 h to h min s”), worked out exactly with dimensional analysis; its answer adds parsed, dimension, unit (as written), exact and, for a list of target units, parts. With locale, value or query is read as that locale writes numbers and formatted gives the result written for it; result always keeps the API's notation.",
    body: { schema: convertRequestSchema(), maxBytes: MAX_JSON_BODY_BYTES },
    response: { schema: convertResponseSchema(), description: "The conversion" },
    cacheable: false,
    errors: [400, 413, 415],
    examples: [
      { name: "units", summary: "5 ft in m", body: { value: 5, fromUnit: "ft", toUnit: "m" } },
      { name: "query", summary: "Free text", body: { query: "5 ft 3 in to cm" } },
      {
        name: "expression",
        summary: "An EV's consumption in joules per meter",
        body: { query: "3 kWh/100km to J/m" },
      },
      {
        name: "mixedUnits",
        summary: "A time in hours, minutes and seconds",
        body: { query: "1.2345 h to h min s" },
      },
      {
        name: "dimensionMismatch",
        summary: "A sum of two quantities",
        body: { query: "60 mph + 2 h" },
      },
      {
        name: "queryIngredient",
        summary: "Free text naming an ingredient, in de-DE's notation",
        body: { query: "1,5 cup flour in g", locale: "de-DE" },
      },
      {
        name: "ingredient",
        summary: "Half a cup of butter in grams",
        body: { value: 0.5, fromUnit: "cup", toUnit: "g", ingredient: "butter" },
      },
      {
        name: "notANumber",
        summary: "A value that is not a number",
        body: { value: "abc", fromUnit: "m", toUnit: "ft" },
      },
    ],
    answer: (request, _path, services) => postConvert(request, services),
  },
  {
    id: "convertBatch",
    method: "post",
    path: "/api/convert/batch",
    summary: "Convert many values at once",
    description: `Up to ${MAX_BATCH_ITEMS} conversion requests, each exactly what POST /api/convert takes; precision applies to the items without their own. The results come in the same order, each answered or refused on its own: one bad item never fails the batch. Only a body that is not { "items": [...] } with 1 to ${MAX_BATCH_ITEMS} items is refused as a whole (400; more than ${MAX_BATCH_ITEMS} items: 413). A batch counts as one request per 10 items against the rate limit.`,
    body: { schema: batchRequestSchema(), maxBytes: MAX_BATCH_BODY_BYTES },
    response: { schema: batchResponseSchema(), description: "One result per item, in order" },
    cacheable: false,
    errors: [400, 413, 415],
    examples: [
      {
        name: "mixed",
        summary: "Three items, one refused",
        body: {
          items: [
            { value: 5, fromUnit: "ft", toUnit: "m" },
            { query: "100 celsius to fahrenheit" },
            { value: 1, fromUnit: "kg", toUnit: "m" },
          ],
          precision: 6,
        },
      },
      { name: "empty", summary: "No items", body: { items: [] } },
    ],
    answer: (request, _path, services) => postConvertBatch(request, services),
  },
  {
    id: "lookupUnits",
    method: "get",
    path: "/api/units",
    summary: "Find units by name, symbol or alias",
    description:
      "The units a text may mean, best first, each with its converter: use the ids with /api/convert. With converter, the text is looked up in that converter only, where a plain name means that converter's unit (fahrenheit in temperature-interval is the Fahrenheit difference). No match is an empty list, with suggested converters when some mention the text.",
    parameters: [
      {
        name: "q",
        in: "query",
        required: true,
        schema: unitsLookupParamsSchema().shape.q,
      },
      {
        name: "converter",
        in: "query",
        required: false,
        schema: unitsLookupParamsSchema().shape.converter,
      },
    ],
    response: { schema: unitsLookupResponseSchema(), description: "The matching units" },
    cacheable: true,
    errors: [400, 404],
    examples: [
      { name: "symbol", summary: "What ft may mean", params: { q: "ft" } },
      {
        name: "inConverter",
        summary: "fahrenheit in the Temperature Interval Converter",
        params: { q: "fahrenheit", converter: "temperature-interval" },
      },
      { name: "noMatch", summary: "No unit matches", params: { q: "kelv" } },
      { name: "missing", summary: "Without q", params: {} },
      {
        name: "unknownConverter",
        summary: "An unknown converter",
        params: { q: "ft", converter: "flux-capacitor" },
      },
    ],
    answer: (request, _path, services) => getUnits(request, services),
  },
  ...timeOperations(),
  {
    id: "getOpenApiDocument",
    method: "get",
    path: "/api/openapi.json",
    summary: "This API's OpenAPI document",
    description:
      "The OpenAPI 3.1 description of the public API, generated from the schemas that validate its requests.",
    response: { schema: null, description: "An OpenAPI 3.1 document" },
    cacheable: true,
    errors: [],
    examples: [],
  },
]);

export function findOperation(id: string): Operation | undefined {
  return operations().find((operation) => operation.id === id);
}

/**
 * The public API's routes as React Router writes their patterns ("/api/converters/:id"), and its
 * catch-all (an unknown /api path): their refusals carry the API's CORS headers. Made from the
 * table at the first refusal under /api.
 */
export const publicRoutePatterns = onFirstUse(
  (): ReadonlySet<string> =>
    new Set([
      ...operations().map((operation) => operation.path.replace(/\{(\w+)\}/g, ":$1")),
      "/api/*",
    ]),
);

/**
 * An operation's answer to `request`, its refusal included (`{ error }` with CORS, as the route
 * answers it): what the /api page's "try it" and the OpenAPI examples show.
 */
export async function answerOperation(
  answer: NonNullable<Operation["answer"]>,
  request: Request,
  path: Record<string, string>,
  services: ApiServices,
): Promise<Response> {
  try {
    return await answer(request, path, services);
  } catch (error) {
    if (error instanceof Refusal) return refusalResponse(error, { cors: true });
    throw error;
  }
}
