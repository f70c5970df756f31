import { adminContext } from "~/accounts/admin-gate.server";
import { cloudflareContext, getDatabase } from "~/server-context";
import { getSiteSettings, updateSiteSettings } from "~/settings/settings.server";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/settings";

/** GET /api/admin/settings (admin): every site setting (docs/decisions/046-site-settings.md). */
export async function loader({ context }: Route.LoaderArgs) {
  return json({ settings: getSiteSettings(context, context.get(cloudflareContext).env) });
}

/**
 * PUT /api/admin/settings (admin) `{ announcement?, contact?, apiLimits?, guides?, appearance? }`:
 * changes only the settings it names; the settings as they now are; 400 naming the setting;
 * audited.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "PUT") return methodNotAllowed(request, ["GET", "PUT"]);
  const input = await readJsonBody(request);
  const { env } = context.get(cloudflareContext);
  return json({ settings: await updateSiteSettings(getDatabase(context), env, actor, input) });
}
