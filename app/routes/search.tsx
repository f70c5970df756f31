import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/page-header";
import {
  noResultsMessage,
  resultHref,
  SEARCH_HINT,
  SEARCH_PLACEHOLDER,
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
import { requestNumberLocale } from "~/utils/number-locale.server";
import { searchConverters } from "@unitwise/units";
import { answerTimeQuestion } from "~/time/time-question";
import { cn } from "~/utils/cn";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/search";

const MAX_QUERY_LENGTH = 100;

/** `?q=`: trimmed and cut to a sane length; anything odd (a repeated or missing q) is no query. */
const SearchQuerySchema = z
  .string()
  .transform((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
  .catch("");

// The search dialog's page twin: the same search, run on the server, for visitors without
// JavaScript (the header's Search link leads here) and for shared links.
export function loader({ request, context }: Route.LoaderArgs) {
  const query = SearchQuerySchema.parse(new URL(request.url).searchParams.get("q") ?? "");
  const catalogue = getCatalogue(context);
  const results: SearchResult[] = searchConverters(catalogue.searchIndex(), query).map(
    ({ slug, name, description, category }) => ({ slug, name, description, category }),
  );
  // A query with a number may be a calculation ("60 mph * 2 h to km"): its answer comes first.
  const answered = /\d/.test(query)
    ? answerCalculator(catalogue, query, requestNumberLocale(request))
    : null;
  const calculation = answered?.kind === "calculated" ? answered.view : null;
  // A time question ("3pm PST to CET", "90 days from today"): without the browser's zone, its
  // relative words are read in UTC, and the answer says so.
  const asked = query ? answerTimeQuestion(query, { now: Date.now(), zone: "UTC" }) : null;
  const time =
    asked && "answer" in asked
      ? { answer: asked.answer, href: asked.href, inUtc: asked.dependsOnNow }
      : null;
  return { query, results, calculation, time };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results, calculation, time } = loaderData;
  return (
    <>
      <PageHeader
        title="Search converters"
        subtitle="Find a converter by its name, a unit it converts or its category."
      >
        <Form method="get" role="search" className="mx-auto flex max-w-xl gap-2">
          <label htmlFor="search-query" className="sr-only">
            Search converters
          </label>
          <input
            // A new query (back and forward buttons) resets what the box shows.
            key={query}
            id="search-query"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={SEARCH_PLACEHOLDER}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button type="submit" className={buttonClass("primary", "md", "h-11")}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Search
          </button>
        </Form>
      </PageHeader>
      <Container className="max-w-3xl py-10">
        {time && (
          <section aria-labelledby="search-time" className="mb-8">
            <h2 id="search-time" className="text-lg font-semibold">
              Answered
            </h2>
            <p className="mt-2">
              <Link
                to={time.href}
                className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                {time.answer}
              </Link>
            </p>
            {time.inUtc && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                “Now” and “today” are read in UTC here; the search box uses your own time zone.
              </p>
            )}
          </section>
        )}
        {calculation && (
          <section aria-labelledby="search-calculation" className="mb-8">
            <h2 id="search-calculation" className="text-lg font-semibold">
              Calculated
            </h2>
            <CalculationResult view={calculation} />
            <p className="mt-2 text-sm">
              <Link
                to={calculatorHref(query)}
                className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                Open in the calculator
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
            ? SEARCH_HINT
            : results.length === 0
              ? noResultsMessage(query)
              : `${results.length} ${results.length === 1 ? "converter" : "converters"} found for "${query}"`}
        </p>
        {results.length > 0 && (
          <ul className="space-y-2">
            {results.map((result) => (
              <li key={result.slug}>
                <Link
                  to={resultHref(result.slug, query)}
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

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({
    title: data?.query ? `Search: ${data.query}` : "Search converters",
    description: "Search UnitWise's converters by name, unit or category.",
    path: "/search",
    origin: originFrom(matches),
    noindex: true,
  });
