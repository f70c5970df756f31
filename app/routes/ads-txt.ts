import { cloudflareContext } from "~/server-context";
import { getSiteSettings } from "~/settings/settings.server";
import { thirdPartyConfig } from "~/shell/third-party";
import type { Route } from "./+types/ads-txt";

/** Google's certification authority id, the same for every AdSense publisher (IAB ads.txt). */
const GOOGLE_TAG_ID = "f08c47fec0942fa0";

/**
 * /ads.txt (IAB Authorized Digital Sellers): the AdSense account the AdSense tab names is allowed
 * to sell this site's ad space. Built from the publisher id alone, it is what operators used a
 * "custom ad code" box for, in a form that cannot carry markup (decision 048). 404 without ads.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { adsenseClientId } = thirdPartyConfig(env, getSiteSettings(context, env).ads);
  const headers = {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
  };
  if (!adsenseClientId) {
    return new Response("# This site shows no ads.\n", { status: 404, headers });
  }
  const publisher = adsenseClientId.replace(/^ca-/, "");
  return new Response(`google.com, ${publisher}, DIRECT, ${GOOGLE_TAG_ID}\n`, { headers });
}
