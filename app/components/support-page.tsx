import type { LucideIcon } from "lucide-react";
import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import {
  NoResults,
  ResultsStatus,
  SearchForm,
  SearchResultsHeading,
  SupportCard,
  type LiveSearch,
} from "~/components/content-search";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";

/**
 * The frame of the FAQ and the help center: a title band with the search, then either the
 * popular entries and the browsable list, the search results, or "nothing found" with the list
 * again, and a closing card that sends visitors to the contact form and the other page. The
 * page brings its entries and words; `useLiveSearch` stays in the page, which filters by it.
 */

interface Section {
  /** the heading's id, which names the section */
  id: string;
  title: string;
  content: ReactNode;
}

export function SupportPage({
  title,
  subtitle,
  search,
  path,
  searchLabel,
  searchPlaceholder,
  words,
  localize,
  resultCount,
  results,
  popular,
  browse,
  noResultsHint,
  support,
}: {
  title: string;
  subtitle: string;
  search: LiveSearch;
  /** the page's own path: where its search forms go without JavaScript */
  path: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** the page's words for the search and the closing card */
  words: {
    /** the live region's text */
    status: string;
    searchButton: string;
    resultsHeading: string;
    /** around `{query}` */
    showingResults: string;
    noResultsTitle: string;
    /** around `{query}` */
    noResultsText: string;
    clearSearch: string;
    contactSupport: string;
  };
  /** a path of this site in the page's language */
  localize: (path: string) => string;
  resultCount: number;
  /** the entries that match the query, shown under the results heading */
  results: Omit<Section, "title">;
  popular: Section & { icon: LucideIcon };
  browse: Section;
  noResultsHint: string;
  /** the contact form comes first; `next` is the other place to look */
  support: {
    icon: LucideIcon;
    title: string;
    text: string;
    next: { href: string; label: string; icon: LucideIcon };
  };
}) {
  const to = localize;
  const { query } = search;
  const PopularIcon = popular.icon;
  const browseSection = (
    <section aria-labelledby={browse.id} className={query ? "mt-12" : "mt-14"}>
      <h2 id={browse.id} className="text-2xl font-bold tracking-tight">
        {browse.title}
      </h2>
      {browse.content}
    </section>
  );

  return (
    <>
      <PageHeader title={title} subtitle={subtitle}>
        <SearchForm
          search={search}
          action={to(path)}
          label={searchLabel}
          placeholder={searchPlaceholder}
          buttonLabel={words.searchButton}
        />
      </PageHeader>
      <Container className="py-12">
        <div className="mx-auto max-w-4xl">
          <ResultsStatus query={query} count={resultCount} text={words.status} />
          {query === "" ? (
            <>
              <section aria-labelledby={popular.id}>
                <h2
                  id={popular.id}
                  className="flex items-center gap-2 text-2xl font-bold tracking-tight"
                >
                  <PopularIcon
                    aria-hidden="true"
                    className="h-6 w-6 text-brand-600 dark:text-brand-400"
                  />
                  {popular.title}
                </h2>
                {popular.content}
              </section>
              {browseSection}
            </>
          ) : resultCount > 0 ? (
            <section aria-labelledby={results.id}>
              <SearchResultsHeading
                id={results.id}
                query={query}
                heading={words.resultsHeading}
                showing={words.showingResults}
              />
              {results.content}
            </section>
          ) : (
            <>
              <NoResults
                title={words.noResultsTitle}
                text={words.noResultsText}
                query={query}
                hint={noResultsHint}
                action={to(path)}
                search={search}
                clearLabel={words.clearSearch}
              />
              {browseSection}
            </>
          )}
          <SupportCard
            icon={<support.icon aria-hidden="true" className="h-6 w-6" />}
            title={support.title}
            text={support.text}
            links={[
              {
                href: to("/contact"),
                label: words.contactSupport,
                icon: <Mail aria-hidden="true" className="h-4 w-4" />,
              },
              {
                href: to(support.next.href),
                label: support.next.label,
                icon: <support.next.icon aria-hidden="true" className="h-4 w-4" />,
              },
            ]}
          />
        </div>
      </Container>
    </>
  );
}
