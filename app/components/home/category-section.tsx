import { ArrowRight, ChevronDown, ChevronUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import type { Category, Converter } from "~/units/types";
import { trackEvent } from "~/utils/analytics";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";
import { CategoryIcon } from "./category-icon";

/** Spec §9: converters shown per category before expansion. */
export const CARDS_BEFORE_EXPANSION = 8;

const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-4";

const toggleClass = cn(
  "cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 transition-colors",
  "hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800 [&::-webkit-details-marker]:hidden",
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-500 dark:hover:bg-brand-950 dark:hover:text-brand-200",
);

function ConverterCard({ converter, unitCount }: { converter: Converter; unitCount?: number }) {
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
          onClick={() =>
            trackEvent("converter_click", { category: "navigation", label: converter.slug })
          }
          className="font-semibold text-slate-900 group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none dark:text-white dark:group-hover:text-brand-300"
        >
          {converter.name}
        </Link>
        <ArrowRight
          aria-hidden="true"
          className="mt-0.5 h-4 w-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600 dark:text-slate-500 dark:group-hover:text-brand-300"
        />
      </div>
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
        {converter.description}
      </p>
      {unitCount !== undefined && (
        <p className="mt-auto pt-3 text-xs font-medium text-slate-500 dark:text-slate-400">
          {unitCount} {unitCount === 1 ? "unit" : "units"}
        </p>
      )}
    </li>
  );
}

interface CategorySectionProps {
  category: Category;
  converters: Converter[];
  /** units per converter key, counted on the server */
  unitCounts: Record<string, number>;
}

/**
 * One category: its name, description, tool count and converter cards. The first eight cards
 * show until "View All N …" is pressed. Every card is in the HTML: without JavaScript the rest
 * sit in a <details> whose summary does the same; with it, a disclosure button below the grid.
 */
export function CategorySection({ category, converters, unitCounts }: CategorySectionProps) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const headingId = `category-${category.key}`;
  const restId = useId();

  const first = converters.slice(0, CARDS_BEFORE_EXPANSION);
  const rest = converters.slice(CARDS_BEFORE_EXPANSION);
  const viewAll = `View All ${converters.length} ${category.name}`;
  const cards = (list: Converter[]) =>
    list.map((converter) => (
      <ConverterCard
        key={converter.key}
        converter={converter}
        unitCount={unitCounts[converter.key]}
      />
    ));

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
            <h3 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
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

      <ul className={cn(gridClass, "mt-6")}>{cards(first)}</ul>

      {rest.length > 0 &&
        (hydrated ? (
          <>
            <ul id={restId} hidden={!expanded} className={cn(gridClass, "mt-4")}>
              {cards(rest)}
            </ul>
            <div className="mt-6 flex justify-center">
              <button
                ref={toggle}
                type="button"
                aria-expanded={expanded}
                aria-controls={restId}
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
            </div>
          </>
        ) : (
          <details className="group/more mt-6">
            <summary className={cn(toggleClass, "mx-auto flex w-fit")}>
              <span className="group-open/more:hidden">{viewAll}</span>
              <span className="hidden group-open/more:inline">Show Less</span>
              <ChevronDown aria-hidden="true" className="h-4 w-4 group-open/more:rotate-180" />
            </summary>
            <ul className={cn(gridClass, "mt-4")}>{cards(rest)}</ul>
          </details>
        ))}
    </section>
  );
}
