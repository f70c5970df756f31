import type { RouterContextProvider } from "react-router";
import type { GuideEnv } from "~/guides/queue.server";
import { cloudflareContext } from "~/server-context";

/** The bindings and configuration the guide pipeline needs, from the request's context. */
export function guideEnv(context: Readonly<RouterContextProvider>): GuideEnv {
  return context.get(cloudflareContext).env;
}
