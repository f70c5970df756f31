import type { RouterContextProvider } from "react-router";
import { guideEnvWith, type GuideEnv } from "~/guides/queue.server";
import { cloudflareContext } from "~/server-context";
import { getSiteSettings } from "~/settings/settings.server";

/**
 * The bindings and configuration the guide pipeline needs, from the request's context: the
 * writer, model and budget of the settings (decision 046).
 */
export function guideEnv(context: Readonly<RouterContextProvider>): GuideEnv {
  const { env } = context.get(cloudflareContext);
  return guideEnvWith(env, getSiteSettings(context, env).guides);
}
