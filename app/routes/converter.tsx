import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import {
  Breadcrumb,
  ConversionInformation,
  ConverterArticle,
  ConverterFaq,
  EducationSection,
  PopularConversions,
  QuickReferenceTable,
  RelatedConverters,
} from "~/converter-page/converter-sections";
import { ConverterWidget } from "~/converter-page/converter-widget";
import { QueryBox } from "~/converter-page/query-box";
import { GuideSection } from "~/converter-page/guide-section";
import { AdSlots, useAdSidebar } from "~/ads/ad-slots";
import { useConverterState } from "~/converter-page/use-converter-state";
import { useConversionReport } from "~/converter-page/use-conversion-report";
import { VisualRepresentation } from "~/converter-page/visual/visual-representation";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { quickReferenceRows } from "~/units/quick-reference";
import { loadConverterPage } from "~/converter-page/page.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { RatesHistory } from "~/exchange-rates/rates-history";
import { getDatabase } from "~/server-context";
import { FavouriteStar } from "~/me/favourite-star";
import { withRememberedUnits } from "~/me/remembered-units.server";
import { useRememberConversion } from "~/me/use-remember-conversion";
import type { loader as rootLoader } from "~/root";
import { jsonLd } from "~/utils/json-ld";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/converter";

/** What the loader says of a page built while the stored rates, article or guide could not be read. */
const NOT_KEPT = "no-store";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again (a change to
// the converter's article or guide forgets the kept copies). Not a page built while the stored
// rates, the article or the guide could not be read: it would outlive the outage.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.get("Cache-Control") === NOT_KEPT
    ? { "Cache-Control": NOT_KEPT }
    : sharedPageHeaders();

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A bare URL opens with the visitor's last units (decision 052); a URL naming units keeps them.
  const outcome = await loadConverterPage(
    getDatabase(context),
    getCatalogue(context),
    params.slug,
    await withRememberedUnits(request, context, params.slug, url.searchParams),
  );
  if (outcome.kind === "not-found") throw data("Converter not found", { status: 404 });
  if (outcome.kind === "redirect") throw redirect(outcome.location, outcome.status ?? 302);
  const { rates, articleUnavailable, guideUnavailable } = outcome.page;
  if (rates?.unavailable || articleUnavailable || guideUnavailable) {
    return data(outcome.page, { headers: { "Cache-Control": NOT_KEPT } });
  }
  return outcome.page;
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const origin = originFrom(matches);
  if (!page) {
    return pageMeta({
      title: "Converter Not Found",
      description: "The requested converter could not be found.",
      path: "/404",
      origin,
      noindex: true,
    });
  }
  const { converter } = page;
  return [
    ...pageMeta({
      title: `${converter.name}: ${page.table.units
        .slice(0, 3)
        .map((u) => u.plural)
        .join(", ")} and more`,
      description: converter.description,
      path: `/${converter.slug}`,
      origin,
    }),
    ...(page.guide && page.guide.keywords.length > 0
      ? [{ name: "keywords", content: page.guide.keywords.join(", ") }]
      : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          {
            "@type": "ListItem",
            position: 2,
            name: page.categoryName,
            item: `${origin}/#categories`,
          },
          {
            "@type": "ListItem",
            position: 3,
            name: converter.name,
            item: `${origin}/${converter.slug}`,
          },
        ],
      },
    },
  ];
};

export default function ConverterRoute({ loaderData: page }: Route.ComponentProps) {
  const { converter } = page;
  // A new page (another converter, or a link with other values) starts from its own state.
  return <ConverterPageView key={`${converter.slug}:${JSON.stringify(page.state)}`} page={page} />;
}

function ConverterPageView({ page }: { page: Route.ComponentProps["loaderData"] }) {
  const { converter, table } = page;
  const { state, conversion, baseValue, update, swap } = useConverterState(table, page.state);
  useConversionReport(converter.slug, page.state, state, conversion.status === "ok");
  const userId = useRouteLoaderData<typeof rootLoader>("root")?.user?.id ?? null;
  useRememberConversion(converter.slug, page.state, state, conversion.status === "ok", userId);
  const from = table.units.find((unit) => unit.id === state.from);
  const to = table.units.find((unit) => unit.id === state.to);
  // Currency results always say which day's rates they use.
  const ratesNote = table.rates ? `Rates: ${table.rates.source}, ${table.rates.date}.` : undefined;

  return (
    <Container className="py-8" data-ad-sidebar={useAdSidebar()}>
      <div className="min-w-0 flex-1">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(faqStructuredData(page.faq)) }}
        />
        <Breadcrumb categoryName={page.categoryName} name={converter.name} />
        <div className="mt-4 flex items-start justify-between gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{converter.name}</h1>
          <FavouriteStar converter={converter.slug} label={converter.name} userId={userId} />
        </div>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{converter.description}</p>
        <QueryBox slug={converter.slug} query={page.query} />
        <div className="mt-6">
          <ConverterWidget
            slug={converter.slug}
            table={table}
            state={state}
            conversion={conversion}
            onChange={update}
            onSwap={swap}
            actions={
              from &&
              to && (
                <FavouriteStar
                  converter={converter.slug}
                  from={from.id}
                  to={to.id}
                  label={`${from.plural} to ${to.plural}`}
                  userId={userId}
                />
              )
            }
          />
        </div>
        {from && to && (
          <VisualRepresentation
            className="mt-6"
            headingLevel={2}
            converterKey={table.key}
            fromValue={baseValue === null ? null : numberOrNull(state.value)}
            fromText={state.value}
            fromUnit={from}
            toValue={conversion.status === "ok" ? conversion.value : null}
            toText={conversion.status === "ok" ? conversion.result : ""}
            toUnit={to}
            baseValue={baseValue}
          />
        )}
        {page.rates && <RatesHistory panel={page.rates} table={table} from={from} to={to} />}
        <PopularConversions
          note={ratesNote}
          slug={converter.slug}
          items={page.popular}
          onPick={(value, fromId, toId) => update({ value, from: fromId, to: toId })}
        />
        <AdSlots placement="content" />
        <ConversionInformation from={from} to={to} />
        <EducationSection name={converter.name} education={page.education} />
        {page.article && <ConverterArticle article={page.article} />}
        {page.guide && <GuideSection guide={page.guide} />}
        <RelatedConverters items={page.related} />
        <ConverterFaq items={page.faq} />
        <QuickReferenceTable
          note={ratesNote}
          from={from}
          to={to}
          rows={quickReferenceRows(table, state.from, state.to)}
        />
      </div>
      <AdSlots placement="sidebar" />
    </Container>
  );
}

function numberOrNull(text: string): number | null {
  const value = Number(text.replaceAll(",", ""));
  return Number.isFinite(value) ? value : null;
}

function faqStructuredData(faq: Array<{ question: string; answer: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container className="flex flex-col items-center py-24 text-center" data-no-ads>
        <h1 className="text-3xl font-bold tracking-tight">Converter Not Found</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          The requested converter could not be found.
        </p>
        <Link to="/" className={buttonClass("primary", "md", "mt-8")}>
          Return to Home
        </Link>
      </Container>
    );
  }
  throw error;
}
