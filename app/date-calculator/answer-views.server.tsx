import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AddAnswer } from "./add-section.server";
import type { BetweenAnswer } from "./between-section.server";
import type { FactsAnswer } from "./facts-section.server";
import type { UnixAnswer } from "./unix-section.server";
import { refusalId, type Mode } from "./calculator-view";
import type { SectionOutcome } from "./section-outcome";

/**
 * The sections' answers and refusals, rendered to HTML on the server: their code never reaches
 * the browser, which shows the markup (decision 049).
 */

const answerBox =
  "space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800 dark:border-brand-800 dark:bg-brand-950 dark:text-slate-100";
/** The answer itself, on a line of its own, ending the sentence that leads to it. */
const bigAnswer = "mt-1 block text-2xl font-semibold text-slate-900 dark:text-white";

function Refusal({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** Label and value pairs, in two columns. */
function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

export function AddAnswerView({ answer }: { answer: AddAnswer }) {
  return (
    <div className={answerBox}>
      <p>
        {answer.start} {answer.operation} {answer.amount} is{" "}
        <strong className={bigAnswer}>{answer.reached}</strong>
      </p>
      <Facts
        rows={[
          ["ISO date", <code key="iso">{answer.iso}</code>],
          ["ISO week", answer.isoWeek],
          ["Day of the year", answer.dayOfYear],
          ...(answer.zone ? [["Time zone", answer.zone] as const] : []),
        ]}
      />
      <Notes notes={answer.notes} />
    </div>
  );
}

export function BetweenAnswerView({ answer }: { answer: BetweenAnswer }) {
  const notes = [
    ...(answer.backwards ? ["The end is before the start, so every count is negative."] : []),
    `${answer.businessDays} They are counted from the start up to the day before the end.`,
    ...(answer.zone
      ? [
          `Read in ${answer.zone}: hours, minutes and seconds are the time that passed there, daylight-saving changes included.`,
        ]
      : []),
  ];
  return (
    <div className={answerBox}>
      <p>
        From {answer.start} to {answer.end}:{" "}
        <strong className={bigAnswer}>
          {answer.total}
          {answer.calendar && (
            <span className="text-base font-normal text-slate-700 dark:text-slate-300">
              {" "}
              ({answer.calendar})
            </span>
          )}
        </strong>
      </p>
      <table className="w-full text-left">
        <caption className="sr-only">The time between the two dates in every unit</caption>
        <thead>
          <tr className="border-b border-brand-200 dark:border-brand-800">
            <th scope="col" className="py-1 pr-4 font-medium">
              Unit
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              Whole units
            </th>
            <th scope="col" className="py-1 font-medium">
              And
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((row) => (
            <tr
              key={row.unit}
              className="border-b border-brand-100 last:border-0 dark:border-brand-900"
            >
              <th scope="row" className="py-1 pr-4 font-medium">
                {row.unit}
              </th>
              <td className="py-1 pr-4 text-right tabular-nums">{row.count}</td>
              <td className="py-1 text-slate-700 dark:text-slate-300">{row.remainder}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Notes notes={notes} />
    </div>
  );
}

export function FactsAnswerView({ answer }: { answer: FactsAnswer }) {
  return (
    <div className={answerBox}>
      <p>
        {answer.date} is a <strong className={bigAnswer}>{answer.weekday}</strong>
      </p>
      <Facts
        rows={[
          ["ISO week", `${answer.isoWeek} (${answer.isoWeekDays})`],
          ["Day of the year", answer.dayOfYear],
          ["Days left in the year", answer.daysLeft],
          ["Leap year", answer.leapYear],
        ]}
      />
    </div>
  );
}

export function UnixAnswerView({ answer }: { answer: UnixAnswer }) {
  if (answer.kind === "toUnix") {
    return (
      <div className={answerBox}>
        <p>
          {answer.local} in {answer.zone} is Unix time{" "}
          <strong className={bigAnswer}>{answer.seconds}</strong>
        </p>
        <Facts
          rows={[
            ["UTC", <code key="utc">{answer.utcIso}</code>],
            ["Milliseconds", <code key="ms">{answer.milliseconds}</code>],
          ]}
        />
        <Notes notes={answer.note ? [answer.note] : []} />
      </div>
    );
  }
  return (
    <div className={answerBox}>
      <p>
        Unix time {answer.unix}
        {answer.milliseconds ? " (read as milliseconds)" : ""} is{" "}
        <strong className={bigAnswer}>{answer.utc} UTC</strong>
      </p>
      <Facts
        rows={[
          ["UTC", <code key="utc">{answer.utcIso}</code>],
          ...(answer.local
            ? [
                [
                  answer.local.zone,
                  <>
                    {answer.local.text} ({answer.local.offset}) · <code>{answer.local.iso}</code>
                  </>,
                ] as const,
              ]
            : []),
          ...(answer.milliseconds
            ? [["Seconds", <code key="s">{answer.seconds}</code>] as const]
            : []),
        ]}
      />
    </div>
  );
}

/** A section's answer, drawn by `View`, or its refusal, as HTML. */
export function answerMarkup<T>(
  mode: Mode,
  outcome: SectionOutcome<T>,
  View: (props: { answer: T }) => ReactNode,
): string {
  return renderToStaticMarkup(
    outcome.ok ? (
      <View answer={outcome.answer} />
    ) : (
      <Refusal id={refusalId(mode)} message={outcome.message} />
    ),
  );
}
