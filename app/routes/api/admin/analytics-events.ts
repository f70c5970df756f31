import { adminContext } from "~/accounts/admin-gate.server";
import { loadEventConfigs, updateEventConfigs } from "~/analytics/events.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/analytics-events";

/** GET /api/admin/analytics/events (admin): the Google Analytics events (decision 047). */
export async function loader({ context }: Route.LoaderArgs) {
  return json({ events: await loadEventConfigs(getDatabase(context)) });
}

/**
 * PUT /api/admin/analytics/events (admin) `{ converter_use?, search?, page_view?, click? }`, each
 * with any of name, category, action, label, enabled: changes only what it names; the events as
 * they now are; 400 naming the setting; audited.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "PUT") return methodNotAllowed(request, ["GET", "PUT"]);
  const input = await readJsonBody(request);
  return json({ events: await updateEventConfigs(getDatabase(context), actor, input) });
}
