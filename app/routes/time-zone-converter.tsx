import { Link } from "react-router";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { languageOfPath } from "~/i18n/languages";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { ConverterForm } from "~/time-zone-converter/converter-form";
import { timeZoneConverterMeta } from "~/time-zone-converter/meta.server";
import { pairPath, POPULAR_CITIES, type PopularCity } from "~/time-zone-converter/popular-cities";
import { FaqList } from "~/components/faq-list";
import { timeZoneFaq } from "~/time-zone-converter/faq";
import { timeMessages, timeText } from "~/time/time-text.server";
import { siteOfRequest } from "~/utils/seo";
import { useBrowserZone } from "~/time-zone-converter/use-browser-zone";
import { ZoneTable } from "~/time-zone-converter/zone-table";
import type { Route } from "./+types/time-zone-converter";

// The time-zone converter (issue 29): a local time in one place, in any number of others,
// worked out on the server from the URL (app/time/, docs/decisions/074-time-zones.md). The work
// and the places' names (Temporal, the place list) are imported at the page's first request, not
// with the server build (docs/decisions/089-time-code-on-demand.md).
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const [words, { timeZoneConverterView }, { placeName }] = await Promise.all([
    timeText(language),
    import("~/time-zone-converter/page.server"),
    import("~/time/place-names"),
  ]);
  const view = timeZoneConverterView(url, Date.now(), words);
  const [london, newYork] = [POPULAR_CITIES[6]!, POPULAR_CITIES[0]!];
  // The cities in the page's language; the paths keep their English slugs.
  const name = (city: PopularCity) => placeName(city, language);
  const pair = (from: PopularCity, to: PopularCity) => ({
    label: words.t("citiesLabel", { from: name(from), to: name(to) }),
    href: pairPath(from, to),
  });
  return {
    view,
    suggestions: POPULAR_CITIES.map(name),
    pairs: POPULAR_CITIES.filter((city) => city !== london)
      .slice(0, 8)
      .map((city) => pair(city, london))
      .concat(pair(london, newYork)),
    faq: timeZoneFaq(words.t),
    head: timeZoneConverterMeta(siteOfRequest(request), words.t),
    messages: await timeMessages(language, ["tz", "common"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function TimeZoneConverterPage({ loaderData }: Route.ComponentProps) {
  const { view, suggestions, pairs, faq } = loaderData;
  const t = useT("time");
  const to = useLocalizedPath();
  useBrowserZone(view.fromNamed);
  const { result } = view;
  const made = view.fromNamed
    ? view.madeAt
      ? t("commonMadeAt", { time: view.madeAt })
      : ""
    : t("tzFromUtc");
  return (
    <>
      <PageHeader title={t("tzTitle")} subtitle={t("tzSubtitle")} />
      <Container className="max-w-4xl space-y-8 py-10">
        <ConverterForm
          key={JSON.stringify(view.fields)}
          fields={view.fields}
          atValue={view.atValue}
          suggestions={suggestions}
        />
        <section aria-labelledby="time-zone-answer" className="space-y-3">
          <h2 id="time-zone-answer" className="text-xl font-semibold">
            {result.ok
              ? t(view.madeAt ? "tzAnswerNow" : "tzAnswerAt", {
                  place: result.source.label,
                  clock: result.source.clock,
                })
              : t("tzAnswer")}
          </h2>
          {/* One line, there before and after the browser names its zone: nothing moves. */}
          <p className="min-h-6 text-sm text-slate-600 dark:text-slate-400">
            {made && `${made} `}
            {t("commonZoneRules", { version: view.tzdata })}
          </p>
          {!result.ok ? (
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              {result.error}
            </p>
          ) : (
            <>
              {result.source.note && (
                <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                  <p>
                    <strong>
                      {t(result.source.status === "gap" ? "tzGapTitle" : "tzOverlapTitle")}{" "}
                    </strong>
                    {result.source.note}
                  </p>
                  {result.source.otherReading && (
                    <p className="mt-1">
                      <Link
                        to={to(result.source.otherReading.href)}
                        className="font-medium underline underline-offset-2"
                      >
                        {result.source.otherReading.label}
                      </Link>
                    </p>
                  )}
                </div>
              )}
              <ZoneTable source={result.source} targets={result.targets} />
            </>
          )}
        </section>
        <section aria-labelledby="time-zone-pairs">
          <h2 id="time-zone-pairs" className="text-xl font-semibold">
            {t("tzPairsTitle")}
          </h2>
          <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {pairs.map((pair) => (
              <li key={pair.href}>
                <Link
                  to={to(pair.href)}
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
                >
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
