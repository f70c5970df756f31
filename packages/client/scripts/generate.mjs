// `npm run generate -w @unitwise/client`: writes openapi.json, the snapshot of the public API's
// OpenAPI document, and src/schema.ts, its types. The document is built by the site's own code
// (app/public-api/openapi.server.ts, loaded through Vite for its ~/ imports) exactly as
// GET /api/openapi.json builds it, with the default limits (wrangler.toml [vars]):
// tests/workers/api-client.test.ts asks the Worker for the document and compares.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { documentText, schemaText } from "./schema-types.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const documentPath = fileURLToPath(new URL("../openapi.json", import.meta.url));
const schemaPath = fileURLToPath(new URL("../src/schema.ts", import.meta.url));

/**
 * A module of the app, loaded through Vite's module runner: the app's ~/ imports resolve as the
 * tests resolve them (tsconfig paths).
 * @param {string} id
 * @returns {Promise<Record<string, any>>}
 */
async function load(id) {
  const { module } = await runnerImport(`${root}${id}`, {
    root,
    configFile: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
  });
  return module;
}

const { document } = await load("packages/client/scripts/openapi-document.ts");
await writeFile(documentPath, await documentText(document, documentPath));
await writeFile(schemaPath, await schemaText(document, schemaPath));
console.log(`Wrote ${documentPath} and ${schemaPath}.`);
