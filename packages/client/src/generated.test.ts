import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { documentText, REGENERATE, schemaText } from "../scripts/schema-types.mjs";

// The committed types are what openapi-typescript makes of the committed snapshot (whose match
// with the live document tests/workers/api-client.test.ts checks): a snapshot updated by hand,
// or types edited by hand, fail here.

const documentPath = fileURLToPath(new URL("../openapi.json", import.meta.url));
const schemaPath = fileURLToPath(new URL("./schema.ts", import.meta.url));

describe("the generated client files", () => {
  it("src/schema.ts is what openapi-typescript generates from openapi.json", async () => {
    const snapshot = JSON.parse(await readFile(documentPath, "utf8")) as object;
    const committed = await readFile(schemaPath, "utf8");
    expect(
      committed === (await schemaText(snapshot, schemaPath)),
      `src/schema.ts is out of date with openapi.json: run \`${REGENERATE}\``,
    ).toBe(true);
  });

  it("openapi.json is written as the generator writes it", async () => {
    const text = await readFile(documentPath, "utf8");
    expect(
      text === (await documentText(JSON.parse(text) as object, documentPath)),
      `openapi.json was edited by hand: run \`${REGENERATE}\``,
    ).toBe(true);
  });
});
