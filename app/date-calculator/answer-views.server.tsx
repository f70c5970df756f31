import type { ReactNode } from "react";
import type { Translate } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
import { renderStaticMarkup } from "~/utils/static-markup.server";
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

/**
 * A note, its holiday names in another language than the page's (marked "<en>Spring bank
 * holiday</en>" by holiday-notes.server.ts) each in a span that says its language.
 */
function NoteText({ note }: { note: string }) {
  const languages = new Set([...note.matchAll(/<([a-z]{2,3})>/g)].map((match) => match[1]!));
  const spans = Object.fromEntries(
    [...languages].map((language) => [
      language,
      (text: string) => <span lang={language}>{text}</span>,
    ]),
  );
  return <>{rich(note, spans)}</>;
}

function Notes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
      {notes.map((note) => (
        <li key={note}>
          <NoteText note={note} />
        </li>
      ))}
    </ul>
  );
}

type T = Translate<"time">;

export function AddAnswerView({ answer, t }: { answer: AddAnswer; t: T }) {
  return (
    <div className={answerBox}>
      <p>
        {t(answer.operation === "minus" ? "dateAddAnswerMinus" : "dateAddAnswerPlus", {
          start: answer.start,
          amount: answer.amount,
        })}{" "}
        <strong className={bigAnswer}>{answer.reached}</strong>
      </p>
      <Facts
        rows={[
          [t("dateIsoDate"), <code key="iso">{answer.iso}</code>],
          [t("dateIsoWeek"), answer.isoWeek],
          [t("dateDayOfYear"), answer.dayOfYear],
          ...(answer.zone ? [[t("dateLabelZone"), answer.zone] as const] : []),
        ]}
      />
      <Notes notes={answer.notes} />
    </div>
  );
}

export function BetweenAnswerView({ answer, t }: { answer: BetweenAnswer; t: T }) {
  const notes = [
    ...(answer.backwards ? [t("dateBackwards")] : []),
    t("dateBusinessCounted", { rule: answer.businessDays }),
    ...(answer.zone ? [t("dateReadIn", { zone: answer.zone })] : []),
  ];
  return (
    <div className={answerBox}>
      <p>
        {t("dateBetweenAnswer", { start: answer.start, end: answer.end })}{" "}
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
        <caption className="sr-only">{t("dateBetweenCaption")}</caption>
        <thead>
          <tr className="border-b border-brand-200 dark:border-brand-800">
            <th scope="col" className="py-1 pr-4 font-medium">
              {t("dateUnitHeader")}
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              {t("dateWholeUnits")}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t("dateAndHeader")}
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

export function FactsAnswerView({ answer, t }: { answer: FactsAnswer; t: T }) {
  return (
    <div className={answerBox}>
      <p>
        {t("dateFactsAnswer", { date: answer.date })}{" "}
        <strong className={bigAnswer}>{answer.weekday}</strong>
      </p>
      <Facts
        rows={[
          [t("dateIsoWeek"), `${answer.isoWeek} (${answer.isoWeekDays})`],
          [t("dateDayOfYear"), answer.dayOfYear],
          [t("dateDaysLeft"), answer.daysLeft],
          [t("dateLeapYear"), answer.leapYear],
        ]}
      />
    </div>
  );
}

export function UnixAnswerView({ answer, t }: { answer: UnixAnswer; t: T }) {
  if (answer.kind === "toUnix") {
    return (
      <div className={answerBox}>
        <p>
          {t("dateToUnixAnswer", { local: answer.local, zone: answer.zone })}{" "}
          <strong className={bigAnswer}>{answer.seconds}</strong>
        </p>
        <Facts
          rows={[
            ["UTC", <code key="utc">{answer.utcIso}</code>],
            [t("dateMilliseconds"), <code key="ms">{answer.milliseconds}</code>],
          ]}
        />
        <Notes notes={answer.note ? [answer.note] : []} />
      </div>
    );
  }
  return (
    <div className={answerBox}>
      <p>
        {t(answer.milliseconds ? "dateUnixAnswerMilliseconds" : "dateUnixAnswer", {
          unix: answer.unix,
        })}{" "}
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
            ? [[t("dateSeconds"), <code key="s">{answer.seconds}</code>] as const]
            : []),
        ]}
      />
    </div>
  );
}

/** A section's answer, drawn by `View`, or its refusal, as HTML. */
export function answerMarkup<A>(
  mode: Mode,
  outcome: SectionOutcome<A>,
  View: (props: { answer: A; t: T }) => ReactNode,
  t: T,
): Promise<string> {
  return renderStaticMarkup(
    outcome.ok ? (
      <View answer={outcome.answer} t={t} />
    ) : (
      <Refusal id={refusalId(mode)} message={outcome.message} />
    ),
  );
}
