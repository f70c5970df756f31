import { codeCatalogue } from "@unitwise/units/catalogue";
import { z } from "zod";
import { publicJson } from "~/utils/http.server";
import {
  batchRequestSchema,
  convertRequestSchema,
  queryRequestSchema,
  unitsRequestSchema,
} from "./convert-request";
import type { ApiLimits } from "~/content/legal/facts";
import { addResponseSchema, betweenResponseSchema } from "~/time/date-request-schemas";
import { timeAskResponseSchema } from "~/time/question/ask-schemas";
import { timeConvertResponseSchema } from "~/time/time-convert-schemas";
import { pathParameters, requestPath } from "./api-reference";
import { CATALOGUE_MAX_AGE } from "./cache-policy.server";
import {
  API_INFO,
  ERROR_DESCRIPTIONS,
  HEADERS,
  limitTexts,
  NOT_MODIFIED,
  PARAMETERS,
} from "./openapi-descriptions.server";
import type { ExampleCase, Operation } from "./operation.server";
import { answerOperation, operations } from "./operations.server";
import {
  batchItemResultSchema,
  batchResponseSchema,
  categoriesResponseSchema,
  categoryViewSchema,
  converterRefSchema,
  converterSummaryViewSchema,
  converterViewSchema,
  convertersResponseSchema,
  convertResponseSchema,
  errorResponseSchema,
  unitMatchSchema,
  unitsLookupResponseSchema,
  unitViewSchema,
} from "./response-schemas";
import { onFirstUse } from "~/utils/on-first-use";
import {
  componentRef,
  componentSchemas,
  withoutSchemaKeywords,
} from "~/utils/openapi-components.server";

/**
 * The OpenAPI 3.1 document of the public API, generated: schemas by zod's own JSON Schema
 * output (2020-12, the dialect of OpenAPI 3.1) from the schemas that validate requests and
 * describe answers; paths from the operations table; examples by asking the endpoints
 * themselves, so every example is a real answer. docs/decisions/026-openapi-from-zod.md.
 */

type Json = Record<string, unknown>;

export type OpenApiDocument = Json & {
  openapi: string;
  info: Json;
  paths: Record<string, Record<string, Json>>;
  components: Json;
};

/**
 * Request bodies are described as they arrive (input); answers as they are sent (output). Listed
 * at the document's first request, as the schemas are built at their first use
 * (docs/decisions/085-cold-start.md).
 */
const requestSchemas = onFirstUse((): Array<[string, z.ZodType]> => [
  ["ConvertUnitsRequest", unitsRequestSchema()],
  ["ConvertQueryRequest", queryRequestSchema()],
  ["ConvertRequest", convertRequestSchema()],
  ["BatchRequest", batchRequestSchema()],
]);
const responseSchemas = onFirstUse((): Array<[string, z.ZodType]> => [
  ["Error", errorResponseSchema()],
  ["Conversion", convertResponseSchema()],
  ["Category", categoryViewSchema()],
  ["CategoryList", categoriesResponseSchema()],
  ["ConverterSummary", converterSummaryViewSchema()],
  ["ConverterList", convertersResponseSchema()],
  ["Unit", unitViewSchema()],
  ["Converter", converterViewSchema()],
  ["ConverterRef", converterRefSchema()],
  ["UnitMatch", unitMatchSchema()],
  ["UnitLookup", unitsLookupResponseSchema()],
  ["BatchItemResult", batchItemResultSchema()],
  ["BatchResults", batchResponseSchema()],
  ["TimeConversion", timeConvertResponseSchema()],
  ["TimeBetween", betweenResponseSchema()],
  ["TimeAdd", addResponseSchema()],
  ["TimeAnswer", timeAskResponseSchema()],
]);

const schemaIds = onFirstUse(
  () =>
    new Map<z.ZodType, string>(
      [...requestSchemas(), ...responseSchemas()].map(([id, schema]) => [schema, id]),
    ),
);

function schemaRef(schema: z.ZodType | null): Json {
  const id = schema && schemaIds().get(schema);
  return id ? { $ref: componentRef(id) } : { type: "object" };
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
const RATE_HEADERS = {
  "RateLimit-Policy": header("RateLimit-Policy"),
  RateLimit: header("RateLimit"),
};

const errorContent = { "application/json": { schema: { $ref: componentRef("Error") } } };
const errorResponse = (description: string, headers: Json = {}) => ({
  description,
  headers: { ...RATE_HEADERS, ...headers },
  content: errorContent,
});

const ERROR_COMPONENTS: Record<number, string> = {
  400: "BadRequest",
  404: "NotFound",
  405: "MethodNotAllowed",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  422: "UnprocessableContent",
  429: "TooManyRequests",
};

const RESPONSES: Json = {
  BadRequest: errorResponse(ERROR_DESCRIPTIONS[400] ?? ""),
  NotFound: errorResponse(ERROR_DESCRIPTIONS[404] ?? ""),
  MethodNotAllowed: errorResponse(ERROR_DESCRIPTIONS[405] ?? "", { Allow: header("Allow") }),
  PayloadTooLarge: errorResponse(ERROR_DESCRIPTIONS[413] ?? ""),
  UnsupportedMediaType: errorResponse(ERROR_DESCRIPTIONS[415] ?? ""),
  UnprocessableContent: errorResponse(ERROR_DESCRIPTIONS[422] ?? ""),
  TooManyRequests: errorResponse(ERROR_DESCRIPTIONS[429] ?? "", {
    "Retry-After": header("Retry-After"),
  }),
  NotModified: {
    description: NOT_MODIFIED,
    headers: { ...RATE_HEADERS, ETag: header("ETag"), "Cache-Control": header("Cache-Control") },
  },
};

/** A real answer of the endpoint to an example request. */
interface AnsweredExample {
  status: number;
  body: unknown;
  /** the list cut for the document, with its real length */
  truncated?: { field: string; shown: number; total: number };
}

const EXAMPLE_ORIGIN = "https://example.com";

/** The request an example stands for: method, path with its parameters, and the body. */
function exampleRequest(operation: Operation, example: ExampleCase) {
  const values = (operation.parameters ?? []).map((parameter) => ({
    ...parameter,
    value: example.params?.[parameter.name],
  }));
  return {
    method: operation.method.toUpperCase(),
    url: requestPath(operation.path, values),
    pathParams: pathParameters(values),
  };
}

async function answerExample(operation: Operation, example: ExampleCase): Promise<AnsweredExample> {
  if (!operation.answer) throw new Error(`${operation.id} has examples but no answer`);
  const { method, url, pathParams } = exampleRequest(operation, example);
  const request = new Request(`${EXAMPLE_ORIGIN}${url}`, {
    method,
    ...(example.body === undefined
      ? {}
      : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(example.body) }),
  });
  // The examples show the catalogue as the code defines it, with the shipped rates.
  const response = await answerOperation(operation.answer, request, pathParams, {
    catalogue: codeCatalogue,
  });
  const body = (await response.json()) as unknown;
  const field = example.truncate?.field;
  if (!field || !example.truncate) return { status: response.status, body };
  const list = (body as Record<string, unknown[]>)[field] ?? [];
  return {
    status: response.status,
    body: { ...(body as Json), [field]: list.slice(0, example.truncate.shown) },
    truncated: { field, shown: example.truncate.shown, total: list.length },
  };
}

function operationObject(operation: Operation, answered: Map<ExampleCase, AnsweredExample>) {
  const examplesFor = (status: number) =>
    Object.fromEntries(
      operation.examples.flatMap((example) => {
        const answer = answered.get(example);
        if (!answer || answer.status !== status) return [];
        return [
          [
            example.name,
            {
              summary: example.summary,
              value: answer.body,
              ...(answer.truncated ? { "x-truncated": answer.truncated } : {}),
            },
          ],
        ];
      }),
    );

  const parameters = (operation.parameters ?? []).map((parameter) => {
    const values = operation.examples.flatMap((example) => {
      const value = example.params?.[parameter.name];
      return value === undefined ? [] : [[example.name, { value }]];
    });
    return {
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      ...(parameter.description || parameter.schema.description
        ? { description: parameter.description ?? parameter.schema.description }
        : {}),
      schema: withoutSchemaKeywords(
        z.toJSONSchema(parameter.schema, { io: "input", target: "draft-2020-12" }),
      ),
      ...(values.length > 0 ? { examples: Object.fromEntries(values) } : {}),
    };
  });

  const responses: Json = {
    "200": {
      description: operation.response.description,
      headers: {
        ...RATE_HEADERS,
        "Cache-Control": header("Cache-Control"),
        ...(operation.cacheable ? { ETag: header("ETag") } : {}),
      },
      content: {
        "application/json": {
          schema: schemaRef(operation.response.schema),
          ...nonEmpty("examples", examplesFor(200)),
        },
      },
    },
  };
  if (operation.cacheable) responses["304"] = { $ref: "#/components/responses/NotModified" };
  for (const status of [...operation.errors, 405, 429]) {
    const examples = examplesFor(status);
    responses[String(status)] =
      Object.keys(examples).length > 0
        ? {
            description: ERROR_DESCRIPTIONS[status] ?? "An error",
            headers: RATE_HEADERS,
            content: { "application/json": { ...errorContent["application/json"], examples } },
          }
        : { $ref: `#/components/responses/${ERROR_COMPONENTS[status]}` };
  }

  const requestExamples = Object.fromEntries(
    operation.examples.flatMap((example) =>
      example.body === undefined
        ? []
        : [[example.name, { summary: example.summary, value: example.body }]],
    ),
  );
  return {
    operationId: operation.id,
    summary: operation.summary,
    description: operation.description,
    parameters: [
      ...parameters,
      ...(operation.cacheable ? [{ $ref: "#/components/parameters/IfNoneMatch" }] : []),
    ],
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            description: `JSON, at most ${operation.body.maxBytes / 1024} KB.`,
            content: {
              "application/json": {
                schema: schemaRef(operation.body.schema),
                ...nonEmpty("examples", requestExamples),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

function nonEmpty(key: string, value: Json): Json {
  return Object.keys(value).length > 0 ? { [key]: value } : {};
}

/** The examples' answers, asked of the endpoints (see `answerExample`). */
async function answeredExamples() {
  const entries = await Promise.all(
    operations().flatMap((operation) =>
      operation.examples.map(
        async (example) => [example, await answerExample(operation, example)] as const,
      ),
    ),
  );
  return new Map(entries);
}

async function documentWithoutServer(): Promise<OpenApiDocument> {
  const answered = await answeredExamples();
  const paths: Record<string, Record<string, Json>> = {};
  for (const operation of operations()) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = operationObject(operation, answered);
  }
  return {
    openapi: "3.1.0",
    info: API_INFO,
    paths,
    components: {
      schemas: {
        ...componentSchemas(requestSchemas(), "input"),
        ...componentSchemas(responseSchemas(), "output"),
      },
      responses: RESPONSES,
      parameters: PARAMETERS,
      headers: HEADERS,
    },
  };
}

let built: Promise<OpenApiDocument> | undefined;

/**
 * The OpenAPI 3.1 document of the public API, with `origin` as its server and the API's `limits`
 * (the request's settings). Everything else depends only on
 * the code: it is built (schemas generated, examples asked) once per Worker instance, and built
 * again only if that failed.
 */
export async function buildOpenApiDocument(
  origin: string,
  limits: ApiLimits,
): Promise<OpenApiDocument> {
  built ??= documentWithoutServer().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  const { openapi, info, components, ...rest } = await built;
  const texts = limitTexts(limits);
  return {
    openapi,
    info: { ...info, description: texts.description },
    servers: [{ url: origin }],
    ...rest,
    components: { ...components, headers: { ...texts.headers, ...(components.headers as Json) } },
  };
}

/** GET /api/openapi.json, stating `limits` */
export async function openApiResponse(request: Request, limits: ApiLimits): Promise<Response> {
  const document = await buildOpenApiDocument(new URL(request.url).origin, limits);
  return publicJson(document, { maxAge: CATALOGUE_MAX_AGE });
}
