import { icon, Search } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LiveSearch } from "./use-live-search";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/utils/cn";
import { MAX_QUERY_LENGTH } from "~/utils/text-search";

// Only the searches of the blog, help and FAQ pages draw it (Lucide's path data).
export const SearchX = icon(
  '<path d="m13.5 8.5-5 5"/><path d="m8.5 8.5 5 5"/><circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/>',
);

export function SearchForm({
  search,
  action,
  label,
  placeholder,
  buttonLabel,
}: {
  search: LiveSearch;
  /** the page's own path: the form's target without JavaScript */
  action: string;
  label: string;
  placeholder: string;
  /** the submit button's text */
  buttonLabel: string;
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      onSubmit={search.submit}
      className="mx-auto flex max-w-2xl gap-2"
    >
      <div className="relative flex-1">
        <label htmlFor={search.inputId} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id={search.inputId}
          type="search"
          name="q"
          value={search.term}
          onChange={(event) => search.setTerm(event.target.value)}
          placeholder={placeholder}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className={cn(
            "h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 shadow-sm",
            "placeholder:text-slate-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500",
            "dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400",
          )}
        />
      </div>
      <button type="submit" className={buttonClass("primary", "lg", "rounded-xl")}>
        {buttonLabel}
      </button>
    </form>
  );
}

/**
 * A polite live region, so screen readers hear how many results typing left: `text` in the
 * page's language, else English made from `noun` (the English-only blog).
 */
export function ResultsStatus({
  query,
  count,
  noun,
  text,
}: {
  query: string;
  count: number;
  noun?: string;
  text?: string;
}) {
  return (
    <p role="status" className="sr-only">
      {query ? (text ?? `${count} ${noun}${count === 1 ? "" : "s"} found for "${query}"`) : ""}
    </p>
  );
}

/** A message around the query the visitor typed, which is set in bold. */
function AroundQuery({ message, query }: { message: string; query: string }) {
  const [before = "", after = ""] = message.split("{query}");
  return (
    <>
      {before}
      <span className="font-semibold text-slate-900 dark:text-white">{query}</span>
      {after}
    </>
  );
}

export function SearchResultsHeading({
  id,
  query,
  heading,
  showing,
}: {
  id: string;
  query: string;
  /** "Search Results (3)" */
  heading: string;
  /** "Showing results for “{query}”", the query set in bold */
  showing: string;
}) {
  return (
    <div>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        <AroundQuery message={showing} query={query} />
      </p>
    </div>
  );
}

/**
 * Nothing matched. 'Clear Search' is a real button: without JavaScript it submits an empty GET
 * form to the page; with it, it empties the search box in place.
 */
export function NoResults({
  title,
  text,
  query,
  hint,
  action,
  search,
  clearLabel,
}: {
  /** "No questions found" */
  title: string;
  /** what was not found, around `{query}` */
  text: string;
  query: string;
  hint: string;
  action: string;
  search: LiveSearch;
  clearLabel: string;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-300">
        <SearchX aria-hidden="true" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <AroundQuery message={text} query={query} />
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{hint}</p>
      <form method="get" action={action} onSubmit={search.clear} className="mt-6">
        <Button type="submit" variant="outline">
          {clearLabel}
        </Button>
      </form>
    </Card>
  );
}

/** The term, with every case-insensitive occurrence of the query marked. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = query.toLowerCase();
  const haystack = text.toLowerCase();
  // Lower-casing can change the length of a few characters; then offsets would not line up.
  if (!needle || haystack.length !== text.length) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    parts.push(text.slice(from, at));
    parts.push(
      <mark
        key={at}
        className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-300 dark:text-slate-950"
      >
        {text.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return parts;
}

export function Badge({
  children,
  tone = "neutral",
}: {
  children: ReactNode;
  tone?: "neutral" | "popular" | "brand";
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium",
        tone === "neutral" && "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
        tone === "popular" && "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
        tone === "brand" && "bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200",
      )}
    >
      {children}
    </span>
  );
}

/** Links that go with an answer or an article (their paths in the page's language). */
export function RelatedLinks({
  links,
}: {
  links?: ReadonlyArray<{ href: string; label: string }>;
}) {
  if (!links?.length) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Link
            to={link.href}
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            {link.label} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The closing card that sends visitors on to people or other pages. */
export function SupportCard({
  icon,
  title,
  text,
  links,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  links: ReadonlyArray<{ href: string; label: string; icon: ReactNode }>;
}) {
  return (
    <Card className="mt-16 bg-gradient-to-br from-brand-50 to-white px-6 py-10 text-center dark:from-brand-950 dark:to-slate-900">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
        {icon}
      </span>
      <h2 className="mt-4 text-2xl font-bold tracking-tight">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-300">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link
            key={link.href}
            to={link.href}
            className={buttonClass(index === 0 ? "primary" : "outline", "md")}
          >
            {link.icon}
            {link.label}
          </Link>
        ))}
      </div>
    </Card>
  );
}

/**
 * Shared look of an expandable card: a <details> whose <summary> is the clickable header. The
 * named group keeps a card's chevron independent of any expandable section around it.
 */
export const disclosureClass = {
  details:
    "group/disclosure rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow open:border-brand-200 open:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:open:border-brand-800",
  summary:
    "flex cursor-pointer list-none items-start gap-4 rounded-xl p-5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 group-open/disclosure:rounded-b-none dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden",
  chevron:
    "mt-0.5 h-5 w-5 shrink-0 text-slate-500 transition-transform group-open/disclosure:rotate-180 dark:text-slate-400",
  body: "px-5 pt-1 pb-5 text-slate-700 dark:text-slate-300",
};

export { useLiveSearch, type LiveSearch } from "./use-live-search";
