import { CategoryIcon } from "~/components/category-icon";
import type { Category, Converter } from "@unitwise/units";
import { cn } from "~/utils/cn";
import type { Translate } from "~/i18n/localization";
import { localizedPath, type Language } from "~/i18n/languages";

/** The card's arrow, drawn inline. */
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
export function unitsLabel(count: string | undefined, t: Translate<"home">): string {
  const text = count ?? "0";
  return /^\d+$/.test(text)
    ? t("unitCount", { count: Number(text) })
    : t("unitCountText", { count: text });
}

/**
 * One converter's card, rendered on the server (sections.server.tsx): its link is a plain
 * anchor, which the category's list hands to the router.
 */
export function ConverterCard({
  converter,
  unitCount,
  detail,
  t,
  language,
}: {
  converter: Converter;
  unitCount?: string;
  /** what a tool that is not a unit table says in place of its unit count */
  detail?: string;
  t: Translate<"home">;
  language: Language;
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
        <a
          href={localizedPath(`/${converter.slug}`, language)}
          className="font-semibold text-slate-900 group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none dark:text-white dark:group-hover:text-brand-300"
        >
          {converter.name}
        </a>
        <CardArrow />
      </div>
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
        {converter.description}
      </p>
      {(detail ?? unitCount) !== undefined && (
        <p className="mt-auto pt-3 text-xs font-medium text-slate-500 dark:text-slate-400">
          {detail ?? unitsLabel(unitCount, t)}
        </p>
      )}
    </li>
  );
}

/** A category's icon, name, description and tool count, above its cards. */
export function CategoryHeader({
  category,
  headingId,
  count,
  t,
}: {
  category: Category;
  headingId: string;
  count: number;
  t: Translate<"home">;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
          <CategoryIcon name={category.icon} className="h-6 w-6" />
        </span>
        <div>
          <h3 id={headingId} className="scroll-mt-24 text-xl font-bold tracking-tight sm:text-2xl">
            {category.name}
          </h3>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">
            {category.description}
          </p>
        </div>
      </div>
      <p className="shrink-0 self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
        {t("categoryTools", { count })}
      </p>
    </header>
  );
}
