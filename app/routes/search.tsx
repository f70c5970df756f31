import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/page-header";
import {
  resultHref,
  SearchResultBody,
  searchResultClass,
  type SearchResult,
} from "~/search/search-results";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { CalculationResult } from "~/calculator/calculation-result";
import { calculatorHref } from "~/calculator/calculation-view";
import { answerCalculator } from "~/calculator/calculator-page.server";
import { calculatorWords } from "~/calculator/calculator-words.server";
import { questionsIn } from "~/i18n/query-language.server";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { searchConverters } from "@unitwise/units";
import { mayBeTimeQuestion } from "~/time/question/time-hint";
import { timeText } from "~/time/time-text.server";
import { cn } from "~/utils/cn";
import { pageMeta, siteOf } from "~/utils/seo";
import { languageOfPath } from "~/i18n/languages";
import { messagesFor } from "~/i18n/messages.server";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { translate, useLocalizedPath, useT } from "~/i18n/localization";
import { searchIndexIn } from "~/search/search-index.server";
import type { Route } from "./+types/search";
import { onFirstUse } from "~/utils/on-first-use";

const MAX_QUERY_LENGTH = 100;

/**
 * `?q=`: trimmed and cut to a sane length; anything odd (a repeated or missing q) is no query.
 * Built at the first search, not when the isolate loads (docs/decisions/085-cold-start.md).
 */
const searchQuerySchema = onFirstUse(() =>
  z
    .string()
    .transform((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
    .catch(""),
);

// The search dialog's page twin: the same search, run on the server, for visitors without
// JavaScript (the header's Search link leads here) and for shared links.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = searchQuerySchema().parse(url.searchParams.get("q") ?? "");
  const catalogue = getCatalogue(context);
  // The page's language (decision 080): its words, and the catalogue named and searched in it.
  const language = languageOfPath(url.pathname);
  const [messages, names, index] = await Promise.all([
    messagesFor(language, ["search"]),
    catalogueTranslation(language),
    searchIndexIn(catalogue, language),
  ]);
  const results: SearchResult[] = searchConverters(index, query).map(
    ({ slug, name, description, category }) => ({ slug, name, description, category }),
  );
  // A query with a number may be a calculation ("60 mph * 2 h to km"): its answer comes first.
  const answered = /\d/.test(query)
    ? answerCalculator(catalogue, query, {
        locale: requestNumberLocale(request),
        questions: await questionsIn(catalogue, language),
        names,
        words: await calculatorWords(language, catalogue),
      })
    : null;
  const calculation = answered?.kind === "calculated" ? answered.view : null;
  // A time question ("3pm PST to CET", "90 days from today"): without the browser's zone, its
  // relative words are read in UTC, and the answer says so, in the page's language. The readers
  // (Temporal, the places) are imported at the first query that may be one, not with the server
  // build (docs/decisions/089-time-code-on-demand.md).
  const asked = mayBeTimeQuestion(query)
    ? (await import("~/time/time-question")).answerTimeQuestion(query, {
        now: Date.now(),
        zone: "UTC",
        words: await timeText(language),
      })
    : null;
  const time =
    asked && "answer" in asked
      ? { answer: asked.answer, href: asked.href, inUtc: asked.dependsOnNow }
      : null;
  return { query, results, calculation, time, messages };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results, calculation, time } = loaderData;
  const t = useT("search");
  const to = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("searchTitle")} subtitle={t("searchSubtitle")}>
        <Form method="get" role="search" className="mx-auto flex max-w-xl gap-2">
          <label htmlFor="search-query" className="sr-only">
            {t("searchTitle")}
          </label>
          <input
            // A new query (back and forward buttons) resets what the box shows.
            key={query}
            id="search-query"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t("searchPlaceholder")}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button type="submit" className={buttonClass("primary", "md", "h-11")}>
            <Search aria-hidden="true" className="h-4 w-4" />
            {t("searchButton")}
          </button>
        </Form>
      </PageHeader>
      <Container className="max-w-3xl py-10">
        {time && (
          <section aria-labelledby="search-time" className="mb-8">
            <h2 id="search-time" className="text-lg font-semibold">
              {t("searchAnswered")}
            </h2>
            <p className="mt-2">
              <Link
                to={to(time.href)}
                className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                {time.answer}
              </Link>
            </p>
            {time.inUtc && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("searchInUtc")}</p>
            )}
          </section>
        )}
        {calculation && (
          <section aria-labelledby="search-calculation" className="mb-8">
            <h2 id="search-calculation" className="text-lg font-semibold">
              {t("searchCalculated")}
            </h2>
            <CalculationResult view={calculation} />
            <p className="mt-2 text-sm">
              <Link
                to={to(calculatorHref(query))}
                className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                {t("searchOpenCalculator")}
              </Link>
            </p>
          </section>
        )}
        <p
          role="status"
          className={cn(
            "text-slate-600 dark:text-slate-300",
            results.length > 0 ? "mb-4 text-sm" : "text-center",
          )}
        >
          {query === ""
            ? t("searchHint")
            : results.length === 0
              ? t("searchNoResults", { query })
              : t("searchFound", { count: results.length, query })}
        </p>
        {results.length > 0 && (
          <ul className="space-y-2">
            {results.map((result) => (
              <li key={result.slug}>
                <Link
                  to={to(resultHref(result.slug, query))}
                  className={cn(
                    searchResultClass,
                    "border border-slate-200 bg-white px-4 py-3 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50",
                    "dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-brand-950",
                  )}
                >
                  <SearchResultBody result={result} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}

// The head's words come with the loader's messages, in the page's language.
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteOf(matches);
  const t = translate(data?.messages ?? {}, "search", site.language);
  return pageMeta({
    title: data?.query ? t("searchMetaTitleQuery", { query: data.query }) : t("searchMetaTitle"),
    description: t("searchMetaDescription"),
    path: "/search",
    ...site,
    noindex: true,
  });
};
