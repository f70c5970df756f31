import { RouterContextProvider } from "react-router";
import { catalogueContext } from "~/catalogue/catalogue.server";
import type { Catalogue } from "~/catalogue/effective";
import { documentRequestContext } from "~/utils/sent-html.server";
import { database, type Database } from "~/db/client.server";
import { siteSettingsContext } from "~/settings/settings.server";
import type { SiteSettings } from "~/settings/schemas";
import { cloudflareContext, databaseContext, nonceContext } from "~/server-context";

/**
 * The router context of one request: the Worker's bindings, the CSP nonce, the one drizzle
 * client every loader, action and middleware of the request shares, and the catalogue and site
 * settings loaded for it (without settings, loaders read the defaults; without a catalogue, it
 * is set later with setRequestContent). `document`: the request
 * asks for a page's document, whose data leaves out the server HTML its body holds (decision 056).
 */
export function createRequestContext(
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
  {
    db = database(env.DB),
    catalogue,
    settings = null,
    document = false,
  }: {
    db?: Database;
    catalogue?: Catalogue;
    settings?: SiteSettings | null;
    document?: boolean;
  },
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(nonceContext, nonce);
  context.set(databaseContext, db);
  context.set(documentRequestContext, document);
  if (catalogue) setRequestContent(context, catalogue, settings);
  return context;
}

/**
 * The content of the request: the catalogue and settings the Worker holds or read for it (the
 * Worker sets them once the context has the reads ahead of the loaders: decision 084).
 */
export function setRequestContent(
  context: RouterContextProvider,
  catalogue: Catalogue,
  settings: SiteSettings | null,
): void {
  context.set(catalogueContext, catalogue);
  context.set(siteSettingsContext, settings);
}
