import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { NotFound } from "~/components/not-found";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ConverterPageView } from "~/converter-page/converter-page-view";
import type { UnknownPair } from "~/pair-page/page";
import { loadPairPage } from "~/pair-page/page.server";
import { converterPageData } from "~/converter-page/page-data.server";
import { PairLinks } from "~/pair-page/pair-sections";
import { renderPairHtml } from "~/pair-page/sections.server";
import { ServerHtml } from "~/components/server-html";
import { getDatabase } from "~/server-context";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { notFoundMeta } from "~/utils/not-found-meta";
import { pairMeta } from "~/pair-page/meta.server";
import { converterPageHeaders, converterPageLoaderHeaders } from "~/converter-page/page-headers";
import type { Route } from "./+types/converter-pair";

export const headers: Route.HeadersFunction = converterPageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalogue = getCatalogue(context);
  const locale = requestNumberLocale(request);
  const outcome = await loadPairPage(
    getDatabase(context),
    catalogue,
    params.slug,
    params.pair,
    url.searchParams,
    locale,
  );
  if (outcome.kind === "not-found") throw data(outcome.unknown, { status: 404 });
  if (outcome.kind === "redirect") throw redirect(outcome.location, outcome.status ?? 302);
  const { pair, categoryName, converter } = outcome.page;
  const page = converterPageData(context, outcome.page, locale, catalogue.version, url.origin);
  return data(
    {
      ...page,
      pairHtml: renderPairHtml(pair, categoryName, converter),
      meta: pairMeta(page, url.origin),
    },
    { headers: converterPageLoaderHeaders(outcome.page) },
  );
}

// The head comes with the loader's data (pair-page/meta.server.ts); without it, a 404's.
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderData.meta;
  const known = isRouteErrorResponse(error) && (error.data as UnknownPair)?.converter;
  return notFoundMeta(
    known ? "Conversion Not Found" : "404 Page Not Found",
    "The requested conversion could not be found.",
  );
};

export default function ConverterPairRoute({ loaderData: page }: Route.ComponentProps) {
  const { pair } = page;
  return (
    // A new page (another pair, or a link with other values) starts from its own state.
    <ConverterPageView
      key={`${pair.path}:${JSON.stringify(page.state)}`}
      page={page}
      pathState={pair.pathState}
      tabulated={pair.pathState}
      header={<ServerHtml html={page.pairHtml.header} />}
    >
      <ServerHtml html={page.pairHtml.sections} />
    </ConverterPageView>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const unknown = error.data as UnknownPair | undefined;
    if (!unknown?.converter) return <NotFound />;
    return (
      <Container className="flex flex-col items-center py-24 text-center" data-no-ads>
        <h1 className="text-3xl font-bold tracking-tight">Conversion Not Found</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          The {unknown.converter.name} has no such pair of units.
        </p>
        <Link to={unknown.converter.href} className={buttonClass("primary", "md", "mt-8")}>
          Open the {unknown.converter.name}
        </Link>
        <div className="text-left">
          <PairLinks id="pair-suggestions" heading="Popular conversions" links={unknown.pairs} />
        </div>
      </Container>
    );
  }
  throw error;
}
