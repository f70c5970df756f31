import { DayTable, GridLegend } from "./planner-grid";
import type { PlannerView } from "./planner-view";

/**
 * The planner's days: the legend and each day's table. Rendered to HTML on the server
 * (planner-days-html.server.tsx) and sent as markup, not as data: a week of eight places is 1,344
 * cells, which the page would otherwise carry twice (as HTML and as the data to hydrate it) and
 * render in the Worker each time.
 */
export function PlannerDays({ view }: { view: PlannerView }) {
  const { fields, days } = view;
  const home = days[0]?.rows[0]?.label ?? "";
  return (
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
  );
}
