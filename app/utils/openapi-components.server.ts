import { z } from "zod";

/**
 * The `components.schemas` of an OpenAPI 3.1 document from zod schemas (decision 026): zod's own
 * JSON Schema (2020-12, OpenAPI 3.1's dialect), each schema under its id, references between them
 * as `#/components/schemas/{id}`. Shared by the public API's document and the admin one.
 */

type Json = Record<string, unknown>;

/** Where a component schema is referred to from elsewhere in the document. */
export const componentRef = (id: string) => `#/components/schemas/${id}`;

/**
 * The schemas `entries` name, as request bodies arrive (`input`) or as answers are sent
 * (`output`).
 */
export function componentSchemas(
  entries: Array<[string, z.ZodType]>,
  io: "input" | "output",
): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of entries) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io, target: "draft-2020-12", uri: componentRef });
  // Each component sits inside the document: no $schema or $id of its own.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, withoutSchemaKeywords(schema)]),
  );
}

/** A schema zod wrote as a document of its own, without `$schema` and `$id`. */
export function withoutSchemaKeywords(schema: object): Json {
  return Object.fromEntries(
    Object.entries(schema).filter(([key]) => key !== "$schema" && key !== "$id"),
  );
}
