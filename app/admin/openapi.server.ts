import { z } from "zod";
import {
  categoryPatchSchema,
  converterInputSchema,
  converterPatchSchema,
} from "./catalogue-schemas";
import type { AdminCategoryView, AdminConverterView } from "./catalogue-views";
import { onFirstUse } from "~/utils/on-first-use";
import { componentRef, componentSchemas } from "~/utils/openapi-components.server";
import { errorResponseSchema } from "~/public-api/response-schemas";

/**
 * The OpenAPI 3.1 document of the admin catalogue API (GET /api/admin/openapi.json, admins only;
 * docs/decisions/063-api-contracts.md): the converters and categories as GET serves them and
 * PUT takes them back, the fields the server sets marked `readOnly`. Generated as the public
 * document is (decision 026): zod's own JSON Schema from the schemas that validate the bodies,
 * built at the document's first request (docs/decisions/085-cold-start.md).
 */

const readOnly = <T extends z.ZodType>(schema: T, description: string) =>
  schema.meta({ readOnly: true, description });

const adminConverterSchema = onFirstUse(() =>
  z.object({
    id: readOnly(z.string(), 'The converter\'s id, set when added: a key such as "length"'),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    category: z.string(),
    popular: z.boolean(),
    unitCount: z.string().describe('What cards say of the units ("25+"); the count when not set'),
    units: z.array(z.string()).describe("Unit ids; a built-in converter's are fixed"),
    order: z.number().int(),
    hidden: z.boolean(),
    builtin: readOnly(z.boolean(), "Defined in code: hidden rather than deleted, units fixed"),
  }),
);

const adminCategorySchema = onFirstUse(() =>
  z.object({
    id: readOnly(z.string(), 'The category\'s key, such as "common"'),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    order: z.number().int(),
    converters: readOnly(z.number().int(), "How many converters the category holds"),
  }),
);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Each view type and its schema, compared both ways by the compiler.
 * @public exported only so that this compile-time check is not an unused variable
 */
export const MATCHING_ADMIN_TYPES: [
  Same<z.infer<ReturnType<typeof adminConverterSchema>>, AdminConverterView>,
  Same<z.infer<ReturnType<typeof adminCategorySchema>>, AdminCategoryView>,
] = [true, true];

const requestSchemas = onFirstUse((): Array<[string, z.ZodType]> => [
  ["ConverterCreate", converterInputSchema()],
  ["ConverterUpdate", converterPatchSchema()],
  ["CategoryUpdate", categoryPatchSchema()],
]);
const responseSchemas = onFirstUse((): Array<[string, z.ZodType]> => [
  ["Error", errorResponseSchema()],
  ["AdminConverter", adminConverterSchema()],
  ["AdminConverterList", z.object({ converters: z.array(adminConverterSchema()) })],
  ["AdminCategory", adminCategorySchema()],
  ["AdminCategoryList", z.object({ categories: z.array(adminCategorySchema()) })],
]);

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: componentRef(id) });

const jsonBody = (id: string) => ({ content: { "application/json": { schema: ref(id) } } });
const answer = (description: string, id: string) => ({ description, ...jsonBody(id) });
const refusals = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      answer(
        {
          400: "The body is not valid, or changes a read-only field (named in the message)",
          401: "Not signed in",
          403: "Not an admin, or a write from another site",
          404: "No such converter or category",
          409: "The slug is taken",
        }[status] ?? "Refused",
        "Error",
      ),
    ]),
  );

function pathParameter(name: string, description: string) {
  return [{ name, in: "path", required: true, description, schema: { type: "string" } }];
}

/** The document, the same for every admin; `origin` names the server. */
export function buildAdminOpenApiDocument(origin: string): Json {
  return {
    openapi: "3.1.0",
    info: {
      title: "UnitWise admin catalogue API",
      version: "1",
      description:
        "The converters and categories of the Converters and Categories tabs. Admins only, with the session cookie; writes same-origin only. A PUT takes the fields it changes, or the whole object as GET gave it: readOnly fields may be sent back as read, and one sent with another value is refused (400, naming it).",
    },
    servers: [{ url: origin }],
    paths: {
      "/api/admin/converters": {
        get: {
          operationId: "listAdminConverters",
          summary: "Every converter, hidden ones included, in order",
          responses: {
            "200": answer("The converters", "AdminConverterList"),
            ...refusals(401, 403),
          },
        },
        post: {
          operationId: "createConverter",
          summary: "Adds a converter over units of one built-in table",
          requestBody: { required: true, ...jsonBody("ConverterCreate") },
          responses: {
            "201": answer("The converter added", "AdminConverter"),
            ...refusals(400, 401, 403, 409),
          },
        },
      },
      "/api/admin/converters/{id}": {
        parameters: pathParameter("id", "The converter's id"),
        put: {
          operationId: "updateConverter",
          summary: "Changes the fields sent; a new slug leaves the old one answering 301",
          requestBody: { required: true, ...jsonBody("ConverterUpdate") },
          responses: {
            "200": answer("The converter as it now is", "AdminConverter"),
            ...refusals(400, 401, 403, 404, 409),
          },
        },
        delete: {
          operationId: "deleteConverter",
          summary: "Deletes an added converter; hides a built-in one",
          responses: {
            "200": {
              description: "`{ deleted: id }` or, for a built-in converter, `{ hidden: id }`",
              content: { "application/json": { schema: { type: "object" } } },
            },
            ...refusals(400, 401, 403, 404),
          },
        },
      },
      "/api/admin/categories": {
        get: {
          operationId: "listAdminCategories",
          summary: "The nine categories in order, with their converter counts",
          responses: {
            "200": answer("The categories", "AdminCategoryList"),
            ...refusals(401, 403),
          },
        },
      },
      "/api/admin/categories/{key}": {
        parameters: pathParameter("key", "The category's key"),
        put: {
          operationId: "updateCategory",
          summary: "Changes the fields sent",
          requestBody: { required: true, ...jsonBody("CategoryUpdate") },
          responses: {
            "200": answer("The category as it now is", "AdminCategory"),
            ...refusals(400, 401, 403, 404),
          },
        },
      },
    },
    components: {
      schemas: {
        ...componentSchemas(requestSchemas(), "input"),
        ...componentSchemas(responseSchemas(), "output"),
      },
    },
  };
}
