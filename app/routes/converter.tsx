import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { ConverterPageView } from "~/converter-page/converter-page-view";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { loadConverterPage } from "~/converter-page/page.server";
import { converterPageData } from "~/converter-page/page-data.server";
import { withRememberedUnits } from "~/me/remembered-units.server";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { notFoundMeta } from "~/utils/not-found-meta";
import { converterMeta } from "~/converter-page/meta.server";
import { converterPageHeaders, converterPageLoaderHeaders } from "~/converter-page/page-headers";
import type { Route } from "./+types/converter";

export const headers: Route.HeadersFunction = converterPageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestNumberLocale(request);
  const catalogue = getCatalogue(context);
  // A bare URL opens with the visitor's last units (decision 052); a URL naming units keeps them.
  const outcome = await loadConverterPage(
    getDatabase(context),
    catalogue,
    params.slug,
    await withRememberedUnits(request, context, params.slug, url.searchParams),
    locale,
  );
  if (outcome.kind === "not-found") throw data("Converter not found", { status: 404 });
  if (outcome.kind === "redirect") throw redirect(outcome.location, outcome.status ?? 302);
  const page = converterPageData(context, outcome.page, locale, catalogue.version, url.origin);
  return data(
    { ...page, meta: converterMeta(page, url.origin) },
    { headers: converterPageLoaderHeaders(outcome.page) },
  );
}

// The head comes with the loader's data (converter-page/meta.server.ts); without it, a 404's.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ??
  notFoundMeta("Converter Not Found", "The requested converter could not be found.");

export default function ConverterRoute({ loaderData: page }: Route.ComponentProps) {
  const { converter } = page;
  // A new page (another converter, or a link with other values) starts from its own state.
  return (
    <ConverterPageView
      key={`${converter.slug}:${JSON.stringify(page.state)}:${page.cooking?.selected.id ?? ""}`}
      page={page}
    />
  );
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
