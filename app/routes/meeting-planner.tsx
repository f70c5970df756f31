import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { ChosenMeeting } from "~/meeting-planner/chosen-meeting";
import { meetingPlannerFaq } from "~/meeting-planner/faq";
import { languageOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/localization";
import { timeMessages, timeText } from "~/time/time-text.server";
import { siteOfRequest } from "~/utils/seo";
import { meetingPlannerMeta } from "~/meeting-planner/meta.server";
import { FaqList } from "~/components/faq-list";
import { PlannerForm } from "~/meeting-planner/planner-form";
import { plannerDaysHtml } from "~/meeting-planner/planner-days-html.server";
import { ServerHtml } from "~/components/server-html";
import type { Route } from "./+types/meeting-planner";

// The meeting planner (issue 29): several places side by side over a day or a week, worked out
// on the server from the URL (app/time/, docs/decisions/074-time-zones.md and 075-time-pages.md).
// The plan's work (Temporal, the places) is imported at the page's first request, not with the
// server build (docs/decisions/089-time-code-on-demand.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const [words, { plannerView }] = await Promise.all([
    timeText(language),
    import("~/meeting-planner/planner-page.server"),
  ]);
  // The days go as markup; the data keeps what the form and the chosen hour need.
  const { days, ...view } = plannerView(url, Date.now(), words);
  return {
    view,
    daysHtml: await plannerDaysHtml(context, { ...view, days }, url, language, words.t),
    faq: meetingPlannerFaq(words.t),
    head: meetingPlannerMeta(siteOfRequest(request), words.t),
    messages: await timeMessages(language, ["meeting"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function MeetingPlannerPage({ loaderData }: Route.ComponentProps) {
  const { view, daysHtml, faq } = loaderData;
  const { fields, slot } = view;
  const t = useT("time");
  return (
    <>
      <PageHeader title={t("meetingTitle")} subtitle={t("meetingSubtitle")} />
      <Container className="max-w-6xl space-y-8 py-10">
        <PlannerForm key={JSON.stringify(fields)} fields={fields} dateChosen={view.dateChosen} />
        {view.problems.length > 0 && (
          <div role="alert" className="font-medium text-red-700 dark:text-red-300">
            <ul className="space-y-1">
              {view.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {daysHtml && <ServerHtml html={daysHtml} />}
        {slot && <ChosenMeeting slot={slot} fields={fields} />}
        <FaqList id="meeting-planner-faq" items={faq} />
      </Container>
    </>
  );
}
