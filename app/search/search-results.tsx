import type { SearchItem } from "@unitwise/units";

/**
 * What the search dialog and the /search page share: one result's layout and where it leads (their
 * words are the `search` area's messages), so both read the same with and without JavaScript.
 */
export type SearchResult = Pick<SearchItem, "slug" | "name" | "description" | "category">;

/**
 * Where a result leads: its converter, and for a question with an amount ("1 cup flour in
 * grams", "5 ft to m") its converter asked that question, so the page answers it on arrival.
 */
export function resultHref(slug: string, query: string): string {
  const q = query.trim();
  const question = /^[\d.,½⅓⅔¼¾⅛]/.test(q) && /\s(?:to|in|into)\s/i.test(q);
  return question ? `/${slug}?${new URLSearchParams({ q })}` : `/${slug}`;
}

/** Classes of the element that holds a result: the dialog's option or the page's link. */
export const searchResultClass =
  "flex flex-col items-start gap-1.5 rounded-lg px-3 py-2.5 text-left sm:flex-row sm:gap-3";

/** A result's name, description and category name. */
export function SearchResultBody({ result }: { result: SearchResult }) {
  return (
    <>
      <span className="min-w-0 self-stretch sm:flex-1">
        <span className="block font-medium text-slate-900 dark:text-slate-100">{result.name}</span>
        <span className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
          {result.description}
        </span>
      </span>
      <span className="shrink-0 rounded-full sm:mt-0.5 bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {result.category}
      </span>
    </>
  );
}
