import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";

/**
 * What every loader and action of one request can read from the router context. The Worker
 * (app/pipeline/request-context.server.ts) fills it once per request.
 */

/** The Worker's bindings and execution context. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

export const cloudflareContext = createContext<CloudflareContext>();

/** The Content-Security-Policy nonce of this request; inline scripts must carry it. */
export const nonceContext = createContext<string>("");

/** The drizzle client over D1, created once per request. */
export const databaseContext = createContext<Database>();

/** This request's drizzle client: hand it to the model functions (app/models/). */
export function getDatabase(context: Readonly<RouterContextProvider>): Database {
  return context.get(databaseContext);
}
