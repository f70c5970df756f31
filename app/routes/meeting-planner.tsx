import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { ChosenMeeting } from "~/meeting-planner/chosen-meeting";
import { MEETING_PLANNER_FAQ } from "~/meeting-planner/faq";
import { meetingPlannerMeta } from "~/meeting-planner/meta.server";
import { plannerView } from "~/meeting-planner/planner-page.server";
import { FaqList } from "~/components/faq-list";
import { PlannerForm } from "~/meeting-planner/planner-form";
import { DayTable, GridLegend } from "~/meeting-planner/planner-grid";
import type { Route } from "./+types/meeting-planner";

// The meeting planner (issue 29): several places side by side over a day or a week, worked out
// on the server from the URL (app/time/, docs/decisions/074-time-zones.md and 075-time-pages.md).
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    view: plannerView(url, Date.now()),
    faq: MEETING_PLANNER_FAQ,
    head: meetingPlannerMeta(url.origin),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function MeetingPlannerPage({ loaderData }: Route.ComponentProps) {
  const { view, faq } = loaderData;
  const { fields, days, slot } = view;
  const home = days[0]?.rows[0]?.label ?? "";
  return (
    <>
      <PageHeader
        title="Meeting Planner"
        subtitle="Several places side by side, hour by hour: working hours shaded, the hours they share highlighted, and an invitation for the time you choose."
      />
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
        {days.length > 0 && (
          <section aria-labelledby="planner-days" className="space-y-6">
            <div className="space-y-2">
              <h2 id="planner-days" className="text-xl font-semibold">
                {days.length === 1
                  ? `${days[0]!.heading} in ${home}`
                  : `The week from ${days[0]!.heading} in ${home}`}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {view.dateChosen ? "" : "Today's date in UTC, until you choose one. "}
                Choose an hour to see it in every place and download an invitation. Zone rules: tz
                database {view.tzdata} or later.
              </p>
              <GridLegend start={fields.start} end={fields.end} />
            </div>
            {days.map((day) => (
              <div key={day.date} className="space-y-2">
                {days.length > 1 && <h3 className="text-lg font-semibold">{day.heading}</h3>}
                <p className={day.hasOverlap ? "font-medium" : ""}>{day.summary}</p>
                <DayTable day={day} home={home} />
              </div>
            ))}
          </section>
        )}
        {slot && <ChosenMeeting slot={slot} fields={fields} />}
        <FaqList id="meeting-planner-faq" items={faq} />
      </Container>
    </>
  );
}
