import { Link, useLocation } from "react-router";
import { cn } from "~/utils/cn";
import { ADMIN_TABS, tabForPath } from "./tabs";

/**
 * The dashboard's tab list: a nav of plain links (each tab is a URL, so it works without
 * JavaScript, can be reloaded and linked), the current one marked with aria-current.
 */
export function AdminTabs({ unhandledMessages }: { unhandledMessages: number }) {
  const current = tabForPath(useLocation().pathname);
  return (
    <nav
      aria-label="Admin sections"
      className="mt-8 border-b border-slate-200 dark:border-slate-700"
    >
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {ADMIN_TABS.map((tab) => {
          const active = tab.slug === current.slug;
          return (
            <li key={tab.slug}>
              <Link
                to={`/admin/${tab.slug}`}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                  active
                    ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
                )}
              >
                {tab.label}
                {tab.slug === "messages" && unhandledMessages > 0 ? (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
                    {unhandledMessages}
                    <span className="sr-only"> unhandled</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
