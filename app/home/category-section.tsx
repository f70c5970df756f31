import { ChevronDown, ChevronUp } from "./icons";
import { memo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import type { Category, Converter } from "~/units/types";
import { trackEvent } from "~/utils/analytics";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

/** Converters shown per category before expansion (docs/product.md#display-constants). */
export const CARDS_BEFORE_EXPANSION = 8;

const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-4";

const toggleClass = cn(
  "cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 transition-colors",
  "hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800",
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-500 dark:hover:bg-brand-950 dark:hover:text-brand-200",
);

/** The card's arrow, drawn inline: 80 lucide components cost more to hydrate than they show. */
function CardArrow() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 h-4 w-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600 dark:text-slate-500 dark:group-hover:text-brand-300"
    >
      <path d="M5 12h14M12 5l7 7-7 7" />
    </svg>
  );
}

/** "12 units", "1 unit", "25+ units": what a card says of a converter's units. */
export function unitsLabel(count: string | undefined): string {
  return `${count ?? 0} ${count === "1" ? "unit" : "units"}`;
}

const ConverterCard = memo(function ConverterCard({
  converter,
  unitCount,
}: {
  converter: Converter;
  unitCount?: string;
}) {
  return (
    <li
      className={cn(
        "group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition",
        "hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md motion-reduce:hover:translate-y-0",
        "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500",
        "dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        {/* The link's box covers the whole card, so the card is one click target with one name. */}
        <Link
          to={`/${converter.slug}`}
          onClick={() => trackEvent("click", converter.slug)}
          className="font-semibold text-slate-900 group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none dark:text-white dark:group-hover:text-brand-300"
        >
          {converter.name}
        </Link>
        <CardArrow />
      </div>
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
        {converter.description}
      </p>
      {unitCount !== undefined && (
        <p className="mt-auto pt-3 text-xs font-medium text-slate-500 dark:text-slate-400">
          {unitsLabel(unitCount)}
        </p>
      )}
    </li>
  );
});

interface CategorySectionProps {
  category: Category;
  converters: Converter[];
  /** what each converter's card says of its units, by key ("12", "25+"), from the server */
  unitCounts: Record<string, string>;
  /** shown with every card from the start (the no-JS 'View All' link, `/?expand={key}`) */
  initiallyExpanded?: boolean;
}

/** The id of a category's heading: the target of the category links of the home page. */
export const categoryHeadingId = (categoryKey: string) => `category-${categoryKey}`;

/** The URL that shows a category expanded without JavaScript. */
export function expandedCategoryHref(categoryKey: string): string {
  return `/?${EXPAND_PARAM}=${encodeURIComponent(categoryKey)}#${categoryHeadingId(categoryKey)}`;
}

export const EXPAND_PARAM = "expand";

/**
 * One category: its name, description, tool count and converter cards. The first eight cards
 * show until "View All N …" is pressed; the rest are rendered only then. With JavaScript that is
 * a disclosure button; without it, a link to the page with the category expanded.
 */
export function CategorySection({
  category,
  converters,
  unitCounts,
  initiallyExpanded = false,
}: CategorySectionProps) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const toggle = useRef<HTMLButtonElement>(null);
  const headingId = categoryHeadingId(category.key);
  const listId = `${headingId}-cards`;

  const expandable = converters.length > CARDS_BEFORE_EXPANSION;
  const shown = expanded ? converters : converters.slice(0, CARDS_BEFORE_EXPANSION);
  const viewAll = `View All ${converters.length} ${category.name}`;

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
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
            <CategoryIcon name={category.icon} className="h-6 w-6" />
          </span>
          <div>
            <h3
              id={headingId}
              className="scroll-mt-24 text-xl font-bold tracking-tight sm:text-2xl"
            >
              {category.name}
            </h3>
            <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">
              {category.description}
            </p>
          </div>
        </div>
        <p className="shrink-0 self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
          {converters.length} tools
        </p>
      </header>

      <ul id={listId} className={cn(gridClass, "mt-6")}>
        {shown.map((converter) => (
          <ConverterCard
            key={converter.key}
            converter={converter}
            unitCount={unitCounts[converter.key]}
          />
        ))}
      </ul>

      {expandable && (
        <div className="mt-6 flex justify-center">
          {hydrated ? (
            <button
              ref={toggle}
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => (expanded ? collapse() : setExpanded(true))}
              className={cn(toggleClass, "inline-flex")}
            >
              {expanded ? "Show Less" : viewAll}
              {expanded ? (
                <ChevronUp aria-hidden="true" className="h-4 w-4" />
              ) : (
                <ChevronDown aria-hidden="true" className="h-4 w-4" />
              )}
            </button>
          ) : (
            <a
              href={expanded ? `/#${headingId}` : expandedCategoryHref(category.key)}
              className={cn(toggleClass, "inline-flex")}
            >
              {expanded ? "Show Less" : viewAll}
              <ChevronDown aria-hidden="true" className={cn("h-4 w-4", expanded && "rotate-180")} />
            </a>
          )}
        </div>
      )}
    </section>
  );
}
