import { siteOfRequest } from "~/utils/seo";
import { Suspense, useMemo } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { deferred } from "~/components/deferred";
import { ConverterPageView } from "~/converter-page/converter-page-view";
import type { UnknownPair } from "~/pair-page/page";
import { loadPairPage } from "~/pair-page/page.server";
import { converterPageData } from "~/converter-page/page-data.server";
import { renderPairHtml } from "~/pair-page/sections.server";
import { ServerHtml } from "~/components/server-html";
import { getDatabase } from "~/server-context";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { notFoundMeta } from "~/utils/not-found-meta";
import { pairMeta } from "~/pair-page/meta.server";
import { converterPageHeaders, converterPageLoaderHeaders } from "~/converter-page/page-headers";
import type { Route } from "./+types/converter-pair";
import { languageOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { converterPageMessages } from "~/converter-page/page-words.server";

export const headers: Route.HeadersFunction = converterPageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalogue = getCatalogue(context);
  const locale = requestNumberLocale(request);
  const language = languageOfPath(url.pathname);
  const outcome = await loadPairPage(
    getDatabase(context),
    catalogue,
    params.slug,
    params.pair,
    url.searchParams,
    locale,
    language,
  );
  if (outcome.kind === "not-found") throw data(outcome.unknown, { status: 404 });
  if (outcome.kind === "redirect") throw redirect(outcome.location, outcome.status ?? 302);
  const { pair, categoryName, converter } = outcome.page;
  const page = await converterPageData(
    context,
    outcome.page,
    locale,
    catalogue.version,
    url.origin,
    { ownTable: true },
  );
  return data(
    {
      ...page,
      pairHtml: await renderPairHtml(pair, categoryName, converter, language),
      meta: pairMeta(page, siteOfRequest(request), await translator(language, "converter-copy")),
      messages: await converterPageMessages(language),
    },
    { headers: converterPageLoaderHeaders(outcome.page) },
  );
}

// The head comes with the loader's data (pair-page/meta.server.ts); without it, a 404's.
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderData.meta;
  const unknown = isRouteErrorResponse(error) ? (error.data as UnknownPair | undefined) : undefined;
  return notFoundMeta(
    unknown?.converter ? (unknown.texts?.title ?? "Conversion Not Found") : "404 Page Not Found",
    "The requested conversion could not be found.",
  );
};

export default function ConverterPairRoute({ loaderData: page }: Route.ComponentProps) {
  // The same element while the data is (ConverterPageView is memoized; its header and sections
  // would be new elements at each of the router's renders).
  return useMemo(
    () => (
      // A new page (another pair, or a link with other values) starts from its own state.
      <ConverterPageView
        key={`${page.pair.path}:${JSON.stringify(page.state)}`}
        page={page}
        pathState={page.pair.pathState}
        tabulated={page.pair.pathState}
        header={<ServerHtml html={page.pairHtml.header} />}
      >
        <ServerHtml html={page.pairHtml.sections} />
      </ConverterPageView>
    ),
    [page],
  );
}

// The 404's code loads only where one is shown (decision 049), as the root's error page does.
const PairNotFound = deferred(() => import("~/pair-page/pair-not-found"));

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <PairNotFound />
    </Suspense>
  );
}
