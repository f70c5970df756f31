import type { RouterContextProvider } from "react-router";
import { renderToStaticMarkup } from "react-dom/server";
import { sendHtml } from "~/utils/sent-html.server";
import type { SentHtml } from "~/utils/sent-html";
import { PlannerDays } from "./planner-days";
import type { PlannerView } from "./planner-view";

/** The planner's days as server HTML (planner-days.tsx), or null when there are none. */
export function plannerDaysHtml(
  context: Readonly<RouterContextProvider>,
  view: PlannerView,
  url: URL,
): SentHtml | null {
  if (view.days.length === 0) return null;
  const html = renderToStaticMarkup(<PlannerDays view={view} />);
  return sendHtml(context, `meeting-planner days ${url.search}`, html);
}
