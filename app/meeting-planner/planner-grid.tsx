import type { Translate } from "~/i18n/localization";
import type { HourKind } from "./day-grid";
import type { PlannerColumn, PlannerDay } from "./planner-view";

/** Where the chosen meeting is described: a chosen hour's link scrolls there. */
export const CHOSEN_MEETING_ID = "chosen-meeting";

const KIND_CLASS: Record<HourKind, string> = {
  working: "bg-emerald-100 font-medium text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100",
  night: "bg-slate-300 text-slate-900 dark:bg-black dark:text-slate-300",
  off: "bg-white text-slate-700 dark:bg-slate-900 dark:text-slate-300",
};
const OVERLAP_CLASS = "bg-brand-200 font-semibold text-brand-950 dark:bg-brand-800 dark:text-white";
const SELECTED_CLASS = "outline-2 -outline-offset-2 outline-amber-600 dark:outline-amber-400";

/**
 * The grid's words, looked up once a page (a week of eight places is 1,344 cells): what a cell's
 * shading says, for those who do not see it, and the columns' marks.
 */
export interface GridWords {
  t: Translate<"time">;
  kinds: Record<HourKind, string>;
  overlap: string;
  best: string;
  chosen: string;
  place: string;
}

export function gridWords(t: Translate<"time">): GridWords {
  return {
    t,
    kinds: {
      working: t("plannerCellWorking"),
      night: t("plannerCellNight"),
      off: t("plannerCellOff"),
    },
    overlap: t("plannerMarkOverlap"),
    best: t("plannerMarkBest"),
    chosen: t("plannerMarkChosen"),
    place: t("plannerPlace"),
  };
}

/** The key to the shading, in words. */
export function GridLegend({
  start,
  end,
  words,
}: {
  start: number;
  end: number;
  words: GridWords;
}) {
  const { t } = words;
  const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
  const items = [
    {
      className: KIND_CLASS.working,
      text: t("plannerLegendWorking", { start: clock(start), end: clock(end) }),
    },
    { className: KIND_CLASS.night, text: t("plannerLegendNight") },
    { className: OVERLAP_CLASS, text: t("plannerLegendOverlap") },
    { className: `${KIND_CLASS.off} ${SELECTED_CLASS}`, text: t("plannerLegendChosen") },
  ];
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
      {items.map((item) => (
        <li key={item.text} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-block h-4 w-6 rounded border border-slate-300 dark:border-slate-600 ${item.className}`}
          />
          {item.text}
        </li>
      ))}
    </ul>
  );
}

function ColumnHeader({
  column,
  heading,
  words,
}: {
  column: PlannerColumn;
  heading: string;
  words: GridWords;
}) {
  return (
    <th
      scope="col"
      className={`px-1 py-2 text-center align-top font-medium ${column.overlap ? OVERLAP_CLASS : ""} ${column.selected ? SELECTED_CLASS : ""}`}
    >
      {/* Server HTML (planner-days.tsx): ServerHtml sends a click on it through the router. */}
      <a
        href={`${column.href}#${CHOSEN_MEETING_ID}`}
        // A name, not screen-reader-only text: a 1-pixel span would be where a pointer aims.
        aria-label={words.t("plannerChooseHour", { hour: column.label, day: heading })}
        aria-current={column.selected ? "true" : undefined}
        className={`underline underline-offset-2 ${
          // On the overlap's shading, the shading's own text colour keeps the link readable.
          column.overlap
            ? "text-brand-950 dark:text-white"
            : "text-brand-700 hover:text-brand-800 dark:text-brand-300"
        }`}
      >
        {column.label}
      </a>
      {column.overlap && <span className="block text-[0.7rem] uppercase">{words.overlap}</span>}
      {column.best && <span className="block text-[0.7rem] uppercase">{words.best}</span>}
      {column.selected && <span className="block text-[0.7rem] uppercase">{words.chosen}</span>}
    </th>
  );
}

/**
 * One day of home's hours as every place's clocks show them: a row per place, a column per
 * hour (each a link that chooses it), working hours, night and the overlap shaded and said.
 */
export function DayTable({
  day,
  home,
  words,
}: {
  day: PlannerDay;
  home: string;
  words: GridWords;
}) {
  const captionId = `planner-caption-${day.date}`;
  return (
    <div
      // Relative: the cells' screen-reader text stays inside the scrolled area.
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table className="w-max min-w-full border-collapse text-sm tabular-nums">
        <caption id={captionId} className="sr-only">
          {words.t("plannerCaption", { day: day.heading, place: home, hours: day.hours })}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left dark:bg-slate-800"
            >
              {words.place}
            </th>
            {day.columns.map((column) => (
              <ColumnHeader key={column.href} column={column} heading={day.heading} words={words} />
            ))}
          </tr>
        </thead>
        <tbody>
          {day.rows.map((row, rowIndex) => (
            <tr
              key={`${rowIndex} ${row.zone}`}
              className="border-t border-slate-200 dark:border-slate-800"
            >
              <th
                scope="row"
                className="sticky left-0 z-10 min-w-40 bg-white px-3 py-2 text-left align-top font-medium dark:bg-slate-900"
              >
                <span className="text-slate-900 dark:text-white">{row.label}</span>
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                  {row.zone}
                  <br />
                  {row.offset}
                </span>
              </th>
              {day.columns.map((column) => {
                const cell = column.cells[rowIndex]!;
                return (
                  <td
                    key={column.href}
                    className={`min-w-14 border-l border-slate-200 px-1 py-2 text-center align-top dark:border-slate-800 ${column.overlap ? OVERLAP_CLASS : KIND_CLASS[cell.kind]} ${column.selected ? SELECTED_CLASS : ""}`}
                  >
                    {cell.clock}
                    {cell.day && <span className="block text-[0.7rem]">{cell.day}</span>}
                    <span className="sr-only">, {words.kinds[cell.kind]}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
