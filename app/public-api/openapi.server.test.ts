import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_API_LIMITS } from "~/content/legal/facts";
import routes from "~/routes";
import { apiReference, errorStatuses } from "./api-reference";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.server";

// ajv compiles validators with `new Function`, which workerd forbids: this runs in Node.

/** Checks a document against the official OpenAPI 3.1 JSON Schema (shipped in the package). */
async function validate(candidate: unknown) {
  return new Validator({ allErrors: true }).validate(candidate as Record<string, unknown>);
}

let document: OpenApiDocument;
beforeAll(async () => {
  document = await buildOpenApiDocument("https://unitwise.example", DEFAULT_API_LIMITS);
});

const clone = (value: OpenApiDocument) => structuredClone(value) as Record<string, unknown>;

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("holds component schemas that are valid JSON Schema 2020-12", () => {
    const ajv = new Ajv2020({ strict: false });
    const schemas = document.components.schemas as Record<string, object>;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(["ConvertRequest", "BatchRequest", "Conversion", "Error"]),
    );
    for (const [id, schema] of Object.entries(schemas)) {
      expect(ajv.validateSchema(schema), `${id}: ${JSON.stringify(ajv.errors)}`).toBe(true);
    }
  });

  it("is rejected when broken, so the check above can fail", async () => {
    const noInfo = clone(document);
    delete noInfo.info;
    expect((await validate(noInfo)).valid).toBe(false);

    const badPath = clone(document);
    badPath.paths = { "api/units": {} };
    expect((await validate(badPath)).valid).toBe(false);

    const noDescription = clone(document);
    const units = (noDescription.paths as OpenApiDocument["paths"])["/api/units"];
    const responses = units?.get?.responses as Record<string, Record<string, unknown>>;
    delete responses["200"]?.description;
    expect((await validate(noDescription)).valid).toBe(false);
  });

  it("describes every public /api route, and none of the account or admin ones", () => {
    type Entry = { path?: string; children?: Entry[] };
    const paths = (entries: Entry[], parent = ""): string[] =>
      entries.flatMap((entry) => {
        const path = [parent, entry.path].filter(Boolean).join("/");
        return [path, ...paths(entry.children ?? [], path)];
      });
    const apiRoutes = paths(routes).filter((path) => path.startsWith("api/"));
    const PRIVATE = /^api\/(auth|admin|blog-posts|blogs|content|objects|me)\//;
    // The site's own endpoints: the blog and content for admins, and its usage beacon.
    const PRIVATE_ROOT = /^api\/(blog-posts|blogs|content|events)$/;
    const publicPaths = apiRoutes
      .filter((path) => !PRIVATE.test(path) && !PRIVATE_ROOT.test(path) && path !== "api/*")
      .map((path) => `/${path.replace(/:(\w+)/g, "{$1}")}`);
    expect(publicPaths.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(document.paths).sort()).toEqual([...publicPaths].sort());
  });

  it("states the limits it is given and no others", async () => {
    const other = await buildOpenApiDocument("https://unitwise.example", {
      perSecond: 5,
      perHour: 2500,
    });
    expect(other.info.description).toContain("Limits: 5 requests per second and 2,500 per hour");
    const headers = other.components.headers as Record<string, { example: unknown }>;
    expect(headers["RateLimit-Policy"]?.example).toBe('"burst";q=5;w=1, "hour";q=2500;w=3600');
    const text = JSON.stringify(other);
    expect(text).not.toContain("1,000");
    expect(text).not.toMatch(/q=1000|q=10;|\b10 requests per second/);
    // The document built once is shared: the first one still states its own.
    expect(document.info.description).toContain(
      "Limits: 10 requests per second and 1,000 per hour",
    );
  });

  it("documents the rate-limit, cache and error headers and statuses", () => {
    const headers = document.components.headers as Record<string, { example: unknown }>;
    expect(headers["RateLimit-Policy"]?.example).toBe('"burst";q=10;w=1, "hour";q=1000;w=3600');
    expect(headers.RateLimit?.example).toBe('"burst";r=9;t=1, "hour";r=999;t=3600');
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(["Retry-After", "ETag", "Cache-Control"]),
    );
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const responses = operation.responses as Record<string, unknown>;
        expect(Object.keys(responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(["200", "405", "429"]),
        );
      }
    }
    const batch = document.paths["/api/convert/batch"]?.post?.responses as Record<string, unknown>;
    expect(Object.keys(batch)).toEqual(expect.arrayContaining(["400", "413", "415"]));
    const categories = document.paths["/api/categories"]?.get?.responses as Record<string, unknown>;
    expect(categories["304"]).toEqual({ $ref: "#/components/responses/NotModified" });
  });

  it("lists the error statuses the /api page names", () => {
    // The /api page says errorStatuses(); docs/api.md says it too (app/docs.test.ts).
    expect(errorStatuses(apiReference(document))).toBe("400, 404, 405, 413, 415, 422 or 429");
  });
});
