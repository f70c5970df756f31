import { RouterContextProvider } from "react-router";
import { catalogueContext } from "~/catalogue/catalogue.server";
import type { Catalogue } from "~/catalogue/effective";
import { database, type Database } from "~/db/client.server";
import { cloudflareContext, databaseContext, nonceContext } from "~/server-context";

/**
 * The router context of one request: the Worker's bindings, the CSP nonce, the one drizzle
 * client every loader, action and middleware of the request shares, and the catalogue loaded
 * for it.
 */
export function createRequestContext(
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
  { db = database(env.DB), catalogue }: { db?: Database; catalogue: Catalogue },
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(nonceContext, nonce);
  context.set(databaseContext, db);
  context.set(catalogueContext, catalogue);
  return context;
}
