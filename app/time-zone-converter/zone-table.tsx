import { useT } from "~/i18n/localization";
import type { SourceRow, ZoneRow } from "./converter-view";

const cell = "px-3 py-2.5 align-top";

function PlaceCell({ row }: { row: ZoneRow }) {
  return (
    <th scope="row" className={`${cell} text-left font-medium`}>
      <span className="text-slate-900 dark:text-white">{row.label}</span>
      <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
        {row.zone}
      </span>
    </th>
  );
}

function TimeCell({ row }: { row: ZoneRow }) {
  return (
    <td className={cell}>
      <time dateTime={row.local} className="text-lg font-semibold tabular-nums">
        {row.clock}
      </time>{" "}
      <span className="text-sm text-slate-600 dark:text-slate-400">{row.twelveHour}</span>
      <span className="block text-sm text-slate-700 dark:text-slate-300">
        {row.date}
        {row.dayShift && <strong className="font-medium"> ({row.dayShift})</strong>}
      </span>
    </td>
  );
}

function Row({
  row,
  difference,
  daylight,
}: {
  row: ZoneRow;
  difference: string;
  daylight: string;
}) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <PlaceCell row={row} />
      <TimeCell row={row} />
      <td className={`${cell} tabular-nums`}>
        {row.offset}
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {row.abbreviation}
          {row.dst ? `, ${daylight}` : ""}
        </span>
      </td>
      <td className={cell}>{difference}</td>
    </tr>
  );
}

/** The time asked and the same moment in every other place: one table, the asked first. */
export function ZoneTable({ source, targets }: { source: SourceRow; targets: ZoneRow[] }) {
  const t = useT("time");
  const daylight = t("tzDaylightSaving");
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      tabIndex={0}
      role="region"
      aria-labelledby="time-zone-table-caption"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption id="time-zone-table-caption" className="sr-only">
          {t("tzTableCaption", { place: source.label })}
        </caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>
              {t("tzPlace")}
            </th>
            <th scope="col" className={cell}>
              {t("tzDateTime")}
            </th>
            <th scope="col" className={cell}>
              {t("tzOffset")}
            </th>
            <th scope="col" className={cell}>
              {t("tzDifference")}
            </th>
          </tr>
        </thead>
        <tbody>
          <Row row={source} difference={t("tzTimeAsked")} daylight={daylight} />
          {targets.map((row, index) => (
            <Row
              key={`${index} ${row.label}`}
              row={row}
              difference={row.difference}
              daylight={daylight}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
