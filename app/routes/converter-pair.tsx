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
import { originFrom, pageMeta } from "~/utils/seo";
import { converterPageHeaders, converterPageLoaderHeaders } from "~/converter-page/page-headers";
import type { Route } from "./+types/converter-pair";

export const headers: Route.HeadersFunction = converterPageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalogue = getCatalogue(context);
  const outcome = await loadPairPage(
    getDatabase(context),
    catalogue,
    params.slug,
    params.pair,
    url.searchParams,
  );
  if (outcome.kind === "not-found") throw data(outcome.unknown, { status: 404 });
  if (outcome.kind === "redirect") throw redirect(outcome.location, outcome.status ?? 302);
  const { pair, categoryName, converter } = outcome.page;
  const page = {
    ...converterPageData(outcome.page, catalogue.version),
    pairHtml: renderPairHtml(pair, categoryName, converter),
  };
  return data(page, { headers: converterPageLoaderHeaders(outcome.page) });
}

export const meta: Route.MetaFunction = ({ data: page, matches, error }) => {
  const origin = originFrom(matches);
  if (!page) {
    const known = isRouteErrorResponse(error) && (error.data as UnknownPair)?.converter;
    return pageMeta({
      title: known ? "Conversion Not Found" : "404 Page Not Found",
      description: "The requested conversion could not be found.",
      path: "/404",
      origin,
      noindex: true,
    });
  }
  const { converter, pair } = page;
  const head = pageMeta({ ...pair.meta, path: pair.path, origin }).map((tag) =>
    "name" in tag && tag.name === "robots" ? { name: "robots", content: pair.meta.robots } : tag,
  );
  const crumbs = [
    { name: "Home", item: `${origin}/` },
    { name: page.categoryName, item: `${origin}/#categories` },
    { name: converter.name, item: `${origin}/${converter.slug}` },
    { name: pair.title, item: `${origin}${pair.path}` },
  ];
  return [
    ...head,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: crumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          ...crumb,
        })),
      },
    },
  ];
};

export default function ConverterPairRoute({ loaderData: page }: Route.ComponentProps) {
  const { pair } = page;
  return (
    // A new page (another pair, or a link with other values) starts from its own state.
    <ConverterPageView
      key={`${pair.path}:${JSON.stringify(page.state)}`}
      page={page}
      pathState={pair.pathState}
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
