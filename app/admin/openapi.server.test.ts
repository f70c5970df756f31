import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { buildAdminOpenApiDocument } from "./openapi.server";

// ajv (inside the validator) compiles with `new Function`, which workerd forbids: this runs in Node.

describe("the admin catalogue API's OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const document = buildAdminOpenApiDocument("https://unitwise.example");
    const result = await new Validator({ allErrors: true }).validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
