import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { DailyChart } from "~/analytics/daily-chart";
import { EVENT_DESCRIPTIONS, EVENT_KINDS, type EventConfigs } from "~/analytics/events";
import { REPORT_RANGES, type AnalyticsReport } from "~/analytics/report";
import { Button } from "~/components/ui/button";
import { FormAlert, Select, TextField } from "~/components/ui/field";
import type { EventKind } from "~/utils/analytics";
import { formatInteger } from "~/utils/group-thousands";
import { Checkbox } from "./checkbox";

export interface TestOutcome {
  event: EventKind;
  ok: boolean;
  message: string;
  details: string[];
}

const muted = "text-sm text-slate-700 dark:text-slate-300";
const box = "rounded-xl border border-slate-200 p-4 dark:border-slate-700";

/**
 * The Analytics tab (docs/decisions/047-first-party-analytics.md): the site's own daily totals
 * for 7, 30 or 90 days (written to D1 once a minute, decision 083), and the Google Analytics
 * events the site sends. Every form works without JavaScript.
 */
export function AnalyticsTab({
  report,
  events,
  gaConfigured,
  error,
  test,
}: {
  report: AnalyticsReport;
  events: EventConfigs;
  gaConfigured: boolean;
  error?: string;
  test?: TestOutcome;
}) {
  const { totals } = report;
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="text-xl font-semibold">
        Analytics
      </h2>
      <p className={`mt-2 ${muted}`}>
        Counted by UnitWise itself, as daily totals with no cookies and nothing about a person. Days
        are UTC. Counts are written to the database once a minute, so the figures are exact up to
        the last minute or so: what was counted since may still be on its way.
      </p>
      {error ? <FormAlert title={error} className="mt-4" /> : null}

      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor="analytics-days" className="text-sm font-medium">
            Range
          </label>
          <Select id="analytics-days" name="days" defaultValue={String(report.days)}>
            {REPORT_RANGES.map((days) => (
              <option key={days} value={days}>
                Last {days} days
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
        <p className={muted}>
          {report.from} to {report.to}
        </p>
      </Form>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Total label="Page views" value={totals.pageViews} />
        <Total label="Conversions" value={totals.conversions} />
        <Total label="Searches" value={totals.searches} />
        <Total label="Searches with no result" value={totals.searchesWithoutResult} />
        <Total label="API requests" value={totals.apiRequests} />
      </dl>

      <section aria-labelledby="daily-heading" className={`mt-4 ${box}`}>
        <h3 id="daily-heading" className="font-semibold">
          Day by day
        </h3>
        <DailyChart daily={report.daily} />
      </section>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Ranking
          id="top-converters"
          title="Top converters"
          columns={["Converter", "Conversions"]}
          empty="No conversions counted in this range."
          rows={report.topConverters.map((c) => [
            c.slug ? (
              <Link to={`/${c.slug}`} className="underline hover:no-underline">
                {c.name}
              </Link>
            ) : (
              c.name
            ),
            c.count,
          ])}
        />
        <Ranking
          id="top-pages"
          title="Top pages"
          columns={["Page", "Views"]}
          empty="No page views counted in this range."
          rows={report.topPages.map((p) => [<code key={p.path}>{p.path}</code>, p.count])}
        />
        <Ranking
          id="missing-searches"
          title="Searches with no result"
          columns={["Query", "Searches"]}
          empty="Every search found a converter."
          note="What visitors looked for and did not find: candidates for new units and converters. Queries that looked like an email address, a web address or a long number are counted but not kept."
          rows={report.searchesWithoutResult.map((s) => [s.query, s.count])}
        />
        <Ranking
          id="embed-hosts"
          title="Embeds by site"
          columns={["Site", "Views"]}
          empty="No embedded converter was viewed in this range."
          note="Views of the embedded converters (/embed/…), by the host of the page that framed them."
          rows={report.embedHosts.map((e) => [e.host || "(no referrer sent)", e.count])}
        />
      </div>

      <EventSettings events={events} gaConfigured={gaConfigured} test={test} />
    </section>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className={box}>
      <dt className={muted}>{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatInteger(value)}</dd>
    </div>
  );
}

function Ranking({
  id,
  title,
  columns,
  rows,
  empty,
  note,
}: {
  id: string;
  title: string;
  columns: [string, string];
  rows: Array<[ReactNode, number]>;
  empty: string;
  note?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={box}>
      <h3 id={`${id}-heading`} className="font-semibold">
        {title}
      </h3>
      {note ? <p className={`mt-1 ${muted}`}>{note}</p> : null}
      {rows.length === 0 ? (
        <p className={`mt-2 ${muted}`}>{empty}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm" aria-labelledby={`${id}-heading`}>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-2">
                {columns[0]}
              </th>
              <th scope="col" className="py-1 text-right">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, count], i) => (
              <tr key={i} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-1 pr-2 break-all">{name}</td>
                <td className="py-1 text-right tabular-nums">{formatInteger(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function EventSettings({
  events,
  gaConfigured,
  test,
}: {
  events: EventConfigs;
  gaConfigured: boolean;
  test?: TestOutcome;
}) {
  return (
    <section aria-labelledby="ga-events-heading" className="mt-6">
      <h3 id="ga-events-heading" className="text-lg font-semibold">
        Google Analytics events
      </h3>
      <p className={`mt-1 ${muted}`}>
        Which events the site sends to Google Analytics, and as what. They are sent only to visitors
        who accepted analytics cookies
        {gaConfigured
          ? "."
          : ", and only once Google Analytics is configured (GA_MEASUREMENT_ID; GA_API_SECRET for test events)."}{" "}
        An empty label sends the event&apos;s subject.
      </p>
      <div className="mt-3 space-y-4">
        {EVENT_KINDS.map((kind) => {
          const event = events[kind];
          const outcome = test?.event === kind ? test : undefined;
          return (
            <section key={kind} aria-labelledby={`event-${kind}-heading`} className={box}>
              <h4 id={`event-${kind}-heading`} className="font-semibold">
                <code>{kind}</code>
              </h4>
              <p className={`mt-1 ${muted}`}>{EVENT_DESCRIPTIONS[kind]}</p>
              <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
                <input type="hidden" name="intent" value="save" />
                <input type="hidden" name="event" value={kind} />
                <Checkbox name="enabled" label="Send this event" checked={event.enabled} />
                <TextField
                  id={`${kind}-name`}
                  name="name"
                  label="Event name"
                  required
                  maxLength={40}
                  defaultValue={event.name}
                />
                <TextField
                  id={`${kind}-category`}
                  name="category"
                  label="Category"
                  required
                  maxLength={100}
                  defaultValue={event.category}
                />
                <TextField
                  id={`${kind}-action`}
                  name="eventAction"
                  label="Action"
                  required
                  maxLength={100}
                  defaultValue={event.action}
                />
                <TextField
                  id={`${kind}-label`}
                  name="label"
                  label="Label"
                  maxLength={100}
                  defaultValue={event.label}
                />
                <div className="sm:col-span-2">
                  <Button type="submit" aria-label={`Save ${kind}`}>
                    Save
                  </Button>
                </div>
              </Form>
              <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="test" />
                <input type="hidden" name="event" value={kind} />
                <Button type="submit" variant="outline" aria-label={`Send test event ${kind}`}>
                  Send test event
                </Button>
              </Form>
              {outcome ? (
                <div
                  role="status"
                  className={`mt-3 rounded-lg border p-3 text-sm ${
                    outcome.ok
                      ? "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
                      : "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
                  }`}
                >
                  <p className="font-medium">{outcome.message}</p>
                  {outcome.details.length > 0 ? (
                    <ul className="mt-1 list-disc pl-5">
                      {outcome.details.map((detail) => (
                        <li key={detail}>{detail}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
            </section>
          );
        })}
      </div>
    </section>
  );
}
