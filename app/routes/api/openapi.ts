import { openApiResponse } from "~/public-api/openapi.server";
import { cloudflareContext } from "~/server-context";
import { getSiteSettings } from "~/settings/settings.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/openapi";

// GET /api/openapi.json: the OpenAPI 3.1 description of the public API, stating the limits of
// the settings (docs/decisions/046-site-settings.md).
export function loader({ request, context }: Route.LoaderArgs) {
  const { apiLimits } = getSiteSettings(context, context.get(cloudflareContext).env);
  return openApiResponse(request, apiLimits);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
