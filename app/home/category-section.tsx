import { ChevronDown, ChevronUp } from "./icons";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ServerHtml, sentHtmlKey, useRoutedLinks, useSentHtml } from "~/components/server-html";
import type { SentHtml } from "~/utils/sent-html";
import { trackEvent } from "~/utils/analytics";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";
import { categoryHeadingId, expandedCategoryHref } from "./category-ids";
import { unprefixedPath } from "~/i18n/languages";

/** A category of the home page as the loader sends it: its header and cards as server HTML. */
export interface HomeCategory {
  key: string;
  name: string;
  /** how many converters it has */
  count: number;
  /** icon, name, description, tool count */
  header: string | SentHtml;
  /** the cards shown before 'View All' */
  cards: string | SentHtml;
  /** the cards 'View All' adds ("" when there are none) */
  more: string;
  /** 'View All 12 Common Converters', in the page's language */
  viewAll: string;
}

const toggleClass = cn(
  "inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 transition-colors",
  "hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800",
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-500 dark:hover:bg-brand-950 dark:hover:text-brand-200",
);

/**
 * One category: the server's header and cards (decision 049: the browser gets their markup, not
 * their components), and the only part that changes in the browser, 'View All N …'. With
 * JavaScript that is a disclosure button that adds the other cards; without it, a link to the
 * page with the category expanded.
 */
export function CategorySection({
  category,
  initiallyExpanded,
  showLess,
  home,
}: {
  category: HomeCategory;
  initiallyExpanded: boolean;
  /** 'Show Less', in the page's language */
  showLess: string;
  /** the home page's path in the page's language ("/", "/de") */
  home: string;
}) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const toggle = useRef<HTMLButtonElement>(null);
  // A card's click is counted, then routed like a <Link>.
  const onCardClick = useRoutedLinks((href) => trackEvent("click", unprefixedPath(href).slice(1)));
  const headingId = categoryHeadingId(category.key);
  const listId = `${headingId}-cards`;
  const cards = useSentHtml(category.cards);

  function collapse() {
    flushSync(() => setExpanded(false));
    // The button moves up with the grid: keep it where the reader is.
    toggle.current?.scrollIntoView({ block: "nearest" });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50/60 p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <ServerHtml html={category.header} />
      <ul
        id={listId}
        data-html={sentHtmlKey(category.cards)}
        onClick={onCardClick}
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        dangerouslySetInnerHTML={{
          __html: expanded ? cards + category.more : cards,
        }}
      />
      {category.more !== "" && (
        <div className="mt-6 flex justify-center">
          {hydrated ? (
            <button
              ref={toggle}
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => (expanded ? collapse() : setExpanded(true))}
              className={toggleClass}
            >
              {expanded ? showLess : category.viewAll}
              {expanded ? (
                <ChevronUp aria-hidden="true" className="h-4 w-4" />
              ) : (
                <ChevronDown aria-hidden="true" className="h-4 w-4" />
              )}
            </button>
          ) : (
            <a
              href={expanded ? `${home}#${headingId}` : expandedCategoryHref(category.key, home)}
              className={toggleClass}
            >
              {expanded ? showLess : category.viewAll}
              <ChevronDown aria-hidden="true" className={cn("h-4 w-4", expanded && "rotate-180")} />
            </a>
          )}
        </div>
      )}
    </section>
  );
}
