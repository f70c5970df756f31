import type { z } from "zod";
import type { ApiServices } from "./endpoints.server";

/**
 * One operation of the public API, as the table in operations.server.ts lists it: what it takes,
 * what it answers, its examples and the function that answers it.
 */

export interface Parameter {
  name: string;
  in: "query" | "path";
  required: boolean;
  schema: z.ZodType;
  description?: string;
}

export interface ExampleCase {
  /** the key of the example in the document, unique within its operation */
  name: string;
  summary: string;
  /** query and path parameters */
  params?: Record<string, string>;
  body?: unknown;
  /** shorten this list of the response to its first `shown` items in the document */
  truncate?: { field: string; shown: number };
}

export interface Operation {
  id: string;
  method: "get" | "post";
  /** the path as OpenAPI writes it, with {parameters} */
  path: string;
  summary: string;
  description: string;
  parameters?: Parameter[];
  body?: { schema: z.ZodType; maxBytes: number };
  response: { schema: z.ZodType | null; description: string };
  /** answers carry ETag and Cache-Control and may be 304 Not Modified */
  cacheable: boolean;
  /** the error statuses the operation answers itself (429 and 405 apply to every one) */
  errors: number[];
  examples: ExampleCase[];
  /** answers a request (with its path parameters): the same function as the route */
  answer?: (
    request: Request,
    path: Record<string, string>,
    services: ApiServices,
  ) => Response | Promise<Response>;
}

/** A GET operation's query parameters, one per field of the schema that reads them, in its order. */
export function queryParameters(schema: z.ZodObject, required: readonly string[]): Parameter[] {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: "query",
    required: required.includes(name),
    schema: field as z.ZodType,
  }));
}
