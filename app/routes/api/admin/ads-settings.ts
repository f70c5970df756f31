import { adminContext } from "~/accounts/admin-gate.server";
import { cloudflareContext, getDatabase } from "~/server-context";
import { getSiteSettings, updateSiteSettings } from "~/settings/settings.server";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/ads-settings";

/**
 * GET /api/admin/ads/settings (admin): `{ settings: { publisherId, autoAds, adBlockRecovery,
 * consentMode } }`, the AdSense tab's advanced settings (the site settings' `ads` group).
 * PUT (admin), any of them: the settings as they now are; 400 naming the setting (unknown ones,
 * such as custom ad code, refused); audited (docs/decisions/048-ad-slots.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return json({ settings: getSiteSettings(context, context.get(cloudflareContext).env).ads });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "PUT") return methodNotAllowed(request, ["GET", "PUT"]);
  const { env } = context.get(cloudflareContext);
  const input = await readJsonBody(request);
  const settings = await updateSiteSettings(getDatabase(context), env, actor, { ads: input });
  return json({ settings: settings.ads });
}
