import { DayTable, GridLegend, type GridWords } from "./planner-grid";
import type { PlannerView } from "./planner-view";

/**
 * The planner's days: the legend and each day's table. Rendered to HTML on the server
 * (planner-days-html.server.tsx) and sent as markup, not as data: a week of eight places is 1,344
 * cells, which the page would otherwise carry twice (as HTML and as the data to hydrate it) and
 * render in the Worker each time.
 */
export function PlannerDays({ view, words }: { view: PlannerView; words: GridWords }) {
  const { t } = words;
  const { fields, days } = view;
  const home = days[0]?.rows[0]?.label ?? "";
  return (
    <section aria-labelledby="planner-days" className="space-y-6">
      <div className="space-y-2">
        <h2 id="planner-days" className="text-xl font-semibold">
          {t(days.length === 1 ? "plannerDayIn" : "plannerWeekFrom", {
            day: days[0]!.heading,
            place: home,
          })}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {view.dateChosen ? "" : `${t("plannerTodayUtc")} `}
          {t("plannerChooseIntro")} {t("commonZoneRules", { version: view.tzdata })}
        </p>
        <GridLegend start={fields.start} end={fields.end} words={words} />
      </div>
      {days.map((day) => (
        <div key={day.date} className="space-y-2">
          {days.length > 1 && <h3 className="text-lg font-semibold">{day.heading}</h3>}
          <p className={day.hasOverlap ? "font-medium" : ""}>{day.summary}</p>
          <DayTable day={day} home={home} words={words} />
        </div>
      ))}
    </section>
  );
}
