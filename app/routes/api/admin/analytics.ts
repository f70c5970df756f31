import { parseRange } from "~/analytics/report";
import { analyticsReport } from "~/analytics/report.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/analytics";
import { Refusal } from "~/utils/refusal.server";

/**
 * GET /api/admin/analytics?days=7|30|90 (admin): the figures the Analytics tab shows
 * (docs/decisions/047-first-party-analytics.md); 400 for any other `days`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const days = parseRange(new URL(request.url).searchParams.get("days") ?? "30");
  if (!days) throw new Refusal(400, "days must be 7, 30 or 90");
  return json(await analyticsReport(getDatabase(context), getCatalogue(context), days));
}

export const action = methodNotAllowedHandler(["GET"]);
