// The public API's OpenAPI document as GET /api/openapi.json builds it, with the default limits,
// for generate.mjs. Built while this module loads, so whatever the site's code loads on demand
// (its messages: app/i18n/messages.server.ts) loads within Vite's module runner.
import { DEFAULT_API_LIMITS } from "../../../app/content/legal/facts";
import { buildOpenApiDocument } from "../../../app/public-api/openapi.server";
import { SNAPSHOT_ORIGIN } from "./snapshot-origin.mjs";

export const document = await buildOpenApiDocument(SNAPSHOT_ORIGIN, DEFAULT_API_LIMITS);
