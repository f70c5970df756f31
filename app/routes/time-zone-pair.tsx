import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { cityPairMeta } from "~/time-zone-converter/meta.server";
import type { CityNow } from "~/time-zone-converter/pair-page.server";
import { readPairSlug, pairPath } from "~/time-zone-converter/popular-cities";
import { FaqList } from "~/components/faq-list";
import { timeZoneFaq } from "~/time-zone-converter/faq";
import { languageOfPath } from "~/i18n/languages";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { timeMessages, timeText } from "~/time/time-text.server";
import { siteOfRequest } from "~/utils/seo";
import { SITE_NAME } from "~/utils/site-name";
import type { Route } from "./+types/time-zone-pair";

const linkClass =
  "text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300";

// A popular city pair's page (/time-zone-converter/new-york-to-london): the time in both now,
// the difference, the next change and the day hour by hour, all on the server.
export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const words = await timeText(language);
  const pair = readPairSlug(params.pair);
  if (!pair) {
    // The 404's words come with it: the boundary has no loader data.
    const notFound: PairNotFound = {
      title: words.t("pairNotFoundTitle"),
      text: words.t("pairNotFoundText"),
      link: words.t("pairNotFoundLink"),
    };
    throw data(notFound, { status: 404 });
  }
  // The work (Temporal, the places) is imported at the first pair asked, not with the server
  // build (docs/decisions/089-time-code-on-demand.md).
  const { pairView } = await import("~/time-zone-converter/pair-page.server");
  const view = pairView(pair.from, pair.to, Date.now(), words);
  const path = pairPath(pair.from, pair.to);
  return {
    view,
    faq: timeZoneFaq(words.t),
    head: cityPairMeta(siteOfRequest(request), words.t, {
      path,
      from: view.from.name,
      to: view.to.name,
      difference: view.difference.replace(/[.。]$/, ""),
    }),
    messages: await timeMessages(language, ["pair", "common"]),
  };
}

interface PairNotFound {
  title: string;
  text: string;
  link: string;
}

const notFoundOf = (error: unknown): PairNotFound | undefined =>
  isRouteErrorResponse(error) && error.data && typeof error.data === "object"
    ? (error.data as PairNotFound)
    : undefined;

// The head comes with the loader's data; a 404's is written here, not with notFoundMeta, which
// the converter pages share in a chunk of their own (a third importer would split it off).
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData?.head ?? [
    { title: `${notFoundOf(error)?.title ?? "City Pair Not Found"} | ${SITE_NAME}` },
    { name: "robots", content: "noindex, nofollow" },
  ];

function Clock({ city }: { city: CityNow }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{city.name}</h2>
      <p className="mt-1">
        <time dateTime={city.local} className="text-3xl font-bold tabular-nums">
          {city.clock}
        </time>{" "}
        <span className="text-slate-600 dark:text-slate-400">{city.twelveHour}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{city.date}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {city.abbreviation}, {city.offset} · {city.zone}
      </p>
    </div>
  );
}

export default function TimeZonePairPage({ loaderData }: Route.ComponentProps) {
  const { view, faq } = loaderData;
  const { from, to } = view;
  const t = useT("time");
  const localized = useLocalizedPath();
  const cities = { from: from.name, to: to.name };
  return (
    <>
      <PageHeader title={t("pairTitle", cities)} subtitle={view.difference} />
      <Container className="max-w-4xl space-y-10 py-10">
        <section aria-label={t("pairTimeNow")} className="space-y-3">
          <div className="grid gap-4 sm:grid-cols-2">
            <Clock city={from} />
            <Clock city={to} />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("commonMadeAt", { time: view.madeAt })}{" "}
            {t("commonZoneRules", { version: view.tzdata })}
          </p>
          <p>
            <Link to={localized(view.converterHref)} className={buttonClass("primary", "md")}>
              {t("pairConvertAnother", cities)}
            </Link>
          </p>
        </section>
        <section aria-labelledby="pair-changes">
          <h2 id="pair-changes" className="text-xl font-semibold">
            {t("pairChangesTitle")}
          </h2>
          {view.changes.length === 0 ? (
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("pairNoChanges", cities)}</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              {view.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="pair-hours">
          <h2 id="pair-hours" className="text-xl font-semibold">
            {t("pairHoursTitle", cities)}
          </h2>
          <div
            className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
            tabIndex={0}
            role="region"
            aria-labelledby="pair-hours-caption"
          >
            <table className="w-full text-sm">
              <caption
                id="pair-hours-caption"
                className="px-3 py-2 text-left text-slate-600 dark:text-slate-400"
              >
                {t("pairDayIn", { day: view.day, city: from.name })}
              </caption>
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {from.name}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {to.name}
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {view.hours.map((hour) => (
                  <tr key={hour.from} className="border-t border-slate-200 dark:border-slate-800">
                    <th scope="row" className="px-3 py-1.5 text-left font-medium">
                      {hour.from}
                    </th>
                    <td className="px-3 py-1.5">
                      {hour.to}
                      {hour.dayShift && (
                        <span className="text-slate-600 dark:text-slate-400">
                          {" "}
                          ({hour.dayShift})
                        </span>
                      )}
                      {hour.note && (
                        <span className="block text-xs text-amber-800 dark:text-amber-200">
                          {hour.note}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="pair-others">
          <h2 id="pair-others" className="text-xl font-semibold">
            {t("pairMoreFrom", { city: from.name })}
          </h2>
          <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <li>
              <Link to={localized(view.reverse.href)} className={linkClass}>
                {view.reverse.label}
              </Link>
            </li>
            {view.others.map((pair) => (
              <li key={pair.href}>
                <Link to={localized(pair.href)} className={linkClass}>
                  {pair.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <FaqList id="time-zone-faq" items={faq} />
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const localized = useLocalizedPath();
  const words = notFoundOf(error);
  if (!isRouteErrorResponse(error) || error.status !== 404 || !words) throw error;
  return (
    <Container className="flex flex-col items-center py-24 text-center" data-no-ads>
      <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{words.text}</p>
      <Link to={localized("/time-zone-converter")} className={buttonClass("primary", "md", "mt-8")}>
        {words.link}
      </Link>
    </Container>
  );
}
