import { adminOf } from "~/accounts/admin-gate.server";
import { data } from "react-router";
import { ANALYTICS_FORM_FIELDS, eventsPatchFromForm } from "~/admin/analytics-form";
import { AnalyticsTab } from "~/admin/analytics-tab";
import { adminFormAction, doneRedirect, samePage } from "~/admin/page-action.server";
import { EVENT_KINDS } from "~/analytics/events";
import { loadEventConfigs, updateEventConfigs } from "~/analytics/events.server";
import { DEFAULT_RANGE, parseRange } from "~/analytics/report";
import { analyticsReport } from "~/analytics/report.server";
import { sendTestEvent } from "~/analytics/test-event.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { cloudflareContext, getDatabase } from "~/server-context";
import { gaMeasurementId } from "~/utils/analytics";

import type { Route } from "./+types/analytics";
import { Refusal } from "~/utils/refusal.server";

/** /admin/analytics?days=7|30|90: the site's own counts and the GA events (decision 047). */
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const days = parseRange(new URL(request.url).searchParams.get("days")) ?? DEFAULT_RANGE;
  const db = getDatabase(context);
  const catalogue = getCatalogue(context);
  const [report, events] = await Promise.all([
    analyticsReport(db, catalogue, days),
    loadEventConfigs(db, catalogue.version),
  ]);
  const { env } = context.get(cloudflareContext);
  return { report, events, gaConfigured: gaMeasurementId(env) !== "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, ANALYTICS_FORM_FIELDS, async ({ actor, fields }) => {
    const db = getDatabase(context);
    if (fields.intent === "test") {
      const kind = EVENT_KINDS.find((k) => k === fields.event);
      if (!kind) throw new Refusal(400, `Unknown event: ${fields.event}`);
      const events = await loadEventConfigs(db);
      const { env } = context.get(cloudflareContext);
      const result = await sendTestEvent(env, kind, events[kind]);
      return data({ test: { event: kind, ...result } });
    }
    await updateEventConfigs(db, actor, eventsPatchFromForm(fields));
    return doneRedirect(request, samePage(request, "/admin/analytics"), "settings-saved");
  });
}

export default function AnalyticsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AnalyticsTab
      report={loaderData.report}
      events={loaderData.events}
      gaConfigured={loaderData.gaConfigured}
      error={actionData && "error" in actionData ? actionData.error : undefined}
      test={actionData && "test" in actionData ? actionData.test : undefined}
    />
  );
}
