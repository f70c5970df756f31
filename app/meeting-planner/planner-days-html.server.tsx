import type { RouterContextProvider } from "react-router";
import { renderStaticMarkup } from "~/utils/static-markup.server";
import { sendHtml } from "~/utils/sent-html.server";
import type { SentHtml } from "~/utils/sent-html";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";
import { PlannerDays } from "./planner-days";
import { gridWords } from "./planner-grid";
import type { PlannerView } from "./planner-view";

/** The planner's days as server HTML (planner-days.tsx), or null when there are none. */
export async function plannerDaysHtml(
  context: Readonly<RouterContextProvider>,
  view: PlannerView,
  url: URL,
  language: Language,
  t: Translate<"time">,
): Promise<SentHtml | null> {
  if (view.days.length === 0) return null;
  // The words once a render, not once a cell: a week's grid is CPU-bound (decision 075).
  const html = await renderStaticMarkup(<PlannerDays view={view} words={gridWords(t)} />);
  return sendHtml(context, `meeting-planner days ${language} ${url.search}`, html);
}
