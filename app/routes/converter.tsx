import { siteOfRequest } from "~/utils/seo";
import { requestUrl } from "~/utils/request-url";
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
import { languageOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import {
  converterPageMessages,
  converterNotFound,
  type NotFoundTexts,
} from "~/converter-page/page-words.server";

export const headers: Route.HeadersFunction = converterPageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = requestUrl(request);
  const locale = requestNumberLocale(request);
  const language = languageOfPath(url.pathname);
  const catalogue = getCatalogue(context);
  // A bare URL opens with the visitor's last units (decision 052); a URL naming units keeps them.
  const outcome = await loadConverterPage(
    getDatabase(context),
    catalogue,
    params.slug,
    await withRememberedUnits(request, context, params.slug, url.searchParams),
    locale,
    language,
  );
  if (outcome.kind === "not-found") throw data(await converterNotFound(language), { status: 404 });
  if (outcome.kind === "redirect") throw redirect(outcome.location, outcome.status ?? 302);
  const page = await converterPageData(
    context,
    outcome.page,
    locale,
    catalogue.version,
    url.origin,
  );
  return data(
    {
      ...page,
      meta: converterMeta(
        page,
        siteOfRequest(request),
        await translator(language, "converter-copy"),
      ),
      messages: await converterPageMessages(language),
    },
    { headers: converterPageLoaderHeaders(outcome.page) },
  );
}

// The head comes with the loader's data (converter-page/meta.server.ts); without it, a 404's.
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderData.meta;
  const missing = isRouteErrorResponse(error)
    ? (error.data as NotFoundTexts | undefined)
    : undefined;
  return notFoundMeta(
    missing?.title ?? "Converter Not Found",
    missing?.text ?? "The requested converter could not be found.",
  );
};

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
    // The words come with the 404 (the page's language): the loader's messages never arrived.
    const texts = error.data as NotFoundTexts;
    return (
      <Container className="flex flex-col items-center py-24 text-center" data-no-ads>
        <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{texts.text}</p>
        <Link to={texts.homeHref} className={buttonClass("primary", "md", "mt-8")}>
          {texts.home}
        </Link>
      </Container>
    );
  }
  throw error;
}
