import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { ConverterForm } from "~/time-zone-converter/converter-form";
import { timeZoneConverterMeta } from "~/time-zone-converter/meta.server";
import { timeZoneConverterView } from "~/time-zone-converter/page.server";
import { pairPath, POPULAR_CITIES } from "~/time-zone-converter/popular-cities";
import { FaqList } from "~/components/faq-list";
import { TIME_ZONE_FAQ } from "~/time-zone-converter/faq";
import { useBrowserZone } from "~/time-zone-converter/use-browser-zone";
import { ZoneTable } from "~/time-zone-converter/zone-table";
import type { Route } from "./+types/time-zone-converter";

// The time-zone converter (issue 29): a local time in one place, in any number of others,
// worked out on the server from the URL (app/time/, docs/decisions/074-time-zones.md).
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = timeZoneConverterView(url, Date.now());
  const [london, newYork] = [POPULAR_CITIES[6]!, POPULAR_CITIES[0]!];
  return {
    view,
    suggestions: POPULAR_CITIES.map((city) => city.name),
    pairs: POPULAR_CITIES.filter((city) => city !== london)
      .slice(0, 8)
      .map((city) => ({ label: `${city.name} to ${london.name}`, href: pairPath(city, london) }))
      .concat({ label: `${london.name} to ${newYork.name}`, href: pairPath(london, newYork) }),
    head: timeZoneConverterMeta(url.origin),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function TimeZoneConverterPage({ loaderData }: Route.ComponentProps) {
  const { view, suggestions, pairs } = loaderData;
  useBrowserZone(view.fromNamed);
  const { result } = view;
  return (
    <>
      <PageHeader
        title="Time Zone Converter"
        subtitle="A date and time in one place, in any number of others: with offsets, abbreviations and daylight saving, right through the changes."
      />
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
              ? `${view.madeAt ? "Now" : "At that time"} in ${result.source.label}: ${result.source.clock}`
              : "Answer"}
          </h2>
          {/* One line, there before and after the browser names its zone: nothing moves. */}
          <p className="min-h-6 text-sm text-slate-600 dark:text-slate-400">
            {view.fromNamed
              ? view.madeAt
                ? `The time this page was made (${view.madeAt}). `
                : ""
              : "Shown from UTC until your browser says its time zone. "}
            Zone rules: tz database {view.tzdata} or later.
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
                      {result.source.status === "gap"
                        ? "A time that does not exist. "
                        : "A time that happens twice. "}
                    </strong>
                    {result.source.note.replace(/ ask with overlap=\w+ for the other\.$/, "")}
                  </p>
                  {result.source.otherReading && (
                    <p className="mt-1">
                      <Link
                        to={result.source.otherReading.href}
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
            Popular city pairs
          </h2>
          <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {pairs.map((pair) => (
              <li key={pair.href}>
                <Link
                  to={pair.href}
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
                >
                  {pair.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <FaqList id="time-zone-faq" items={TIME_ZONE_FAQ} />
      </Container>
    </>
  );
}
