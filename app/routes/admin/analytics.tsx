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

import { formReply } from "~/utils/form-reply";
import { textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/analytics";
import { Refusal } from "~/utils/refusal.server";
import { onFirstUse } from "~/utils/on-first-use";

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

const analyticsFormSchema = onFirstUse(() => textFieldsSchema(ANALYTICS_FORM_FIELDS));

export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, analyticsFormSchema(), async ({ actor, value }) => {
    const db = getDatabase(context);
    if (value.intent === "test") {
      const kind = EVENT_KINDS.find((k) => k === value.event);
      if (!kind) throw new Refusal(400, `Unknown event: ${value.event}`);
      const events = await loadEventConfigs(db);
      const { env } = context.get(cloudflareContext);
      const result = await sendTestEvent(env, kind, events[kind]);
      return data({ test: { event: kind, ...result } });
    }
    await updateEventConfigs(db, actor, eventsPatchFromForm(value));
    return doneRedirect(request, samePage(request, "/admin/analytics"), "settings-saved");
  });
}

export default function AnalyticsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AnalyticsTab
      report={loaderData.report}
      events={loaderData.events}
      gaConfigured={loaderData.gaConfigured}
      error={actionData && "test" in actionData ? undefined : formReply(actionData).firstError}
      test={actionData && "test" in actionData ? actionData.test : undefined}
    />
  );
}
