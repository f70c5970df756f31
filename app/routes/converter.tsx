import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import {
  ConversionInformation,
  PopularConversions,
  QuickReferenceTable,
} from "~/converter-page/converter-sections";
import { ConverterWidget } from "~/converter-page/converter-widget";
import { QueryBox } from "~/converter-page/query-box";
import { AdSlots, useAdSidebar } from "~/ads/ad-slots";
import { useConverterState } from "~/converter-page/use-converter-state";
import { useConversionReport } from "~/converter-page/use-conversion-report";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ServerHtml } from "~/components/server-html";
import { quickReferenceRows } from "~/units/quick-reference";
import { loadConverterPage } from "~/converter-page/page.server";
import { renderConverterPageHtml } from "~/converter-page/sections.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { deferredComponent } from "~/utils/deferred-component";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { ConverterPage } from "~/converter-page/page";
import type { Route } from "./+types/converter";

// Below the first screen and not needed for the first interaction: their code loads and
// hydrates after the rest of the page (decision 049); the server renders them in full.
const VisualRepresentation = deferredComponent(() =>
  import("~/converter-page/visual/visual-representation").then((m) => m.VisualRepresentation),
);
const RatesHistory = deferredComponent(() =>
  import("~/exchange-rates/rates-history").then((m) => m.RatesHistory),
);

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
  const outcome = await loadConverterPage(
    getDatabase(context),
    getCatalogue(context),
    params.slug,
    url.searchParams,
  );
  if (outcome.kind === "not-found") throw data("Converter not found", { status: 404 });
  if (outcome.kind === "redirect") throw redirect(outcome.location, outcome.status ?? 302);
  const { rates, articleUnavailable, guideUnavailable } = outcome.page;
  const page = pageData(outcome.page);
  if (rates?.unavailable || articleUnavailable || guideUnavailable) {
    return data(page, { headers: { "Cache-Control": NOT_KEPT } });
  }
  return page;
}

/**
 * What the browser gets: the sections that never change as HTML rendered here, in place of their
 * texts (decision 049); the guide's keywords stay for the page's meta tags.
 */
function pageData(page: ConverterPage) {
  // The texts are left out on purpose: `html` carries them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { education, article, guide, related, faq, ...rest } = page;
  return {
    ...rest,
    guide: guide && { keywords: guide.keywords },
    html: renderConverterPageHtml(page),
  };
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
  const from = table.units.find((unit) => unit.id === state.from);
  const to = table.units.find((unit) => unit.id === state.to);
  // Currency results always say which day's rates they use.
  const ratesNote = table.rates ? `Rates: ${table.rates.source}, ${table.rates.date}.` : undefined;

  return (
    <Container className="py-8" data-ad-sidebar={useAdSidebar()}>
      <div className="min-w-0 flex-1">
        <ServerHtml html={page.html.breadcrumb} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{converter.name}</h1>
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
        <ServerHtml html={page.html.sections} />
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
