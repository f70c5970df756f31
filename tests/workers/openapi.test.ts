import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./helpers/auth";

const BASE = "http://example.com";

type Json = Record<string, unknown>;
interface Example {
  value?: unknown;
  "x-truncated"?: { field: string; shown: number; total: number };
}
interface Parameter {
  name: string;
  in: string;
  examples?: Record<string, Example>;
}
interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: unknown;
}
interface OperationObject {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Record<string, { examples?: Record<string, Example> }> };
  responses: Record<
    string,
    {
      description?: string;
      content?: Record<string, { schema?: JsonSchema; examples?: Record<string, Example> }>;
      headers?: Record<string, unknown>;
    }
  >;
}
interface Document {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema> };
}

let document: Document;
beforeAll(async () => {
  const response = await SELF.fetch(`${BASE}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});

/** The request an example of the document describes, from its parameter and body examples. */
function exampleRequest(path: string, method: string, operation: OperationObject, name: string) {
  const query = new URLSearchParams();
  let url = path;
  for (const parameter of operation.parameters ?? []) {
    if ("$ref" in parameter) continue;
    const value = parameter.examples?.[name]?.value;
    if (value === undefined) continue;
    if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, String(value));
    else query.set(parameter.name, String(value));
  }
  const body = operation.requestBody?.content["application/json"]?.examples?.[name]?.value;
  return {
    url: `${url}${query.size > 0 ? `?${query}` : ""}`,
    init: {
      method: method.toUpperCase(),
      ...(body === undefined
        ? {}
        : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    },
  };
}

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

describe("GET /api/openapi.json", () => {
  it("is public, cacheable and names this origin as its server", async () => {
    const response = await SELF.fetch(`${BASE}/api/openapi.json`);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: BASE }]);
  });

  it("has examples whose answers are what the endpoints answer", async () => {
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const examples = response.content?.["application/json"]?.examples ?? {};
        for (const [name, example] of Object.entries(examples)) {
          const { url, init } = exampleRequest(path, method, operation, name);
          const live = await SELF.fetch(`${BASE}${url}`, init);
          const label = `${operation.operationId} ${name}: ${init.method} ${url}`;
          expect(live.status, label).toBe(Number(status));
          const answer = (await live.json()) as Json;
          const cut = example["x-truncated"];
          if (cut) {
            const list = answer[cut.field] as unknown[];
            expect(list.length, label).toBe(cut.total);
            expect({ ...answer, [cut.field]: list.slice(0, cut.shown) }, label).toEqual(
              example.value,
            );
          } else {
            expect(answer, label).toEqual(example.value);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it("lists only paths that exist, each with the methods it documents", async () => {
    for (const { path, method, operation } of operations()) {
      const url = path.replace(/\{\w+\}/g, "length");
      const response = await SELF.fetch(`${BASE}${url}`, {
        method: method.toUpperCase(),
        ...(method === "post"
          ? { headers: { "Content-Type": "application/json" }, body: "{}" }
          : {}),
      });
      expect(response.status, `${operation.operationId} ${method} ${url}`).not.toBe(404);
      expect(response.status, `${operation.operationId} ${method} ${url}`).not.toBe(405);
    }
  });

  it("describes the headers the live answers carry", async () => {
    let client = 0;
    for (const { path, method, operation } of operations()) {
      const documented = Object.keys(operation.responses["200"]?.headers ?? {});
      const name = Object.keys(
        operation.responses["200"]?.content?.["application/json"]?.examples ?? {},
      )[0];
      if (!name) continue;
      const { url, init } = exampleRequest(path, method, operation, name);
      // A client address of its own, as Cloudflare would name it: the limits apply.
      const headers = { ...(init.headers ?? {}), "CF-Connecting-IP": `203.0.113.${++client}` };
      const live = await SELF.fetch(`${BASE}${url}`, { ...init, headers });
      const label = `${operation.operationId}: ${init.method} ${url}`;
      expect(documented, label).toEqual(expect.arrayContaining(["RateLimit-Policy", "RateLimit"]));
      for (const header of documented)
        expect(live.headers.get(header), `${label} ${header}`).not.toBeNull();
    }
    expect(client).toBeGreaterThanOrEqual(7);
  });

  it("describes the time endpoints' answers with their schemas, not as any object", () => {
    /** The 200 answer's schema of GET `path`, its $ref followed to the component. */
    const answerSchema = (path: string): JsonSchema => {
      const schema =
        document.paths[path]?.get?.responses["200"]?.content?.["application/json"]?.schema;
      const id = schema?.$ref?.replace("#/components/schemas/", "");
      expect(id, path).toBeTruthy();
      return document.components.schemas[id!] ?? {};
    };
    const names = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {});

    const convert = answerSchema("/api/time/convert");
    expect(names(convert)).toEqual(expect.arrayContaining(["instant", "from", "to"]));
    expect(names(convert.properties?.from)).toEqual(
      expect.arrayContaining(["zone", "local", "offset", "status"]),
    );
    expect(names(convert.properties?.to?.items)).toEqual(
      expect.arrayContaining(["zone", "local", "offset"]),
    );
    expect(names(answerSchema("/api/time/between"))).toEqual(
      expect.arrayContaining(["start", "end", "days", "businessDays", "seconds"]),
    );
    expect(names(answerSchema("/api/time/add"))).toEqual(
      expect.arrayContaining(["date", "weekday", "isoWeek", "dayOfYear"]),
    );

    // One schema for each kind of answer, each with the line to show and its link.
    const ask = answerSchema("/api/time/ask");
    const kinds = ask.oneOf ?? ask.anyOf ?? [];
    expect(kinds.map((kind) => kind.properties?.kind?.const).sort()).toEqual([
      "date",
      "duration",
      "facts",
      "time",
      "unix",
    ]);
    for (const kind of kinds) {
      expect(names(kind)).toEqual(expect.arrayContaining(["question", "answer", "href", "zone"]));
    }
  });

  it("lists 422 for a text /api/time/ask does not take for a time question", () => {
    const responses = document.paths["/api/time/ask"]?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["200", "400", "422"]));
    expect(responses["422"]?.description).toMatch(/not a question this endpoint answers/);
  });
});

describe("GET /api/admin/openapi.json", () => {
  type Schema = { properties: Record<string, { readOnly?: boolean }> };

  it("marks what the server sets readOnly in what GET serves and PUT takes back", async () => {
    const admin = await signIn({ isAdmin: true });
    const response = await SELF.fetch(`${BASE}/api/admin/openapi.json`, {
      headers: { Cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    const admins = (await response.json()) as Document & {
      components: { schemas: Record<string, Schema> };
    };
    expect(Object.keys(admins.paths).sort()).toEqual([
      "/api/admin/categories",
      "/api/admin/categories/{key}",
      "/api/admin/converters",
      "/api/admin/converters/{id}",
    ]);
    const readOnlyOf = (id: string) =>
      Object.entries(admins.components.schemas[id]?.properties ?? {})
        .filter(([, property]) => property.readOnly)
        .map(([name]) => name)
        .sort();
    for (const id of ["AdminConverter", "ConverterUpdate"]) {
      expect(readOnlyOf(id), id).toEqual(["builtin", "id"]);
    }
    for (const id of ["AdminCategory", "CategoryUpdate"]) {
      expect(readOnlyOf(id), id).toEqual(["converters", "id"]);
    }
  });
});
