import { RouterContextProvider } from "react-router";
import { database } from "~/db/client.server";
import { cloudflareContext, databaseContext, nonceContext } from "~/server-context";

/**
 * The router context of one request: the Worker's bindings, the CSP nonce and the one drizzle
 * client every loader, action and middleware of the request shares.
 */
export function createRequestContext(
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(nonceContext, nonce);
  context.set(databaseContext, database(env.DB));
  return context;
}
